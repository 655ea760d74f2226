import { chain } from "../support/chain";
import { ALICE, CHAIN_ID, CHAIN_NAME } from "../support/constants";
import { expect, test } from "../support/test";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

test("connects MetaMask through RainbowKit's list and MetaMask's approval: the chain, Alice's account and her validators", async ({
  page,
  dashboard,
}) => {
  await expect(page.getByText("No validators found")).toBeVisible();

  await dashboard.connect();

  await expect(dashboard.networkButton).toHaveText(CHAIN_NAME);
  await expect(dashboard.accountButton(ALICE.address)).toHaveText("0x15d3…6A65");
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.row(104)).toHaveAttribute("data-status", "Unregistered");
  await expect(dashboard.row(105)).toHaveAttribute("data-status", "Exit Requested");

  // What the extension itself answers the page, against the chain's own id.
  const provider = await page.evaluate(async () => {
    const ethereum = (window as Window & { ethereum?: Eip1193 }).ethereum;
    if (!ethereum) return null;
    return {
      chainId: await ethereum.request({ method: "eth_chainId" }),
      accounts: await ethereum.request({ method: "eth_accounts" }),
    };
  });
  expect(provider, "MetaMask injects window.ethereum").not.toBeNull();
  expect(provider?.chainId).toBe(`0x${CHAIN_ID.toString(16)}`);
  expect(await chain.getChainId()).toBe(CHAIN_ID);
  expect(provider?.accounts).toEqual([ALICE.address.toLowerCase()]);
});
