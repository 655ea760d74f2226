import { chain } from "../support/chain";
import { ALICE, LOCAL_CHAIN_NAME } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";
import { expectAbsent, shows } from "../support/settled";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

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
