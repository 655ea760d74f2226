import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { parseEventLogs, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE, BOB } from "../../mocks/oracle/seed-accounts";
import type { PhoneWallet } from "../../mocks/walletconnect/phone-wallet";
import type { DashboardPage } from "../pages/DashboardPage";
import { gasCost, totalGasCost } from "../support/chain-checks";
import { expectConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/phone";
import { freezeApi } from "../support/frozen-api";
import { afterSettled, allOf, contains, expectAbsent, expectGoneAfter } from "../support/settled";

// Every flow from a phone over WalletConnect: the page's own SDK (wagmi's connector, @walletconnect/ethereum-provider
// 2.21.1) and the phone's (@reown/walletkit 1.6.0, mocks/walletconnect/phone-wallet.ts) meet on the stack's local relay
// (mocks/walletconnect/relay.ts); WalletConnect's verify page is answered locally (support/phone.ts).
test.use({ account: ALICE, viewport: { width: 1280, height: 900 } });
test.setTimeout(120_000);

/** Alice's claim in the seed: 0.428475 ETH. */
const CLAIM = 428_475_000_000_000_000n;

/** The SDK's chunks: only they carry the sign-client's method names. */
const SDK_MARKER = "wc_sessionPropose";

interface Fetched {
  readonly url: string;
  readonly body: Buffer;
}

/** Every script the page fetches from now on, with its body. */
function watchScripts(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    void response.body().then(
      (body) => fetched.push({ url: response.url(), body }),
      () => {},
    );
  });
  return fetched;
}

/** Picks WalletConnect in RainbowKit's list (opened unless it is); the page offers its pairing link. */
async function pick(dashboard: DashboardPage) {
  const dialog = (await dashboard.dialog.isVisible()) ? dashboard.dialog : await dashboard.openWalletModal();
  await dialog.getByRole("button", { name: "WalletConnect" }).click();
  const panel = dashboard.page.getByRole("region", { name: "Pairing link" });
  await expect(panel).toBeVisible();
  return panel;
}

/** Connects at desktop width: WalletConnect's QR code, the link copied from beside it into the phone. */
async function connectByCopiedLink(
  dashboard: DashboardPage,
  phone: PhoneWallet,
  onLinkShown: () => void = () => {},
): Promise<string> {
  const page = dashboard.page;
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const panel = await pick(dashboard);
  onLinkShown();
  await expect(dashboard.dialog.locator("svg").first()).toBeVisible(); // RainbowKit's QR code
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByRole("button", { name: "Link copied" })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await expectGoneAfter(dashboard.connectButton, () => phone.pair(link));
  await expect(page.getByRole("button", { name: `Account ${phone.address}` })).toBeVisible();
  return link;
}

/** Claims from the phone; the Alert says so, and Alice got exactly the claim, less the gas. */
async function claimFromThePhone(dashboard: DashboardPage, phone: PhoneWallet, chain: PublicClient) {
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const before = await chain.getBalance({ address: ALICE.address });
  const sentBefore = phone.sent.length;
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const sent = phone.sent.slice(sentBefore);
  expect(sent).toHaveLength(1);
  const receipt = await chain.getTransactionReceipt({ hash: sent[0]! });
  const [paid] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(paid?.args.value).toBe(CLAIM);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await gasCost(chain, sent[0]!)));
}

test("connect by the link copied beside the QR code, then the claim pays to the wei; the SDK comes only on the pick", async ({
  phoneDashboard,
  phone,
  chain,
}) => {
  const page = phoneDashboard.page;
  const scripts = watchScripts(page);
  await phoneDashboard.openWalletModal();
  await expect(phoneDashboard.dialog.getByRole("button", { name: "WalletConnect" })).toBeVisible();
  const beforePick = scripts.length;
  expect(scripts.filter((s) => s.body.includes(SDK_MARKER))).toEqual([]);

  let atLink = 0;
  await connectByCopiedLink(phoneDashboard, phone, () => (atLink = scripts.length));
  // What the pick fetched before the pairing link showed: the WalletConnect SDK's chunks.
  const picked = scripts.slice(beforePick, atLink);
  expect(picked.filter((s) => s.body.includes(SDK_MARKER)).length).toBeGreaterThan(0);
  const kib = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0) / 1024;
  test.info().annotations.push({
    type: "walletconnect chunks",
    description: `${picked.length} scripts from the pick to the pairing link, ${kib(picked.map((s) => s.body.length)).toFixed(1)} KiB raw, ${kib(picked.map((s) => gzipSync(s.body, { level: 9 }).length)).toFixed(1)} KiB gzip -9, ${kib(picked.map((s) => brotliCompressSync(s.body).length)).toFixed(1)} KiB brotli`,
  });
  expect(phone.requests).toEqual([]); // connecting asked the phone nothing but the session

  await claimFromThePhone(phoneDashboard, phone, chain);
  expect(phone.requests).toEqual(["eth_sendTransaction"]);
});

test("request exit from the phone: one prompt, the exit on chain for exactly the selected validators", async ({
  phoneDashboard,
  phone,
  chain,
  stack,
}) => {
  await freezeApi(phoneDashboard.page, stack.apiUrl, stack.oracle);
  await connectByCopiedLink(phoneDashboard, phone);
  await phoneDashboard.checkbox(101).check();
  await phoneDashboard.checkbox(103).check();
  await phoneDashboard.page.getByRole("button", { name: "Request Exit for 2 validators" }).click();
  await phoneDashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  expect(await phoneDashboard.alertText()).toBe("Successfully Requested Exit");
  expect(phone.requests).toEqual(["eth_sendTransaction"]);
  const receipt = await chain.getTransactionReceipt({ hash: phone.sent[0]! });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.indexes).toEqual([101n, 103n]);
  await phoneDashboard.closeAlert();
  await phoneDashboard.expectStatus(101, "Exit Requested");
});

test("Withdraw everything from the phone: one prompt per step, and all of it on chain to the wei", async ({
  phoneDashboard,
  phone,
  chain,
}) => {
  await connectByCopiedLink(phoneDashboard, phone);
  const panel = phoneDashboard.page.getByTestId("wind-down");
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.428 ETH");
  const before = await chain.getBalance({ address: ALICE.address });
  const mark = await phoneDashboard.writeMark();
  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = phoneDashboard.dialog;
  await dialog.getByRole("button", { name: "Start" }).click();
  await expect(dialog.getByTestId("step-0")).toHaveAttribute("data-state", "confirmed", { timeout: 30_000 });
  await expect(dialog.getByTestId("step-1")).toHaveAttribute("data-state", "confirmed", { timeout: 30_000 });
  await phoneDashboard.settled(mark, { writes: 2, outcome: "success" })();
  expect(phone.requests).toEqual(["eth_sendTransaction", "eth_sendTransaction"]);
  expect(phone.sent).toHaveLength(2);
  const exitReceipt = await chain.getTransactionReceipt({ hash: phone.sent[0]! });
  const [exited] = parseEventLogs({ abi: smoothlyPoolAbi, logs: exitReceipt.logs, eventName: "ExitRequested" });
  expect(exited?.args.indexes).toEqual([101n, 102n, 103n]);
  const claimReceipt = await chain.getTransactionReceipt({ hash: phone.sent[1]! });
  const [paid] = parseEventLogs({ abi: smoothlyPoolAbi, logs: claimReceipt.logs, eventName: "RewardsWithdrawal" });
  expect(paid?.args.value).toBe(CLAIM);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await totalGasCost(chain, phone.sent)));
});

test.describe("Bob's bonds from the phone", () => {
  test.use({ account: BOB });

  test("add bond: the top-up leaves the phone's account to the wei, and Add bond is no longer offered", async ({
    phoneDashboard,
    phone,
    chain,
  }) => {
    await connectByCopiedLink(phoneDashboard, phone);
    await expect(phoneDashboard.row(203)).toContainText("0.035");
    const before = await chain.getBalance({ address: BOB.address });
    const mark = await phoneDashboard.writeMark();
    await phoneDashboard.bondAction(203, "Add bond").click();
    expect(await phoneDashboard.alertText()).toBe("Successfully Added Bond");
    expect(phone.requests).toEqual(["eth_sendTransaction"]);
    const after = await chain.getBalance({ address: BOB.address });
    expect(before - after).toBe(15_000_000_000_000_000n + (await totalGasCost(chain, phone.sent)));
    await phoneDashboard.closeAlert();
    await expectAbsent(
      allOf(phoneDashboard.settled(mark, { outcome: "success" }), contains(phoneDashboard.row(203), "0.050")),
      phoneDashboard.bondAction(203, "Add bond"),
    );
  });

  test("withdraw bond: the exited validator's bond paid once, to the wei", async ({
    phoneDashboard,
    phone,
    chain,
    stack,
  }) => {
    await freezeApi(phoneDashboard.page, stack.apiUrl, stack.oracle);
    await connectByCopiedLink(phoneDashboard, phone);
    const before = await chain.getBalance({ address: BOB.address });
    const mark = await phoneDashboard.writeMark();
    await phoneDashboard.bondAction(201, "Withdraw bond").click();
    expect(await phoneDashboard.alertText()).toBe("Successfully Withdrawn Bond");
    expect(phone.requests).toEqual(["eth_sendTransaction"]);
    const after = await chain.getBalance({ address: BOB.address });
    expect(after - before).toBe(50_000_000_000_000_000n - (await totalGasCost(chain, phone.sent)));
    await phoneDashboard.closeAlert();
    await expectAbsent(
      phoneDashboard.settled(mark, { outcome: "success" }),
      phoneDashboard.bondAction(201, "Withdraw bond"),
    );
  });
});

test("a rejection on the phone shows nothing and sends nothing; the claim is offered again", async ({
  phoneDashboard,
  phone,
  chain,
}) => {
  await connectByCopiedLink(phoneDashboard, phone);
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const block = await chain.getBlockNumber();
  const balance = await chain.getBalance({ address: ALICE.address });
  phone.answer = "reject";
  const mark = await phoneDashboard.writeMark();
  await phoneDashboard.claimButton.click();
  await expectAbsent(phoneDashboard.settled(mark, { outcome: "silent" }), phoneDashboard.alert);
  await afterSettled(phoneDashboard.settled(mark, { outcome: "silent" }), async () => {
    expect(phone.requests).toEqual(["eth_sendTransaction"]);
    expect(phone.sent).toEqual([]);
    expect(await chain.getBlockNumber()).toBe(block);
    expect(await chain.getBalance({ address: ALICE.address })).toBe(balance);
  });
  await expect(phoneDashboard.claimButton).toBeEnabled();
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
});

test("a request the phone never answers: the page stops waiting when it expires, says so in one line, sends nothing, offers the claim again", async ({
  phoneDashboard,
  phone,
  chain,
  consoleErrors,
}) => {
  const page = phoneDashboard.page;
  // The SDK leaves its expiry's rejection unhandled beside the one it hands the page (@walletconnect/utils 2.21.1,
  // createDelayedPromise: `s = Promise.reject(u)`): the browser reports it, whatever the page does with the error.
  expectConsoleErrors(consoleErrors, (error) => error === "exception: Request expired. Please try again.");
  await phoneDashboard.installClock(); // the request's five minutes pass on Playwright's clock
  await connectByCopiedLink(phoneDashboard, phone);
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const block = await chain.getBlockNumber();
  const balance = await chain.getBalance({ address: ALICE.address });
  phone.answer = "silent";
  const mark = await phoneDashboard.writeMark();
  await phoneDashboard.claimButton.click();
  await expect.poll(() => phone.requests).toEqual(["eth_sendTransaction"]);
  await page.clock.fastForward("04:50");
  await expect(page.locator("[data-writes]")).toHaveAttribute("data-write", /^(?!idle$)/); // still waiting
  await page.clock.fastForward("00:20");
  expect(await phoneDashboard.alertText()).toBe(
    "Your wallet did not answer in time. Nothing was sent. Open the wallet app on your phone, then try again.",
  );
  await afterSettled(phoneDashboard.settled(mark, { outcome: "failure" }), async () => {
    expect(phone.sent).toEqual([]);
    expect(await chain.getBlockNumber()).toBe(block);
    expect(await chain.getBalance({ address: ALICE.address })).toBe(balance);
  });
  await phoneDashboard.closeAlert();
  await expect(phoneDashboard.claimButton).toBeEnabled();
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
});

test("a phone on another chain gets no write: the switch is asked of the phone, and refused there, nothing is sent", async ({
  phoneDashboard,
  phone,
  chain,
}) => {
  const page = phoneDashboard.page;
  await connectByCopiedLink(phoneDashboard, phone);
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await phone.switchChain(1);
  await expect(page.getByRole("button", { name: "Wrong network" })).toBeVisible();
  const block = await chain.getBlockNumber();
  phone.answer = "reject";
  const mark = await phoneDashboard.writeMark();
  await phoneDashboard.claimButton.click();
  await expectAbsent(phoneDashboard.settled(mark, { outcome: "silent" }), phoneDashboard.alert);
  await afterSettled(phoneDashboard.settled(mark, { outcome: "silent" }), async () => {
    expect(phone.requests).toEqual(["wallet_switchEthereumChain"]);
    expect(phone.sent).toEqual([]);
    expect(await chain.getBlockNumber()).toBe(block);
  });
  await expect(page.getByRole("button", { name: "Wrong network" })).toBeVisible();
});

// Not yet: with the relay gone after the pairing, the SDK (2.21.1) holds the request in its publish queue and never
// fails it, not even at its five-minute expiry (on Playwright's clock, 5 min 10 s on): the page shows "Transaction
// pending" without end. It needs the page's own bound on a request the relay cannot carry (lib/wallet), which must
// also keep the SDK from delivering it later, or "Nothing was sent" would be false.
test.fixme("the relay gone: the request ends in one line that says so, nothing is sent, the claim is offered again", async ({
  phoneDashboard,
  phone,
  stack,
  sharedStack,
  chain,
  consoleErrors,
}) => {
  const page = phoneDashboard.page;
  await phoneDashboard.installClock();
  await connectByCopiedLink(phoneDashboard, phone);
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const balance = await chain.getBalance({ address: ALICE.address });
  // The socket's failures to reconnect are the browser's lines about the gone relay, and the SDK's expiry rejection it
  // leaves unhandled (see the unanswered request above).
  expectConsoleErrors(
    consoleErrors,
    (error) => error.includes("ws://127.0.0.1:8549") || error === "exception: Request expired. Please try again.",
  );
  await stack.relay?.close();
  const mark = await phoneDashboard.writeMark();
  await phoneDashboard.claimButton.click();
  await page.clock.fastForward("05:10");
  expect(await phoneDashboard.alertText()).toBe(
    "The WalletConnect relay cannot be reached, so the request did not get to your wallet. Nothing was sent. Check your connection, then try again.",
  );
  await afterSettled(phoneDashboard.settled(mark, { outcome: "failure" }), async () => {
    expect(phone.requests).toEqual([]);
    expect(phone.sent).toEqual([]);
    expect(await chain.getBalance({ address: ALICE.address })).toBe(balance);
  });
  await phoneDashboard.closeAlert();
  await expect(phoneDashboard.claimButton).toBeEnabled();
  // The worker's next test gets a stack with its relay.
  await sharedStack.release();
});

test("a reload keeps the session without a new pairing, and the phone still signs", async ({
  phoneDashboard,
  phone,
  stack,
  chain,
}) => {
  await connectByCopiedLink(phoneDashboard, phone);
  const page = phoneDashboard.page;
  const [session] = phone.sessions();
  const proposals = () => stack.relay?.calls.filter((method) => method === "wc_approveSession").length;
  const approvedBefore = proposals();
  await page.reload();
  const pill = page.getByRole("button", { name: `Account ${ALICE.address}` });
  await expect(pill).toBeVisible({ timeout: 20_000 });
  await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await expectAbsent(
    () => expect(pill).toBeVisible(),
    page.getByRole("region", { name: "Pairing link" }),
    page.getByRole("dialog"),
  );
  expect(phone.sessions()).toEqual([session]);
  expect(proposals()).toBe(approvedBefore);
  await claimFromThePhone(phoneDashboard, phone, chain);
});

test("the phone ending the session brings Connect Wallet back", async ({ phoneDashboard, phone }) => {
  await connectByCopiedLink(phoneDashboard, phone);
  await phone.endSessions();
  await expect(phoneDashboard.connectButton).toBeVisible();
  await expect(phoneDashboard.connectButton).toHaveText("Connect Wallet");
  expect(phone.sessions()).toEqual([]);
});

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the page offers the wc: link a phone's wallet app opens, and that link connects", async ({
    phoneDashboard,
    phone,
  }) => {
    const panel = await pick(phoneDashboard);
    const open = panel.getByRole("link", { name: "Open in your wallet app" });
    const link = await open.getAttribute("href");
    expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await expectGoneAfter(phoneDashboard.connectButton, () => phone.pair(link!));
    await expect(phoneDashboard.claimButton).toHaveText("Claim 0.428 ETH");
  });
});
