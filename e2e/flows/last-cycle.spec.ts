import type { Page } from "@playwright/test";
import { createPublicClient, createTestClient, http, parseEventLogs, type PublicClient, type TestClient } from "viem";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE, BOB, IVAN } from "../../mocks/oracle/seed-accounts";
import { siteDirFor, startStack, type Stack } from "../../mocks/stack";
import { DashboardPage } from "../pages/DashboardPage";
import { gasCost, totalGasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { forwardRoute } from "../support/forward-route";
import { oracleGone } from "../support/oracle-gone";
import { TestWallet } from "../support/test-wallet";
import { contains, expectAbsent, expectGoneAfter, shows } from "../support/settled";

// The last cycle (issue 64): the chain's clock moved past the cycle's end and the operators' day, no cycle closed,
// then the cycle closed; what an exit request does now; the fee recipient after leaving; a bond the oracle moved
// on its own (Ivan's 601, which left the beacon chain with no exit request: mocks/oracle/SEED.md).

const DAY = 86_400;
/** A date as the page writes it, worked out here from the chain's seconds: "2026-12-08 19:43 UTC". */
const utc = (seconds: bigint) => {
  const iso = new Date(Number(seconds) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};
const A_DATE = /\d{4}-\d{2}-\d{2}/;

const NOTICE_BOND =
  "Requesting an exit cannot be undone. Your bond is paid once the pool's operators close the next reward cycle and its exits root, which holds your bond, lands on chain.";
const noticeOverdue = (lastClose: string) =>
  `No exits root has landed since ${lastClose}: the pool's operators have not closed the cycle that was due, so this request may unlock nothing. You can still request it, to have it on record.`;
const overdueLine = (due: string, ago: string) =>
  `The cycle was due on ${due}, ${ago} ago: the pool's operators have not closed it.`;
const UNLOCKS_OVERDUE =
  "Bond of validators whose exit is requested; paid only when the pool's operators close a cycle, and no date is known.";
const POOL_LOCAL = "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be";
const IVAN_BOND = 50_000_000_000_000_000n; // 601's bond in the exits tree
const IVAN_REWARDS = 93_575_000_000_000_000n; // 0.04925 (cycle 1) + 0.044325 (cycle 2)

/** Governance's cycle, read from the chain without the page. */
async function cycleOf(chain: PublicClient, governance: `0x${string}`) {
  const [lastEpoch, epochInterval] = await Promise.all([
    chain.readContract({ address: governance, abi: poolGovernanceAbi, functionName: "lastEpoch" }),
    chain.readContract({ address: governance, abi: poolGovernanceAbi, functionName: "epochInterval" }),
  ]);
  return { lastEpoch: BigInt(lastEpoch), due: BigInt(lastEpoch) + BigInt(epochInterval) };
}

/** Moves the chain's clock to `days` days past the cycle's end and mines a block there: no cycle is closed. */
async function moveChainPastDue(chain: PublicClient, anvil: TestClient, due: bigint, days: number) {
  const latest = await chain.getBlock();
  await anvil.increaseTime({ seconds: Number(due + BigInt(days * DAY) - latest.timestamp) });
  await anvil.mine({ blocks: 1 });
}

/**
 * The browser's storage cleared, before the page's code runs again (the running page could write wagmi's state back
 * in between). The page has forgotten the connection; Connect Wallet loads the wallet code, which may find the test
 * wallet's account by itself (it still holds the site's permission) or ask for MetaMask in the modal.
 */
async function clearStorageAndReload(dashboard: DashboardPage) {
  const page = dashboard.page;
  await page.addInitScript(() => {
    if (sessionStorage.getItem("e2e-storage-cleared")) return;
    localStorage.clear();
    sessionStorage.setItem("e2e-storage-cleared", "1");
  });
  await page.reload();
  await dashboard.connectButton.click();
  const account = page.getByRole("button", { name: /^Account 0x/ });
  const metaMask = dashboard.dialog.getByRole("button", { name: /MetaMask/ });
  await expect(account.or(metaMask)).toBeVisible();
  if (await metaMask.isVisible()) await metaMask.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(account).toBeVisible();
}

async function openNotice(dashboard: DashboardPage, index: number) {
  await dashboard.checkbox(index).check();
  await dashboard.page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Notice" })).toBeVisible();
  return dashboard.dialog;
}

async function closeNotice(dashboard: DashboardPage) {
  await expectGoneAfter(dashboard.dialog.getByRole("heading", { name: "Notice" }), () =>
    dashboard.dialog.getByRole("button", { name: "Cancel" }).click(),
  );
  await dashboard.page.getByRole("button", { name: "Cancel" }).click(); // the selection bar's
}

/**
 * The overdue cycle on one build: no past date promised anywhere, the overdue line with the due date written out;
 * the cycle then closed: the line gone, Withdraw bond offered for the requested exit (105).
 */
async function overdueThenClosed(
  dashboard: DashboardPage,
  chain: PublicClient,
  anvil: TestClient,
  governance: `0x${string}`,
  closeCycle: () => Promise<unknown>,
  /** What stays in the pool after Withdraw everything's steps: 105's bond and the three exits it requests. */
  remaining: string,
) {
  const page = dashboard.page;
  const panel = page.getByTestId("wind-down");
  const countdown = page.getByTestId("cycle-time-left");
  const { lastEpoch, due } = await cycleOf(chain, governance);

  // Before the due date: the Notice says when a bond is paid, and no overdue line.
  const before = await openNotice(dashboard, 101);
  await expect(before.getByTestId("exit-notice-bond")).toHaveText(NOTICE_BOND);
  await expectAbsent(shows(before.getByTestId("exit-notice-bond")), before.getByTestId("exit-notice-overdue"));
  await closeNotice(dashboard);
  await expect(panel.getByTestId("figure-unlocksAfterCycle")).toContainText(`(${utc(due)}).`);
  await expectAbsent(contains(countdown, /\d+ days?/), page.getByTestId("cycle-overdue"));

  await moveChainPastDue(chain, anvil, due, 10);
  await page.reload();
  await expect(dashboard.row(105)).toHaveAttribute("data-status", "Exit Requested");

  // The countdown keeps "0 days", one line beside it says when the cycle was due, how long ago, and who.
  // The chain's clock is read 10 s after the dashboard shows (lib/chain/reads/use-chain-time.ts).
  await expect(page.getByTestId("cycle-overdue")).toHaveText(overdueLine(utc(due), "10 days"), { timeout: 30_000 });
  await expect(countdown).toHaveText("0 days");
  await expect(countdown.locator("xpath=..")).not.toContainText(A_DATE);
  // The Wind-down panel promises no date.
  await expect(panel.getByTestId("figure-unlocksAfterCycle")).toContainText(UNLOCKS_OVERDUE);
  await expect(panel).not.toContainText(A_DATE);
  // Withdraw everything: what stays waits for the operators, no date, no calendar.
  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = dashboard.dialog;
  await expect(dialog.getByTestId("remaining")).toContainText(
    `${remaining} ETH stays in the pool until the pool's operators close a cycle`,
  );
  await expect(dialog.getByTestId("remaining")).toContainText("no date is known");
  await expect(dialog).not.toContainText(A_DATE);
  await expectAbsent(shows(dialog.getByTestId("remaining")), dialog.getByRole("button", { name: "Add to calendar" }));
  // Its exit step reminds of the fee recipient, the pool's address in full.
  await expect(dialog.getByTestId("withdraw-fee-recipient")).toContainText("Change the fee recipient");
  await expectGoneAfter(dialog.getByRole("heading", { name: "Withdraw everything" }), () =>
    dialog.getByRole("button", { name: "Close" }).click(),
  );

  // The exit Notice after the due date: no root since the last close, and the request stays possible.
  const after = await openNotice(dashboard, 101);
  await expect(after.getByTestId("exit-notice-overdue")).toHaveText(noticeOverdue(utc(lastEpoch)));
  await expect(after.getByRole("button", { name: "Request Exit" })).toBeEnabled();
  await closeNotice(dashboard);

  // The operators close the cycle: the line goes, 105's bond is offered.
  await closeCycle();
  await page.reload();
  // A new 7-day cycle, a few seconds of it gone: the chain's clock runs on (read 10 s after the dashboard shows; the
  // test moved the chain's days ahead of this machine's clock).
  await expect(countdown).toHaveText(/^[67] days$/, { timeout: 30_000 });
  await expect(dashboard.bondAction(105, "Withdraw bond")).toBeVisible();
  await expectAbsent(shows(dashboard.bondAction(105, "Withdraw bond")), page.getByTestId("cycle-overdue"));
}

test.describe("Alice, when the operators stop closing cycles", () => {
  test.use({ account: ALICE });
  test.setTimeout(120_000);

  test("overdue: no past date anywhere, the overdue line; closed: the line gone, Withdraw bond offered", async ({
    dashboard,
    chain,
    anvil,
    stack,
  }) => {
    await dashboard.connect();
    await overdueThenClosed(
      dashboard,
      chain,
      anvil,
      stack.deployment.governance,
      () => stack.oracle.closeCycle(),
      "0.200",
    );
  });

  test("the fee-recipient reminder on an Exit Requested row: marked done, still done after a reload, back once storage is cleared", async ({
    dashboard,
  }) => {
    const page = dashboard.page;
    await dashboard.connect();
    const reminder = dashboard.row(105).getByTestId("row-fee-recipient");
    await expect(reminder).toContainText("Leaving the pool: change its fee recipient");
    await expectAbsent(shows(reminder), dashboard.row(101).getByTestId("row-fee-recipient"));
    await reminder.getByText("Leaving the pool: change its fee recipient").click();
    await expect(reminder.getByTestId("fee-recipient-pool-address")).toHaveText(POOL_LOCAL);
    await expect(reminder).toContainText("its block rewards go to the validators still in the pool, never to you");
    await expectGoneAfter(reminder, () => reminder.getByRole("button", { name: "Done for 105" }).click());

    await page.reload();
    await expectAbsent(
      () => dashboard.expectStatus(105, "Exit Requested"),
      dashboard.row(105).getByTestId("row-fee-recipient"),
    );

    await clearStorageAndReload(dashboard);
    await expect(dashboard.row(105).getByTestId("row-fee-recipient")).toContainText(
      "Leaving the pool: change its fee recipient",
    );
  });
});

test.describe("Bob's Exited row", () => {
  test.use({ account: BOB });

  test("the fee-recipient reminder on an Exited row, marked done and kept after a reload", async ({ dashboard }) => {
    await dashboard.connect();
    const reminder = dashboard.row(201).getByTestId("row-fee-recipient");
    await expect(reminder).toContainText("Left the pool: change its fee recipient");
    await reminder.getByText("Left the pool: change its fee recipient").click();
    await expectGoneAfter(reminder, () => reminder.getByRole("button", { name: "Done for 201" }).click());
    await dashboard.page.reload();
    // The Exited 202 (expelled) still has its own; 201's stays done.
    await expectAbsent(
      contains(dashboard.row(202).getByTestId("row-fee-recipient"), "Left the pool"),
      dashboard.row(201).getByTestId("row-fee-recipient"),
    );
  });
});

test.describe("Ivan's 601, moved out by the oracle without his request", () => {
  test.use({ account: IVAN });
  test.setTimeout(120_000);

  test("Withdraw everything pays its bond and his rewards to the wei; Everything is out reminds of the fee recipient", async ({
    dashboard,
    wallet,
    chain,
  }) => {
    const page = dashboard.page;
    await dashboard.connect();
    await dashboard.expectStatus(601, "Exited");
    await expect(dashboard.bondAction(601, "Withdraw bond")).toHaveAccessibleName(
      "Withdraw bond for validator 601 (bond 0.050 ETH)",
    );
    // Its ExitRequested never happened: the chain has none for it.
    const exits = await chain.getContractEvents({
      address: POOL_LOCAL,
      abi: smoothlyPoolAbi,
      eventName: "ExitRequested",
      fromBlock: 0n,
    });
    expect(exits.filter((e) => e.args.eth1?.toLowerCase() === IVAN.address.toLowerCase())).toEqual([]);

    const panel = page.getByTestId("wind-down");
    await panel.getByRole("button", { name: "Withdraw everything" }).click();
    const dialog = dashboard.dialog;
    await expect(dialog.getByTestId("step-0")).toContainText("Claim rewards");
    await expect(dialog.getByTestId("step-1")).toContainText("Withdraw bond");
    await expect(dialog.getByTestId("step-1")).toContainText("Validator 601");
    await expect(dialog.getByTestId("step-1")).toContainText("0.050 ETH");
    const before = await chain.getBalance({ address: IVAN.address });
    await dialog.getByRole("button", { name: "Start" }).click();
    await expect(dialog.getByTestId("step-1")).toHaveAttribute("data-state", "confirmed");
    expect((await chain.getBalance({ address: IVAN.address })) - before).toBe(
      IVAN_REWARDS + IVAN_BOND - (await totalGasCost(chain, wallet.sent)),
    );
    await dialog.getByRole("button", { name: "Close" }).click();

    const out = panel.getByTestId("everything-out");
    await expect(out).toBeVisible();
    const reminder = panel.getByTestId("fee-recipient-reminder");
    await expect(reminder).toContainText("Change the fee recipient");
    await expect(reminder.getByTestId("fee-recipient-pool-address")).toHaveText(POOL_LOCAL);
    await expectGoneAfter(reminder, () => reminder.getByRole("button", { name: "Done for 601" }).click());
    await page.reload();
    await expectAbsent(shows(panel.getByTestId("everything-out")), panel.getByTestId("fee-recipient-reminder"));
    await clearStorageAndReload(dashboard);
    await expect(panel.getByTestId("fee-recipient-reminder")).toContainText("Done for 601");
  });

  test("with the oracle's host gone, Withdraw bond from the published exits tree pays exactly 0.05 ETH", async ({
    dashboard,
    wallet,
    stack,
    chain,
    consoleErrors,
  }) => {
    await oracleGone(dashboard, stack.apiUrl, consoleErrors);
    await dashboard.connect();
    await expect(dashboard.bondAction(601, "Withdraw bond")).toHaveAccessibleName(
      "Withdraw bond for validator 601 (bond 0.050 ETH)",
    );
    const before = await chain.getBalance({ address: IVAN.address });
    await dashboard.bondAction(601, "Withdraw bond").click();
    expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
    const hash = wallet.sent[0]!;
    expect((await chain.getBalance({ address: IVAN.address })) - before).toBe(IVAN_BOND - (await gasCost(chain, hash)));
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "StakeWithdrawal" });
    expect(event?.args).toMatchObject({ indexes: [601n], value: IVAN_BOND });
  });
});

// The same on the artifact users get: the mainnet build on a chain shaped like mainnet (e2e/mainnet-build.spec.ts
// serves it the same way), on a stack of its own since the test moves the chain's clock and closes a cycle.
test.describe("the mainnet build, when the operators stop closing cycles", () => {
  let stack: Stack;
  test.beforeAll(async () => {
    stack = await startStack({
      network: "mainnet",
      siteDir: siteDirFor("mainnet"),
      anvilPort: 0,
      apiPort: 0,
      sitePort: 0,
      relayPort: 0,
    });
  });
  test.afterAll(async () => stack?.stop());
  test.setTimeout(180_000);

  /** The URLs the mainnet-local build holds, forwarded to where this stack listens. */
  async function routeBuildToStack(page: Page): Promise<void> {
    const targets = new Map([
      ["http://127.0.0.1:8545", stack.rpcUrl],
      ["http://127.0.0.1:8546", stack.apiUrl],
    ]);
    await page.route(
      (url) => targets.has(url.origin),
      async (route) => {
        const url = new URL(route.request().url());
        const target = (targets.get(url.origin) ?? "").replace(/\/$/, "");
        await forwardRoute(route, `${target}${url.pathname}${url.search}`);
      },
    );
  }

  test("on the mainnet build: the overdue line and no past date, then closed: Withdraw bond offered", async ({
    page,
  }) => {
    const wallet = new TestWallet({ rpcUrl: stack.rpcUrl, chainId: stack.chainId, privateKey: ALICE.privateKey });
    await wallet.install(page);
    await routeBuildToStack(page);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(stack.siteUrl ?? "");
    await dashboard.connect();
    await expect(page.getByRole("button", { name: "Network: Ethereum" })).toBeVisible();
    const chain = createPublicClient({ transport: http(stack.rpcUrl) });
    const anvil = createTestClient({ mode: "anvil", transport: http(stack.rpcUrl, { timeout: 60_000 }) });
    await overdueThenClosed(
      dashboard,
      chain,
      anvil,
      stack.deployment.governance,
      () => stack.oracle.closeCycle(),
      "2.000",
    );
  });
});
