import type { Page } from "@playwright/test";
import { parseEventLogs } from "viem";
import { chain, gasCost, onlyReceiptFrom, poolEvents } from "../support/chain";
import { ALICE, ALICE_CLAIM, LOCAL_CHAIN_NAME, SITE_URL } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";
import { expectAbsent, shows } from "../support/settled";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

const SITE_ORIGIN = new URL(SITE_URL).host;

/** The chain MetaMask itself gives the site (its own answer, not the page's reading of it). */
const siteChainId = (page: Page) =>
  page.evaluate(() => (window as Window & { ethereum?: Eip1193 }).ethereum?.request({ method: "eth_chainId" }));

test("MetaMask on another network: its switch prompt refused leaves the page honest and sends nothing; approved, the table appears", async ({
  page,
  dashboard,
  prompts,
}) => {
  const startBlock = await chain.getBlockNumber();

  // The site may use every network of MetaMask's but Anvil: MetaMask puts it on Ethereum, and the page asks to switch.
  await dashboard.openMetaMaskFromList();
  await prompts.approveConnection({ withoutNetworks: [LOCAL_CHAIN_NAME] });
  await prompts.answerNetworkSwitch(false);

  // Refused: no account, no figure, a way to try again; nothing reached the chain.
  await expect(dashboard.dialog.getByRole("button", { name: "RETRY" })).toBeVisible();
  await expectAbsent(
    shows(dashboard.connectButton),
    dashboard.accountButton(ALICE.address),
    ...ALICE.indexes.map((index) => dashboard.row(index)),
    page.getByRole("button", { name: /^Claim [\d.]+ ETH$/ }),
  );
  expect(await chain.getBlockNumber()).toBe(startBlock);
  expect(await stack.pending()).toEqual({});

  // Approved: MetaMask moves the site to Anvil, and Alice's table appears.
  await dashboard.dialog.getByRole("button", { name: "RETRY" }).click();
  await prompts.approveConnection({ withoutNetworks: [LOCAL_CHAIN_NAME] });
  await prompts.answerNetworkSwitch(true);
  await expect(dashboard.networkButton).toHaveText(LOCAL_CHAIN_NAME, { timeout: 30_000 });
  await expect(dashboard.accountButton(ALICE.address)).toBeVisible();
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const chainId = await page.evaluate(() =>
    (window as Window & { ethereum?: Eip1193 }).ethereum?.request({ method: "eth_chainId" }),
  );
  expect(chainId).toBe("0x7a69");
  expect(await chain.getBlockNumber()).toBe(startBlock);
});

test("connected on Anvil, then moved to another network after connecting in MetaMask's own window: Claim asks MetaMask to switch back and sends nothing until it is approved; refused, no message but the page's own; approved, Alice is paid her proof exactly once", async ({
  page,
  dashboard,
  prompts,
  wallet,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);

  // In MetaMask's own window, the site loses Anvil: MetaMask moves it to Ethereum, and the page says so.
  await wallet.removeSiteNetwork(SITE_ORIGIN, LOCAL_CHAIN_NAME);
  await page.bringToFront();
  await expect(page.getByRole("button", { name: "Wrong network" })).toBeVisible({ timeout: 30_000 });
  expect(await siteChainId(page)).toBe("0x1");

  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: ALICE.address });

  // Claim: MetaMask asks to switch the site back; refused, the page stays as it was and says nothing of its own.
  let mark = await dashboard.writeMark();
  await dashboard.claimButton.click();
  await prompts.answerNetworkSwitch(false);
  await expectAbsent(dashboard.settled(mark, { outcome: "silent" }), dashboard.alert);
  await expect(page.getByRole("button", { name: "Wrong network" })).toBeVisible();
  expect(await chain.getBlockNumber()).toBe(startBlock);
  expect(await stack.pending()).toEqual({});

  // Claim again: approved, MetaMask switches the site to Anvil, then asks for the claim itself, which pays once.
  mark = await dashboard.writeMark();
  await dashboard.claimButton.click();
  await prompts.answerNetworkSwitch(true);
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await dashboard.settled(mark, { outcome: "success" })();
  expect(await siteChainId(page)).toBe("0x7a69");
  await expect(dashboard.networkButton).toHaveText(LOCAL_CHAIN_NAME);

  const claim = await onlyReceiptFrom(ALICE.address, startBlock);
  const [withdrawal] = parseEventLogs({ abi: poolEvents, logs: claim.logs, eventName: "RewardsWithdrawal" });
  expect(withdrawal?.args).toEqual({ eth1: ALICE.address, indexes: [101n, 102n, 105n], value: ALICE_CLAIM.wei });
  expect((await chain.getBalance({ address: ALICE.address })) - before).toBe(ALICE_CLAIM.wei - gasCost(claim));
});
