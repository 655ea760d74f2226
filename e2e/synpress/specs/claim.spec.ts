import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";

// One MetaMask start for both answers to the same request (a start costs about 20 s of this suite's time): refused
// first, as a person may, then confirmed from the same button.
test("a claim rejected in MetaMask shows no message and sends nothing; confirmed next, it pays Alice exactly her proof and the Claim button shows 0", async ({
  page,
  dashboard,
  prompts,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.claimButton.click();
  await prompts.rejectTransaction();

  // "User rejected the request: no message shown": the pending animation goes, and no alert opens.
  await expect(dashboard.dialog).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await expect(dashboard.claimButton).toBeEnabled();
  // Nothing reached the chain: no block, no transaction waiting, the same balance.
  expect(await chain.getBlockNumber()).toBe(startBlock);
  expect(await stack.pending()).toEqual({});
  expect(await receiptsFrom(ALICE.address, startBlock)).toEqual([]);
  expect(await chain.getBalance({ address: ALICE.address })).toBe(before);

  // The same button, confirmed this time.
  await dashboard.claimButton.click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");

  // Independent reads on the chain: one transaction from Alice, the pool's event, and her balance to the wei.
  const receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  expect(receipt.status).toBe("success");
  await expect(dashboard.alert).toHaveAttribute("data-tx-hash", receipt.transactionHash);
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args.eth1).toBe(ALICE.address);
  expect(event?.args.indexes, "the leaf holds every validator of hers with rewards").toEqual([101n, 102n, 105n]);
  expect(event?.args.value).toBe(ALICE_CLAIM.wei);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_CLAIM.wei - gasCost(receipt));

  await dashboard.closeAlert();
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
});
