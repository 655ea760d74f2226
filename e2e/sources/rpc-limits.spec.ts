import { readFile } from "node:fs/promises";
import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { findFreePort, startAnvil } from "../../mocks/chain";
import type { ProxyProfileName } from "../../mocks/rpc-proxy/profiles";
import { startRpcProxy } from "../../mocks/rpc-proxy/proxy";
import { startStack } from "../../mocks/stack";
import { gasCost } from "../support/chain-checks";
import { expectConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/fixtures";
import { expectAbsent, expectHidden } from "../support/settled";

// The page behind imitations of free public RPCs (mocks/rpc-proxy): a block-range cap, a batch cap and a rate limit
// answered with 429 + Retry-After, or a cap on the logs in one answer. Nothing of it may reach the person as an
// error, the page must never send while a Retry-After it was given is in force, and the History must not cost
// much more than the caps allow.

const ALICE_REWARDS = 428_475_000_000_000_000n;
const EXTRA_BLOCKS = 3_000;

/** Errors the page would show: none may appear behind a limited provider. */
const ERROR_TEXTS = [
  "The history could not be read from the chain.",
  "The chain is not answering",
  "keeps refusing",
  "The pool API could not be reached.",
];

function withProfile(profile: ProxyProfileName) {
  test.use({
    account: ALICE,
    stack: async ({ sharedStack }, use) => {
      // Its own stack, with the proxy on the build's RPC port: the shared one gives the ports back first.
      await sharedStack.release();
      const stack = await startStack({ siteDir: null, rpcProfile: profile });
      await use(stack);
      await stack.stop();
    },
  });
}

test.describe("behind the strictest provider (20-block getLogs, batches of 10, 25 calls/s, Retry-After: 1, 100 ms)", () => {
  withProfile("strict");

  test("Alice's table, a claim of 0.428475 ETH and her whole History with its CSV, with no error and no request inside a Retry-After", async ({
    dashboard,
    wallet,
    stack,
    chain,
    anvil,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const page = dashboard.page;
    const proxy = stack.rpcProxy;
    if (!proxy) throw new Error("the stack runs the proxy");
    // The browser itself logs each 429 the provider answers; the page waits them out and shows nothing.
    expectConsoleErrors(consoleErrors, (error) => /\b429\b/.test(error));
    await anvil.mine({ blocks: EXTRA_BLOCKS });

    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    await dashboard.expectStatus(105, "Exit Requested");
    await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");

    const before = await chain.getBalance({ address: ALICE.address });
    await dashboard.claimButton.click();
    expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
    const hash = wallet.sent[0]!;
    expect((await chain.getBalance({ address: ALICE.address })) - before).toBe(
      ALICE_REWARDS - (await gasCost(chain, hash)),
    );
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
    expect(event?.args.value).toBe(ALICE_REWARDS);
    await dashboard.closeAlert();

    // The whole History: the snapshot the site carries (the seed's blocks), then every block after it to the head, 20
    // at a time at best.
    const head = Number(await chain.getBlockNumber());
    const after = Number(stack.history?.block ?? -1n) + 1;
    const getLogsBefore = proxy.counters().methods.eth_getLogs ?? 0;
    const history = page.getByTestId("history");
    await history.getByRole("button", { name: "Show history" }).click();
    await expect(history.getByTestId("history-status")).toHaveText(/^Reading history: block [\d,]+ of [\d,]+Cancel$/);
    await expect(history.getByRole("button", { name: "Export CSV" })).toBeEnabled({ timeout: 90_000 });
    const rows = history.getByRole("row");
    await expect(rows).toHaveCount(5); // the header, her two registrations, 105's exit request and this claim
    await expect(history.getByRole("row", { name: /Rewards claimed/ })).toContainText("0.428 ETH");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      history.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
    expect(csv).toHaveLength(5);
    expect(csv.map((line) => line.split(",")[1])).toEqual([
      "Event",
      "Registered",
      "Registered",
      "Exit requested",
      "Rewards claimed",
    ]);
    expect(csv[4]).toContain(`,101 102 105,0.428475,${hash},`);

    await expectAbsent(() => expect(rows).toHaveCount(5), ...ERROR_TEXTS.map((text) => page.getByText(text)));
    const counters = proxy.counters();
    expect(counters.insideRetryAfter).toBe(0);
    const minimum = Math.ceil((head + 1 - after) / 20);
    const used = (counters.methods.eth_getLogs ?? 0) - getLogsBefore;
    testInfoNote(
      `strict: ${used} eth_getLogs for ${head + 1 - after} blocks after the snapshot's (minimum ${minimum}); ${JSON.stringify(counters.refused)}`,
    );
    expect(counters.lowestLogBlock).toBe(after);
    expect(used).toBeLessThanOrEqual(Math.floor(minimum * 1.25));
  });
});

test.describe("behind a provider that caps the logs of an answer, not the blocks", () => {
  withProfile("result-capped");

  test("reads Alice's whole History in at most 3 eth_getLogs", async ({ dashboard, stack, anvil }) => {
    const proxy = stack.rpcProxy;
    if (!proxy) throw new Error("the stack runs the proxy");
    await anvil.mine({ blocks: EXTRA_BLOCKS });
    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    const getLogsBefore = proxy.counters().methods.eth_getLogs ?? 0;
    const history = dashboard.page.getByTestId("history");
    await history.getByRole("button", { name: "Show history" }).click();
    await expect(history.getByRole("button", { name: "Export CSV" })).toBeEnabled({ timeout: 30_000 });
    await expect(history.getByRole("row")).toHaveCount(4);
    const used = (proxy.counters().methods.eth_getLogs ?? 0) - getLogsBefore;
    testInfoNote(`result-capped: ${used} eth_getLogs`);
    expect(used).toBeLessThanOrEqual(3);
    expect(proxy.counters().insideRetryAfter).toBe(0);
  });
});

/** A figure for the issue notes, in the test's report. */
function testInfoNote(text: string): void {
  test.info().annotations.push({ type: "figure", description: text });
  console.log(text);
}

test.describe("a provider that keeps refusing, and the visitor's own RPC", () => {
  test.use({ account: ALICE });

  test("names the refusing RPC once, and reads through the visitor's own after checking its chain id", async ({
    dashboard,
    stack,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const page = dashboard.page;
    // The build's RPC (127.0.0.1:8545) refuses everything from now on, as an overloaded free tier does.
    const buildRpc = "http://127.0.0.1:8545";
    await page.route(`${buildRpc}/**`, (route) =>
      route.fulfill({
        status: 429,
        headers: {
          "retry-after": "1",
          "access-control-allow-origin": "*",
          "access-control-expose-headers": "retry-after",
        },
        body: "",
      }),
    );
    expectConsoleErrors(consoleErrors, (error) => /\b429\b/.test(error) || error.includes(buildRpc));
    await page.reload();
    const note = page.getByTestId("rpc-refusing");
    await expect(note).toContainText(
      "The RPC 127.0.0.1:8545 keeps refusing requests (it limits how many it takes). The page waits and tries again; you can read through another RPC meanwhile.",
      { timeout: 30_000 },
    );

    // Another chain's node is refused; a node of this chain (here: anvil behind a counting proxy) is kept.
    const otherChain = await startAnvil({ port: await findFreePort(), chainId: 1 });
    const own = await startRpcProxy({ upstream: stack.rpcUrl, profile: "pass-through" });
    try {
      await note.getByRole("button", { name: "Use another RPC" }).click();
      const dialog = page.getByRole("dialog", { name: "Read the chain through" });
      await dialog.getByLabel("My own RPC").check();
      const field = dialog.getByLabel("RPC URL (https://, or http:// on this computer)");
      await field.fill(otherChain.rpcUrl);
      await dialog.getByRole("button", { name: "Use it" }).click();
      await expect(dialog.getByRole("status")).toHaveText(
        `127.0.0.1:${otherChain.port} is on chain 1, not Anvil (chain 31337). Nothing was changed.`,
      );
      await field.fill(own.url);
      await dialog.getByRole("button", { name: "Use it" }).click();
      // The page loads again, reading through the visitor's RPC: the table, and no refusal.
      await expect(page.getByRole("button", { name: `RPC: 127.0.0.1:${new URL(own.url).port}` })).toBeVisible();
      await dashboard.connect();
      await expectHidden(() => dashboard.expectStatus(101, "Active"), note);
      expect(own.counters().calls).toBeGreaterThan(0);
      const kept = await page.evaluate(() => localStorage.getItem("smoothly:rpc:v1:31337"));
      expect(JSON.parse(kept ?? "null")).toEqual({ kind: "url", url: own.url });
      // The page polls through the visitor's RPC: leave it before that RPC goes, or its next poll is refused.
      await page.goto("about:blank");
    } finally {
      await own.close();
      await otherChain.stop();
    }
  });
});
