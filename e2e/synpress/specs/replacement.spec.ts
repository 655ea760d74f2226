import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { ALICE, ALICE_CLAIM } from "../support/constants";
import { stack } from "../support/stack";
import { expect, test } from "../support/test";
import { expectAbsent, expectHidden, shows } from "../support/settled";

/** The one transaction waiting in anvil's pool for Alice: its hash. */
async function waitingHash(): Promise<string> {
  let hash = "";
  await expect
    .poll(async () => {
      const mine = (await stack.pending())[ALICE.address.toLowerCase()] ?? {};
      const waiting = Object.values(mine);
      hash = waiting.length === 1 ? waiting[0]!.hash : "";
      return waiting.length;
    })
    .toBe(1);
  return hash;
}

// Both replacements in one MetaMask start (a start costs about 20 s): a claim cancelled, then claimed again and sped
// up. Each claim waits in anvil's pool (no automining) so that MetaMask can replace it from its activity list.
test("a claim cancelled in MetaMask's activity list never shows success, pays nothing and stays claimable; claimed again and sped up, it ends in one success with the replacement's hash, paid once", async ({
  dashboard,
  prompts,
  wallet,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await stack.setAutomine(false);

  // Cancelled.
  let startBlock = await chain.getBlockNumber();
  let before = await chain.getBalance({ address: ALICE.address });
  await dashboard.claimButton.click();
  await prompts.confirmTransaction();
  let original = await waitingHash();
  await dashboard.dialog.getByRole("button", { name: "Hide" }).click();

  await wallet.cancel();
  await expect.poll(waitingHash).not.toBe(original);
  await stack.mine();

  expect(await dashboard.alertText()).toBe("Transaction was cancelled in the wallet");
  await expectAbsent(shows(dashboard.alert), dashboard.page.getByText("Successfully Claimed Rewards"));
  // Only the cancel was mined: a transfer of nothing to Alice herself, no pool event, only its gas spent.
  let receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts).toHaveLength(1);
  const cancel = receipts[0]!;
  expect(cancel.to?.toLowerCase()).toBe(ALICE.address.toLowerCase());
  expect(parseEventLogs({ abi: poolEvents, logs: cancel.logs })).toEqual([]);
  expect(before - (await chain.getBalance({ address: ALICE.address }))).toBe(gasCost(cancel));

  await dashboard.closeAlert();
  await expect(dashboard.claimButton).toHaveText(ALICE_CLAIM.button);
  await expect(dashboard.claimButton).toBeEnabled();

  // Claimed again, and sped up.
  startBlock = await chain.getBlockNumber();
  before = await chain.getBalance({ address: ALICE.address });
  await dashboard.claimButton.click();
  await prompts.confirmTransaction();
  original = await waitingHash();
  const line = dashboard.page.getByRole("status").filter({ hasText: /^Transaction pending: Claim rewards for / });
  await dashboard.dialog.getByRole("button", { name: "Hide" }).click();
  await expect(line).toHaveAttribute("data-tx-hash", original);

  await wallet.speedUp();
  await expect.poll(waitingHash).not.toBe(original);
  const faster = await waitingHash();
  await stack.mine();

  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await expectHidden(() => expect(dashboard.alert).toHaveAttribute("data-tx-hash", faster), line);
  // Success once: one alert, and closing it leaves none behind.
  await expect(dashboard.alert).toHaveCount(1);

  receipts = await receiptsFrom(ALICE.address, startBlock);
  expect(receipts.map((receipt) => receipt.transactionHash)).toEqual([faster]);
  const paid = parseEventLogs({ abi: poolEvents, logs: receipts[0]!.logs, eventName: "RewardsWithdrawal" });
  expect(paid.map((event) => event.args.value)).toEqual([ALICE_CLAIM.wei]);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_CLAIM.wei - gasCost(receipts[0]!));

  await stack.setAutomine(true);
  await dashboard.closeAlert();
  await expectAbsent(
    () => expect(dashboard.page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled(),
    dashboard.alert,
  );
});
