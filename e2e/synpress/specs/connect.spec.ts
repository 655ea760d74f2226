import { parseEventLogs } from "viem";
import { chain, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM, CHAIN_ID, CHAIN_NAME } from "../support/constants";
import { expect, test } from "../support/test";

interface Eip1193 {
  request(args: { method: string }): Promise<unknown>;
}

// One MetaMask start for a person's first visit: connect, then a first transaction (a start costs about 20 s).
test("connects MetaMask through RainbowKit's list and MetaMask's approval (the chain, Alice's account and her validators), then requests exit for 101: Notice first, then the row turns Exit Requested; back later, the same table without a prompt", async ({
  page,
  dashboard,
  prompts,
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

  // Request exit for 101.
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Active");
  const startBlock = await chain.getBlockNumber();
  await dashboard.checkbox(101).check();
  await page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Notice" })).toBeVisible();
  await dashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

  // Independent reads on the chain: one transaction from Alice carrying the pool's ExitRequested for 101.
  const receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  expect(receipt.status).toBe("success");
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.eth1).toBe(ALICE.address);
  expect(event?.args.indexes).toEqual([101n]);

  await dashboard.closeAlert();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested");

  // Back later: the page opened again with MetaMask remembering the site. No Connect Wallet and no MetaMask window:
  // her account and her rows, read anew (101's exit is the chain's, not the last page's).
  const opened: string[] = [];
  const onWindow = (window: { url(): string }) => opened.push(window.url());
  page.context().on("page", onWindow);
  await page.reload();
  await expect(dashboard.accountButton(ALICE.address)).toHaveText("0x15d3…6A65");
  for (const index of ALICE.indexes) await expect(dashboard.row(index)).toBeVisible();
  await expect(dashboard.row(101)).toHaveAttribute("data-status", "Exit Requested");
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await expect(dashboard.connectButton).toHaveCount(0);
  page.context().off("page", onWindow);
  expect(opened, "MetaMask opened no window").toEqual([]);
});
