import { parseEventLogs, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import type { DashboardPage } from "../pages/DashboardPage";
import { gasCost, totalGasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import type { HardwareDevice } from "../support/hardware-device";
import type { TestWallet } from "../support/test-wallet";
import { afterSettled, expectAbsent, shows } from "../support/settled";

// A Ledger behind the wallet (the test wallet's hardware profile, e2e/support/hardware-device.ts): one confirmation
// per request, as long as the person takes to read it; Blind signing that can be off; a device that locks or is
// unplugged while a request waits on it; and no speed-up or cancel.
test.use({ account: ALICE });
// Withdraw everything runs two writes, and the first test of a run starts the worker's stack: on two busy cores,
// over a minute together.
test.setTimeout(120_000);

/** Alice's claim in the seed: 0.428475 ETH. */
const CLAIM = 428_475_000_000_000_000n;

const BLIND_SIGNING_OFF =
  "Your Ledger refused to sign: Blind signing is off. Nothing was sent. On the Ledger, open the Ethereum app, go to Settings and turn on Blind signing (Contract data in older versions of the app), then try again.";
const LOCKED =
  "Your Ledger is locked. Nothing was sent. Unlock it with your PIN, open the Ethereum app, then try again.";
const UNPLUGGED =
  "Your Ledger is not connected, or was unplugged before it signed. Nothing was sent. Plug it in, unlock it, open the Ethereum app, then try again.";

/** Alice's wallet with her key on a Ledger (the hardware profile), connected through RainbowKit; her claim offered. */
async function connectLedger(dashboard: DashboardPage, wallet: TestWallet): Promise<HardwareDevice> {
  const device = wallet.useHardware();
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  return device;
}

/** Clicks Claim and confirms on the device; the Alert says so and Alice got exactly the claim, less the gas. */
async function claimOnTheDevice(
  dashboard: DashboardPage,
  device: HardwareDevice,
  wallet: TestWallet,
  chain: PublicClient,
) {
  const before = await chain.getBalance({ address: ALICE.address });
  const sentBefore = wallet.sent.length;
  await dashboard.claimButton.click();
  (await device.nextPrompt()).answer("confirm");
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const sent = wallet.sent.slice(sentBefore);
  expect(sent).toHaveLength(1);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await gasCost(chain, sent[0]!)));
}

/** What must not have moved when the device refused: nothing sent, the same block, Alice's balance. */
async function nothingSent(wallet: TestWallet, chain: PublicClient, block: bigint, balance: bigint) {
  expect(wallet.sent).toEqual([]);
  expect(await chain.getBlockNumber()).toBe(block);
  expect(await chain.getBalance({ address: ALICE.address })).toBe(balance);
}

test("Withdraw everything from a Ledger: each step waits minutes for its own confirmation, then all of it pays to the wei", async ({
  dashboard,
  wallet,
  chain,
}) => {
  const page = dashboard.page;
  const device = wallet.useHardware();
  await dashboard.installClock(); // the page's timers run on Playwright's clock: minutes pass without waiting them
  await dashboard.connect();
  const panel = page.getByTestId("wind-down");
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.428 ETH");
  const before = await chain.getBalance({ address: ALICE.address });
  const mark = await dashboard.writeMark();

  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = dashboard.dialog;
  const [exitStep, claimStep] = [dialog.getByTestId("step-0"), dialog.getByTestId("step-1")];
  await expect(exitStep).toContainText("Request exit");
  await expect(claimStep).toContainText("Claim rewards");
  await dialog.getByRole("button", { name: "Start" }).click();

  // The exit request is on the device's screen. The person reads it for eleven minutes of the page's time: longer
  // than the page's wait for a receipt, which must not have started.
  const exit = await device.nextPrompt();
  await page.clock.fastForward("11:00");
  await expect(exitStep).toHaveAttribute("data-state", "signing");
  await expect(claimStep).toHaveAttribute("data-state", "waiting");
  expect(device.requests).toHaveLength(1); // one request at a time: the claim waits for the exit
  expect(wallet.sent).toEqual([]);
  exit.answer("confirm");
  await expect(exitStep).toHaveAttribute("data-state", "confirmed");

  // The claim is its own request, with its own confirmation, three minutes of reading this time.
  const claim = await device.nextPrompt();
  await page.clock.fastForward("03:00");
  await expect(claimStep).toHaveAttribute("data-state", "signing");
  claim.answer("confirm");
  await expect(claimStep).toHaveAttribute("data-state", "confirmed");

  // Each write settled once, as a success: no timeout and no "unconfirmed" came in between.
  await dashboard.settled(mark, { writes: 2, outcome: "success" })();
  await expect(page.locator("[data-writes]")).toHaveAttribute("data-writes", String(mark + 2));
  await expectAbsent(shows(claimStep), dialog.getByRole("alert"));
  expect(device.requests.map((r) => r.method)).toEqual(["eth_sendTransaction", "eth_sendTransaction"]);
  expect(wallet.sent).toHaveLength(2);
  const exitReceipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [exited] = parseEventLogs({ abi: smoothlyPoolAbi, logs: exitReceipt.logs, eventName: "ExitRequested" });
  expect(exited?.args.indexes).toEqual([101n, 102n, 103n]);
  const claimReceipt = await chain.getTransactionReceipt({ hash: wallet.sent[1]! });
  const [paid] = parseEventLogs({ abi: smoothlyPoolAbi, logs: claimReceipt.logs, eventName: "RewardsWithdrawal" });
  expect(paid?.args.value).toBe(CLAIM);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await totalGasCost(chain, wallet.sent)));
});

test("Blind signing off: the device's refusal says what to turn on, nothing is sent and nothing else shows; turned on, the claim pays", async ({
  dashboard,
  wallet,
  chain,
}) => {
  const device = await connectLedger(dashboard, wallet);
  device.blindSigning = false;
  const block = await chain.getBlockNumber();
  const balance = await chain.getBalance({ address: ALICE.address });
  const mark = await dashboard.writeMark();

  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe(BLIND_SIGNING_OFF);
  // One dialog, the Alert, and no pending animation or line left behind it.
  await expectAbsent(dashboard.settled(mark, { outcome: "failure" }), dashboard.page.getByRole("status"));
  await expect(dashboard.page.getByRole("dialog")).toHaveCount(1);
  expect(device.requests).toHaveLength(1);
  await nothingSent(wallet, chain, block, balance);

  // The person turns Blind signing on in the Ethereum app's settings, and the same Claim goes through.
  await dashboard.closeAlert();
  await expect(dashboard.claimButton).toBeEnabled();
  device.blindSigning = true;
  await claimOnTheDevice(dashboard, device, wallet, chain);
});

test("the device locked, unplugged or refused mid-request: a clear line (none for a refusal), nothing sent, the claim offered again; then it pays", async ({
  dashboard,
  wallet,
  chain,
}) => {
  const device = await connectLedger(dashboard, wallet);
  const block = await chain.getBlockNumber();
  const balance = await chain.getBalance({ address: ALICE.address });

  for (const [action, text] of [
    ["lock", LOCKED],
    ["unplug", UNPLUGGED],
  ] as const) {
    const mark = await dashboard.writeMark();
    await dashboard.claimButton.click();
    // The claim waits on the device's screen; then the device locks itself (or the cable comes out).
    const prompt = await device.nextPrompt();
    await expect(dashboard.page.getByRole("status")).toContainText("Confirm in your wallet");
    prompt.answer(action);
    expect(await dashboard.alertText()).toBe(text);
    await expectAbsent(dashboard.settled(mark, { outcome: "failure" }), dashboard.page.getByRole("status"));
    await nothingSent(wallet, chain, block, balance);
    await dashboard.closeAlert();
    await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
    await expect(dashboard.claimButton).toBeEnabled();
  }

  // Refused on the device: the person's own choice, so no message, as for a rejection in the wallet.
  const mark = await dashboard.writeMark();
  await dashboard.claimButton.click();
  (await device.nextPrompt()).answer("refuse");
  await expectAbsent(
    dashboard.settled(mark, { outcome: "silent" }),
    dashboard.alert,
    dashboard.page.getByRole("status"),
  );
  await nothingSent(wallet, chain, block, balance);

  // Unlocked, plugged in, confirmed: the fourth request pays, once.
  await expect(dashboard.claimButton).toBeEnabled();
  await claimOnTheDevice(dashboard, device, wallet, chain);
  expect(device.requests).toHaveLength(4);
});

test("no speed-up or cancel: a Ledger's claim that mines late is waited for, nothing asks to replace it, and it pays once", async ({
  dashboard,
  wallet,
  chain,
  anvil,
}) => {
  const device = await connectLedger(dashboard, wallet);
  const before = await chain.getBalance({ address: ALICE.address });
  await anvil.setAutomine(false); // sent, and left unmined until the test mines
  try {
    await dashboard.claimButton.click();
    (await device.nextPrompt()).answer("confirm");
    await dashboard.dialog.getByRole("button", { name: "Hide" }).click();
    const line = dashboard.page.getByRole("status").filter({ hasText: /^Transaction pending: Claim rewards for / });
    await expect(line).toHaveAttribute("data-tx-hash", wallet.sent[0]!);
    // A hardware account signs each request once: the wallet cannot replace it, and the page offers no way to.
    await expect(wallet.speedUp()).rejects.toThrow("The hardware profile cannot speed up");
    await expect(wallet.cancel()).rejects.toThrow("The hardware profile cannot cancel");
    await expectAbsent(shows(line), dashboard.page.getByRole("button", { name: /speed up|cancel/i }), dashboard.alert);
    await afterSettled(shows(line), () => expect(wallet.replacements).toEqual([]));
    await anvil.mine({ blocks: 1 });
    expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  } finally {
    await anvil.setAutomine(true);
  }
  await expect(dashboard.alert).toHaveAttribute("data-tx-hash", wallet.sent[0]!);
  expect(wallet.sent).toHaveLength(1);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await gasCost(chain, wallet.sent[0]!)));
});
