import { readFile } from "node:fs/promises";
import { parseEventLogs, type Hash } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { UNASKED_INDEXES } from "../../mocks/rpc-proxy/unasked-logs";
import { historyDirFor, writeStackSnapshot } from "../../mocks/history-snapshot";
import { startStack, type Stack } from "../../mocks/stack";
import type { DashboardPage } from "../pages/DashboardPage";
import { expect, test } from "../support/fixtures";
import { oracleGone } from "../support/oracle-gone";
import { expectAbsent, shows } from "../support/settled";

// The page behind an RPC that sends more than it was asked (mocks/rpc-proxy, profile "unasked-logs"): every
// eth_getLogs answer holding Alice's logs also holds a Registered log for her from another contract's address, one
// marked removed: true, one from the block after the range asked and a second copy of a true log. The page uses
// only what it asked for, says once what it left out and from which RPC, and never says the chain cannot be reached:
// the chain answered every request.

const API_DOWN = "the pool API cannot be reached";
const RPC = "127.0.0.1:8545";
/** Texts that would say the chain did not answer, or that its events could not be read. */
const CHAIN_UNREACHABLE =
  /chain cannot be reached|nor the chain|chain is not answering|could not be read from the chain/;

// A stack of its own behind the proxy, started before each test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.use({
  account: ALICE,
  stack: async ({ sharedStack }, use) => {
    // Its own stack, with the proxy on the build's RPC port: the shared one gives the ports back first.
    await sharedStack.release();
    const stack = await startStack({ siteDir: null, rpcProfile: "unasked-logs" });
    // The site's history snapshot ends at the deployment, before Alice's first event: every one of her events comes
    // from the chain through this RPC, with what it adds.
    await writeStackSnapshot({
      network: "local",
      rpcUrl: stack.rpcUrl,
      dir: historyDirFor("local"),
      to: BigInt(stack.deployment.deployBlock),
    });
    await use(stack);
    await stack.stop();
  },
});

/** The figures for the issue notes, in the test's report. */
function figure(stack: Stack, when: string, each: number): void {
  const counters = proxyOf(stack).counters();
  const text = `${when}: ${counters.unaskedLogs} unasked logs added in ${counters.methods.eth_getLogs ?? 0} eth_getLogs (${counters.requests} requests, ${counters.calls} calls); the page left out ${each} of each kind`;
  test.info().annotations.push({ type: "figure", description: text });
  console.log(text);
}

function proxyOf(stack: Stack) {
  if (!stack.rpcProxy) throw new Error("the stack runs the proxy");
  return stack.rpcProxy;
}

/**
 * The page's note, once every log the proxy added is in it: each added answer holds one of each kind, so each kind
 * counts a quarter of what the proxy added. Returns that count.
 */
async function expectNoteOfEverythingAdded(dashboard: DashboardPage, stack: Stack): Promise<number> {
  const proxy = proxyOf(stack);
  const note = dashboard.page.getByTestId("rpc-unasked");
  await expect
    .poll(async () => {
      const added = proxy.counters().unaskedLogs;
      const each = added / 4;
      const text = (await note.count()) === 0 ? "" : await note.innerText();
      return added > 0 && text.includes(`left it out: ${each} `) ? each : null;
    })
    .not.toBeNull();
  const each = proxy.counters().unaskedLogs / 4;
  const logs = (n: number) => (n === 1 ? "1 log" : `${n} logs`);
  await expect(note).toHaveText(
    `The RPC ${RPC} sent data the page did not ask for, and the page left it out: ${logs(each)} of another contract, ${logs(each)} from outside the blocks asked for, ${logs(each)} marked removed, ${each} repeated ${each === 1 ? "log" : "logs"}. Everything else it sent is used.Use another RPC`,
  );
  return each;
}

test("with the pool API gone, Alice's table lists exactly 101, 102, 103 and 105, and the page says what it left out", async ({
  dashboard,
  stack,
  consoleErrors,
}) => {
  const page = dashboard.page;
  await oracleGone(dashboard, stack.apiUrl, consoleErrors);
  await dashboard.connect();

  await expect(page.getByTestId("chain-list")).toHaveText(
    `Validators read from the pool's events on chain, because ${API_DOWN}: their status, health and rewards are unknown until it answers.`,
    { timeout: 30_000 },
  );
  await expect(page.getByRole("row")).toHaveCount(5); // the header and four validators
  for (const index of [101, 102, 103]) await dashboard.expectStatus(index, "Unknown");
  await expectAbsent(
    () => dashboard.expectStatus(105, "Exit Requested"),
    ...[104, ...Object.values(UNASKED_INDEXES).map(Number)].map((index) => dashboard.row(index)),
  );

  const each = await expectNoteOfEverythingAdded(dashboard, stack);
  figure(stack, "API gone", each);

  // The Wind-down panel names only the pool API as gone: the chain answered.
  const panel = page.getByTestId("wind-down");
  for (const figure of ["unlocksAfterCycle", "stillBonded", "accruing"])
    await expect(panel.getByTestId(`figure-${figure}`)).toContainText(`unknown${API_DOWN}`);
  await expectAbsent(
    () => expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH"),
    page.getByText(CHAIN_UNREACHABLE),
    page.getByTestId("chain-status"),
  );
});

test("with the pool API up, the History and its CSV hold each of Alice's events once, and no other", async ({
  dashboard,
  stack,
  chain,
}) => {
  const page = dashboard.page;
  await dashboard.connect();
  await dashboard.expectStatus(101, "Active");
  await expectAbsent(
    () => expect(page.getByRole("row")).toHaveCount(6), // the header and 101 to 105
    ...Object.values(UNASKED_INDEXES).map((index) => dashboard.row(Number(index))),
  );

  const history = page.getByTestId("history");
  await history.getByRole("button", { name: "Show history" }).click();
  await expect(history.getByRole("button", { name: "Export CSV" })).toBeEnabled({ timeout: 30_000 });
  // The header, her two registrations (101, 102 and 105, then 103) and 105's exit request.
  await expect(history.getByRole("row")).toHaveCount(4);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    history.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  const rows = csv.slice(1).map((line) => line.split(","));
  expect(csv[0]).toBe("Date (UTC),Event,Validators,Amount (ETH),Transaction hash,Transaction");
  expect(rows.map((fields) => [fields[1], fields[2], fields[3]])).toEqual([
    ["Registered", "101 102 105", ""],
    ["Registered", "103", ""],
    ["Exit requested", "105", ""],
  ]);
  // Read from anvil itself, past the proxy: her logs, each once, are exactly the CSV's transactions.
  const pool = stack.deployment.pool;
  const hers = parseEventLogs({
    abi: smoothlyPoolAbi,
    logs: await chain.getLogs({ address: pool, fromBlock: 0n }),
    args: { eth1: ALICE.address },
  });
  expect(rows.map((fields) => fields[4] as Hash)).toEqual(hers.map((log) => log.transactionHash));

  const each = await expectNoteOfEverythingAdded(dashboard, stack);
  figure(stack, "API up", each);
  await expectAbsent(shows(page.getByTestId("history")), page.getByText(CHAIN_UNREACHABLE));
});
