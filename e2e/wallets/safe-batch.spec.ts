import { decodeFunctionData, parseEventLogs, type Hex } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { multiSendAbi, safeAbi } from "../../lib/protocol/safe-abi.generated";
import { decodeMultiSend } from "../../lib/chain/write/safe/safe-transaction";
import { FRANK } from "../../mocks/oracle/seed-accounts";
import { expect, onlyProposal, safeNonce, test } from "../support/safe-fixtures";

// "Withdraw everything" from Frank's Safe: the exit request of 502, the rewards claim and 501's bond as one batch,
// one proposal, one round of the owners' signatures, one execution: a MultiSend delegate call inside execTransaction.

test.describe.configure({ timeout: 180_000 });

/** Safe 1.5.0's canonical MultiSendCallOnly: protocol-kit (so the host) batches plain calls through it, as Safe{Wallet}. */
const MULTI_SEND_CALL_ONLY = "0xA83c336B20401Af773B6219BA5027174338D1836";

test("Withdraw everything is one batch, one signing round, paid to the wei", async ({ safeApp, safeHost, chain }) => {
  const panel = safeApp.root.getByTestId("wind-down");
  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = safeApp.dialog;
  await expect(dialog.getByTestId("step-0")).toContainText("Request exit");
  await expect(dialog.getByTestId("step-0")).toContainText("Validator 502");
  await expect(dialog.getByTestId("step-1")).toContainText("Claim rewards");
  await expect(dialog.getByTestId("step-1")).toContainText("0.142 ETH");
  await expect(dialog.getByTestId("step-2")).toContainText("Withdraw bond");
  await expect(dialog.getByTestId("step-2")).toContainText("0.050 ETH");
  const before = await chain.getBalance({ address: FRANK.address });
  const nonce = await safeNonce(chain);

  await dialog.getByRole("button", { name: "Start" }).click();
  // The host shows the owner one transaction of three calls, as Safe{Wallet} shows a batch.
  await expect(safeApp.page.getByRole("dialog", { name: "Review the Safe App's transaction" })).toContainText(
    "3 calls in one batch (MultiSend)",
  );
  await safeApp.approveInHost();
  for (const step of [0, 1, 2]) {
    await expect(dialog.getByTestId(`step-${step}`)).toHaveAttribute("data-state", "proposed");
    await expect(dialog.getByTestId(`step-${step}`)).toContainText(
      "Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)",
    );
  }
  const safeTxHash = await onlyProposal(safeHost);

  await safeHost.proposals.confirm(safeTxHash, "Grace");
  const executed = await safeHost.proposals.execute(safeTxHash, "Grace");
  for (const step of [0, 1, 2])
    await expect(dialog.getByTestId(`step-${step}`)).toHaveAttribute("data-state", "confirmed");

  // 0.142825 ETH of rewards and 0.05 ETH of bond, to the Safe, in one transaction.
  expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(192_825_000_000_000_000n);
  expect(await safeNonce(chain)).toBe(nonce + 1n);
  const receipt = await chain.getTransactionReceipt({ hash: executed });
  expect(parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs }).map((log) => [log.eventName, log.args])).toEqual([
    ["ExitRequested", { eth1: FRANK.address, indexes: [502n] }],
    ["RewardsWithdrawal", { eth1: FRANK.address, indexes: [501n, 502n], value: 142_825_000_000_000_000n }],
    ["StakeWithdrawal", { eth1: FRANK.address, indexes: [501n], value: 50_000_000_000_000_000n }],
  ]);
  expect(parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => [log.eventName, log.args.txHash])).toEqual([
    ["ExecutionSuccess", safeTxHash],
  ]);
  // execTransaction delegate-called MultiSendCallOnly with the three pool calls, in the dialog's order.
  const transaction = await chain.getTransaction({ hash: executed });
  const exec = decodeFunctionData({ abi: safeAbi, data: transaction.input });
  if (exec.functionName !== "execTransaction") throw new Error(`not execTransaction: ${exec.functionName}`);
  expect([exec.args[0], exec.args[3]]).toEqual([MULTI_SEND_CALL_ONLY, 1]);
  expect(decodeFunctionData({ abi: multiSendAbi, data: exec.args[2] }).functionName).toBe("multiSend");
  const calls = decodeMultiSend(exec.args[2]) ?? [];
  expect(
    calls.map((call) => decodeFunctionData({ abi: smoothlyPoolAbi, data: call.data as Hex }).functionName),
  ).toEqual(["requestExit", "withdrawRewards", "withdrawStake"]);
});

test("a batch the Safe ran with one call missing is not done, whatever its ExecutionSuccess says", async ({
  safeApp,
  safeHost,
  chain,
}) => {
  // A host the page must not trust: it proposes the batch without its last call (501's bond).
  safeHost.proposals.dropLastCallOfBatches();
  const before = await chain.getBalance({ address: FRANK.address });
  await safeApp.root.getByTestId("wind-down").getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = safeApp.dialog;
  await dialog.getByRole("button", { name: "Start" }).click();
  await safeApp.approveInHost();
  await expect(dialog.getByTestId("step-0")).toHaveAttribute("data-state", "proposed");
  const safeTxHash = await onlyProposal(safeHost);
  await safeHost.proposals.confirm(safeTxHash, "Grace");
  const executed = await safeHost.proposals.execute(safeTxHash, "Grace");

  for (const step of [0, 1, 2]) {
    await expect(dialog.getByTestId(`step-${step}`)).toHaveAttribute("data-state", "failed");
    await expect(dialog.getByTestId(`step-${step}`)).toContainText(
      "The Safe executed something other than what this page asked for under this proposal: check the Safe's history.",
    );
  }
  // What really ran: the exit request and the claim, not the bond withdrawal; the Safe's event says success.
  const receipt = await chain.getTransactionReceipt({ hash: executed });
  expect(parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs }).map((log) => log.eventName)).toEqual([
    "ExitRequested",
    "RewardsWithdrawal",
  ]);
  expect(parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => log.eventName)).toEqual([
    "ExecutionSuccess",
  ]);
  expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(142_825_000_000_000_000n);
});
