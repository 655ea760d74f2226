import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom, withdrawalsProofAmount } from "../support/chain";
import { ALICE, ALICE_CLAIM } from "../support/constants";
import { Dashboard } from "../support/dashboard";
import { expect, test } from "../support/test";

test("claim, confirmed in MetaMask, pays the proof amount; the Claim button then shows 0", async ({
  page,
  metamask,
}) => {
  const dashboard = new Dashboard(page);
  const amount = await withdrawalsProofAmount(ALICE.address);
  expect(amount, "the seed leaves Alice rewards to claim").toBe(ALICE_CLAIM.wei);

  await dashboard.connect(metamask);
  await expect(
    dashboard.claimButton,
    "Alice's rewards are unclaimed (a stack that already ran this spec shows Claim 0.000 ETH: restart `npm start`)",
  ).toHaveText(ALICE_CLAIM.button);
  const startBlock = await chain.getBlockNumber();
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.claimButton.click();
  await metamask.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");

  // Independent reads on anvil: one transaction from Alice, the pool's event, and her balance.
  const receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const receipt = receipts[0]!;
  expect(receipt.status).toBe("success");
  const [event] = parseEventLogs({ abi: poolEvents, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args.eth1).toBe(ALICE.address);
  expect(event?.args.value).toBe(amount);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(amount - gasCost(receipt));

  await dashboard.closeAlert();
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
});
