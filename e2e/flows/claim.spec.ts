import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { totalGasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { freezeApi } from "../support/frozen-api";

test.use({ account: ALICE });

test("claim pays exactly the proof amount, then the Claim button shows 0 and offers nothing", async ({
  dashboard,
  wallet,
  stack,
  chain,
}) => {
  // The API keeps serving the spent proof, as the lagging deployed oracle does: the page must not offer it again.
  await freezeApi(dashboard.page, stack.apiUrl, stack.oracle);
  const proof = await stack.oracle.claimProof("withdrawals", ALICE.address);
  expect(proof?.amount, "the seed leaves Alice 0.428475 ETH to claim").toBe(428_475_000_000_000_000n);
  const amount = 428_475_000_000_000_000n;
  await dashboard.connect();
  // The seed leaves Alice 0.428475 ETH, shown to three decimals.
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");

  const after = await chain.getBalance({ address: ALICE.address });
  expect(wallet.sent).toHaveLength(1);
  expect(after - before).toBe(amount - (await totalGasCost(chain, wallet.sent)));
  const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args.value).toBe(amount);

  await dashboard.closeAlert();
  await expect(dashboard.page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  // Unclaimed amounts of the claimed validators drop to 0 from the live event.
  await expect(dashboard.row(101)).toContainText("0.000");
});
