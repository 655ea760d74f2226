import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createPublicClient, createTestClient, http, parseEventLogs, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { writeStackSnapshot, type StackSnapshot } from "../../mocks/history-snapshot";
import { walletClientFor } from "../../mocks/oracle/chain";
import { BOB } from "../../mocks/oracle/seed-accounts";
import { siteDirFor, startStack, type Stack } from "../../mocks/stack";
import { DashboardPage } from "../pages/DashboardPage";
import { gasCost } from "../support/chain-checks";
import { expectConsoleErrors, goneHostErrors, watchConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/csp-test";
import { forwardRoute } from "../support/forward-route";
import { allOf, expectAbsent } from "../support/settled";
import { snapshotStack } from "../support/stack-snapshot";
import { TestWallet } from "../support/test-wallet";

// The release's history snapshot on the artifact users get: the mainnet build on a chain shaped like mainnet
// (out/mainnet-local, chain id 1, the pool at mainnet's address), the pool API's host gone, and the strictest limiting
// proxy in front of the RPC (20-block eth_getLogs, batches of 10, 25 calls/s then 429). The snapshot is the one the
// operator's command writes (npm run history-snapshot), extended here to a later block; the page must read it, then
// the chain only after its block, and leave it out, saying why, when it is not this chain's or a file is cut or
// altered: never a wrong row or amount, never a crash.

const BOB_REWARDS = 3_299_750_000_000_000_000n; // Bob's leaf in the epoch-3 withdrawals tree, at mainnet's scale
const BOB_BOND_201 = 500_000_000_000_000_000n; // 201's bond in the epoch-3 exits tree: mainnet's 0.5 ETH
const API_DOWN = "the pool API cannot be reached";
const AFTER = "It was left out, and your pool events are read from the chain since the pool's deployment.";
/** Blocks between the seed and the snapshot's block, as a pool's life has them. */
const BLOCKS_BEFORE_SNAPSHOT = 2_000;

test.describe.configure({ mode: "serial" });

let stack: Stack;
let chain: PublicClient;
let historyDir: string;
/** The good snapshot (extended to its block N), kept aside for the tests that spoil the served one. */
let kept: string;
let snapshot: StackSnapshot;
let treesDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  historyDir = await mkdtemp(join(tmpdir(), "history-snapshot-"));
  kept = await mkdtemp(join(tmpdir(), "history-snapshot-kept-"));
  treesDir = await mkdtemp(join(tmpdir(), "history-snapshot-trees-"));
  stack = await startStack({
    network: "mainnet",
    siteDir: siteDirFor("mainnet"),
    anvilPort: 0,
    apiPort: 0,
    sitePort: 0,
    relayPort: 0,
    rpcProfile: "strict",
    historyDir,
    // Trees and snapshot of their own: the worker's shared local stack keeps publishing to the default folders.
    treesDir,
  });
  chain = createPublicClient({ transport: http(stack.rpcUrl) });
  // The pool lives on; an operator extends the snapshot from its block to the finalized one.
  const anvil = createTestClient({ mode: "anvil", transport: http(stack.rpcUrl, { timeout: 60_000 }) });
  await anvil.mine({ blocks: BLOCKS_BEFORE_SNAPSHOT });
  const seeded = stack.history?.block ?? 0n;
  snapshot = await writeStackSnapshot({ network: "mainnet", rpcUrl: stack.rpcUrl, dir: historyDir, extend: true });
  expect(snapshot.block).toBe(seeded + BigInt(BLOCKS_BEFORE_SNAPSHOT));
  // After the snapshot's block: Bob requests 204's exit, and the chain goes on.
  const hash = await walletClientFor(stack.rpcUrl, BOB.privateKey, stack.chainId).writeContract({
    address: stack.deployment.pool,
    abi: smoothlyPoolAbi,
    functionName: "requestExit",
    args: [[204n]],
  });
  expect((await chain.waitForTransactionReceipt({ hash })).blockNumber).toBe(snapshot.block + 1n);
  await anvil.mine({ blocks: 30 });
  await cp(historyDir, kept, { recursive: true });
});

test.afterAll(async () => {
  await stack?.stop();
  await rm(historyDir, { recursive: true, force: true });
  await rm(kept, { recursive: true, force: true });
  await rm(treesDir, { recursive: true, force: true });
});

// Each test starts from the same chain (Bob's claims unsent) and the same served snapshot.
let backToStart: (() => Promise<void>) | null = null;
test.beforeEach(async () => {
  backToStart = await snapshotStack(stack);
});
test.afterEach(async () => {
  await backToStart?.();
  await restoreSnapshot();
});

/** The site serves the good snapshot again, as the operator's command wrote it. */
async function restoreSnapshot(): Promise<void> {
  await rm(historyDir, { recursive: true, force: true });
  await cp(kept, historyDir, { recursive: true });
}

/** Bob's shard of the served snapshot (the one file his address's first byte, 0x99, names). */
async function bobShard(): Promise<string> {
  const name = (await readdir(historyDir)).find((file) => file.startsWith("99-"));
  if (!name) throw new Error("no shard 99 in the snapshot");
  return join(historyDir, name);
}

/**
 * Bob's page: the build's RPC (127.0.0.1:8545) reaches the stack through the strict proxy, its API host
 * (127.0.0.1:8546) is gone. The proxy's counters start from zero.
 */
async function openBob(page: Page) {
  const wallet = new TestWallet({ rpcUrl: stack.rpcUrl, chainId: stack.chainId, privateKey: BOB.privateKey });
  await wallet.install(page);
  const errors = watchConsoleErrors(page);
  // The browser logs the API host's refusals and each 429 the proxy answers; the page shows none of them.
  expectConsoleErrors(errors, (error) => goneHostErrors(["http://127.0.0.1:8546"])(error) || /\b429\b/.test(error));
  await page.route(
    (url) => url.origin === "http://127.0.0.1:8546",
    (route) => route.abort("connectionrefused"),
  );
  await page.route(
    (url) => url.origin === "http://127.0.0.1:8545",
    async (route) => forwardRoute(route, stack.pageRpcUrl),
  );
  stack.rpcProxy?.reset();
  const dashboard = new DashboardPage(page);
  await dashboard.goto(stack.siteUrl ?? "");
  await dashboard.connect();
  return { wallet, dashboard, errors };
}

/** Bob's rows, as the chain tells them: 201 out with its bond in the exits tree, 204's exit requested after N. */
async function expectBobsRows(dashboard: DashboardPage): Promise<void> {
  await expect(dashboard.page.getByTestId("chain-list")).toHaveText(
    `Validators read from the pool's events on chain, because ${API_DOWN}: their status, health and rewards are unknown until it answers.`,
    { timeout: 60_000 },
  );
  await dashboard.expectStatus(201, "Exited");
  await dashboard.expectStatus(202, "Unknown");
  await dashboard.expectStatus(203, "Unknown");
  await dashboard.expectStatus(204, "Exit Requested");
  await expect(dashboard.page.getByRole("row")).toHaveCount(5); // the header and his four validators
  await expect(dashboard.claimButton).toHaveText("Claim 3.299 ETH");
}

test("Bob's rows and Claim come from the snapshot and the blocks after it; the claim pays exactly his leaf", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { wallet, dashboard, errors } = await openBob(page);
  // The list is read (a refused snapshot would have been said before it): no line about the snapshot.
  await expectAbsent(
    allOf(
      () => expectBobsRows(dashboard),
      () => expect(page.getByTestId("chain-list")).toHaveAttribute("data-state", "ready"),
    ),
    page.getByTestId("history-snapshot-note"),
  );
  // The page asked the chain for no block the snapshot holds.
  expect(stack.rpcProxy?.counters().lowestLogBlock).toBe(Number(snapshot.block) + 1);

  const before = await chain.getBalance({ address: BOB.address });
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const claim = wallet.sent[0]!;
  expect((await chain.getBalance({ address: BOB.address })) - before).toBe(BOB_REWARDS - (await gasCost(chain, claim)));
  const [paid] = parseEventLogs({
    abi: smoothlyPoolAbi,
    logs: (await chain.getTransactionReceipt({ hash: claim })).logs,
    eventName: "RewardsWithdrawal",
  });
  expect(paid?.args).toMatchObject({ indexes: [201n, 202n, 203n, 204n], value: BOB_REWARDS });
  await dashboard.closeAlert();

  // 201's Withdraw bond exists only on the row the snapshot gave: it pays the exits tree's 0.5 ETH.
  const beforeBond = await chain.getBalance({ address: BOB.address });
  await dashboard.bondAction(201, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  const withdraw = wallet.sent[1]!;
  expect((await chain.getBalance({ address: BOB.address })) - beforeBond).toBe(
    BOB_BOND_201 - (await gasCost(chain, withdraw)),
  );
  await dashboard.closeAlert();
  await expect(dashboard.bondCell(201)).toHaveText("0.000");
  expect(stack.rpcProxy?.counters().insideRetryAfter).toBe(0);
  expect(errors).toEqual([]);
});

test("a snapshot whose block has another hash on this chain is left out, said in one line, and all is read", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fork: Bob's decoy exit of 203 in the block after the chain's head, and a snapshot made to that block; then
  // the chain goes back and the block is mined again without it. The snapshot names 203 as exit requested.
  const back = await snapshotStack(stack);
  const head = await chain.getBlockNumber();
  const decoy = await walletClientFor(stack.rpcUrl, BOB.privateKey, stack.chainId).writeContract({
    address: stack.deployment.pool,
    abi: smoothlyPoolAbi,
    functionName: "requestExit",
    args: [[203n]],
  });
  await chain.waitForTransactionReceipt({ hash: decoy });
  const forked = await writeStackSnapshot({ network: "mainnet", rpcUrl: stack.rpcUrl, dir: historyDir, extend: true });
  expect(forked.block).toBe(head + 1n);
  await back();
  await createTestClient({ mode: "anvil", transport: http(stack.rpcUrl) }).mine({ blocks: 2 });
  expect((await chain.getBlock({ blockNumber: forked.block })).hash).not.toBe(forked.blockHash);

  const { dashboard, errors } = await openBob(page);
  await expect(page.getByTestId("history-snapshot-note")).toHaveText(
    `The pool history this site carries (to block ${forked.block.toLocaleString("en-US")}) does not match this chain: its block ${forked.block.toLocaleString("en-US")} has another hash here. ${AFTER}`,
  );
  await expectBobsRows(dashboard); // 203 is not exit requested: the decoy was never read
  expect(stack.rpcProxy?.counters().lowestLogBlock).toBe(0); // the whole history, from block 0 of this chain
  expect(errors).toEqual([]);
});

for (const [spoilt, spoil] of [
  ["cut in half", (text: string) => text.slice(0, Math.floor(text.length / 2))],
  ["altered (204 made 209, still JSON)", (text: string) => text.replace("[201,202,203,204]", "[201,202,203,209]")],
] as const) {
  test(`a snapshot whose shard is ${spoilt} is left out, said in one line: no wrong row, no crash`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shard = await bobShard();
    const text = await readFile(shard, "utf8");
    expect(spoil(text)).not.toBe(text);
    await writeFile(shard, spoil(text));
    const { dashboard, errors } = await openBob(page);
    await expect(page.getByTestId("history-snapshot-note")).toHaveText(
      `The pool history this site carries (to block ${snapshot.block.toLocaleString("en-US")}) could not be used: a file of it is cut, altered or incomplete. ${AFTER}`,
    );
    await expectAbsent(() => expectBobsRows(dashboard), dashboard.row(209));
    expect(stack.rpcProxy?.counters().lowestLogBlock).toBe(0);
    expect(errors).toEqual([]);
  });
}
