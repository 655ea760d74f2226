import { parseEventLogs } from "viem";
import { safeAbi } from "../../lib/protocol/safe-abi.generated";
import { executeSafeTransaction } from "../../mocks/chain/safe-account";
import { FRANK } from "../../mocks/oracle/seed-accounts";
import { SafeAppPage } from "../pages/SafeAppPage";
import { watchConsoleErrors } from "../support/console-errors";
import { storedInflight } from "../support/inflight-storage";
import { expect, onlyProposal, safeNonce, test } from "../support/safe-fixtures";
import { expectAbsent, writeMark, writeSettled } from "../support/settled";

// A Safe's owners sign on their own time, maybe days after the proposal, maybe with the page closed: the page keeps the
// proposal (its safeTxHash) in its in-flight memory and reads from the chain how it ended. Checked on chain: the
// Safe's balance, its nonce, its ExecutionSuccess or ExecutionFailure.

test.describe.configure({ timeout: 180_000 });

const CLAIM_WEI = 142_825_000_000_000_000n;
const WAITING_1_OF_2 = "Waiting for the Safe's owners: Claim rewards for 501, 502 (1 of 2 confirmations)";

/** Frank proposes the claim in the host; the page says it waits, and the test closes that alert. */
async function proposeClaim(safeApp: SafeAppPage) {
  await safeApp.claimButton.click();
  await safeApp.approveInHost();
  expect(await safeApp.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
  await safeApp.closeAlert();
  await expect(safeApp.pendingLine()).toHaveText(WAITING_1_OF_2);
}

test("a reload and a closed tab keep the proposal while the co-signer has not signed; it runs after", async ({
  safeApp,
  safeHost,
  chain,
  context,
}) => {
  const before = await chain.getBalance({ address: FRANK.address });
  await proposeClaim(safeApp);
  const safeTxHash = await onlyProposal(safeHost);
  expect((await storedInflight(safeApp.appFrame())).map((r) => r.hash)).toEqual([safeTxHash]);

  await safeApp.page.reload();
  await expect(safeApp.safeLine).toBeVisible();
  await expect(safeApp.pendingLine()).toHaveText(WAITING_1_OF_2);
  await expect(safeApp.pendingLine()).toHaveAttribute("data-tx-hash", safeTxHash);
  // The same claim again is refused before the host is asked: one proposal only.
  await safeApp.claimButton.click();
  expect(await safeApp.alertText()).toBe("Your Claim rewards for 501, 502 is still pending: wait for it to confirm");
  await safeApp.closeAlert();
  expect((await safeHost.proposals.queue()).length).toBe(1);

  // The tab closed, a new one opened on the host: the proposal is still there, still waiting.
  await safeApp.page.close();
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const again = new SafeAppPage(page);
  await again.open(safeHost.url, FRANK.address);
  await expect(again.pendingLine()).toHaveText(WAITING_1_OF_2);
  expect(await safeNonce(chain)).toBe(2n);

  await safeHost.proposals.confirm(safeTxHash, "Grace");
  await expect(again.pendingLine()).toHaveText(
    "Waiting for the Safe's owners: Claim rewards for 501, 502 (2 of 2 confirmations)",
  );
  const executed = await safeHost.proposals.execute(safeTxHash, "Heidi");
  expect(await again.alertText()).toBe("Successfully Claimed Rewards");
  await expect(again.alert).toHaveAttribute("data-tx-hash", executed);
  expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(CLAIM_WEI);
  expect(await safeNonce(chain)).toBe(3n);
  expect(errors).toEqual([]);
});

test("the co-signer signs and executes with the page closed; opened, the page reads the result from the chain", async ({
  safeApp,
  safeHost,
  stack,
  chain,
  context,
}) => {
  const before = await chain.getBalance({ address: FRANK.address });
  await proposeClaim(safeApp);
  const safeTxHash = await onlyProposal(safeHost);
  await safeApp.page.close();

  // Grace confirms in the host; Heidi executes from her own wallet with both signatures, outside the host.
  await safeHost.proposals.confirm(safeTxHash, "Grace");
  const [, , heidi] = FRANK.safe.owners;
  const executed = await executeSafeTransaction(
    { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
    FRANK.address,
    safeHost.proposals.signed(safeTxHash),
    heidi!,
  );
  expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(CLAIM_WEI);

  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const reopened = new SafeAppPage(page);
  await reopened.open(safeHost.url, FRANK.address);
  expect(await reopened.alertText()).toBe("Successfully Claimed Rewards");
  await expect(reopened.alert).toHaveAttribute("data-tx-hash", executed);
  await reopened.closeAlert();
  await expect(reopened.root.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  expect(await storedInflight(reopened.appFrame())).toEqual([]);
  expect(errors).toEqual([]);
});

test("the owners reject it on chain (another transaction takes its nonce): rejected, nothing paid, the claim offered again", async ({
  safeApp,
  safeHost,
  chain,
}) => {
  const before = await chain.getBalance({ address: FRANK.address });
  await proposeClaim(safeApp);
  const safeTxHash = await onlyProposal(safeHost);
  // Safe{Wallet}'s "Reject": Frank proposes a rejection for the same nonce, Grace confirms, Grace executes it.
  const rejection = await safeHost.proposals.reject(safeTxHash, "Frank");
  await safeHost.proposals.confirm(rejection, "Grace");
  const executed = await safeHost.proposals.execute(rejection, "Grace");

  expect(await safeApp.alertText()).toBe(
    "The Safe's owners rejected this transaction (another transaction took its place): nothing was paid. You can propose it again.",
  );
  await expect(safeApp.dialog.getByRole("heading")).toHaveText("Error");
  expect(await chain.getBalance({ address: FRANK.address })).toBe(before);
  expect(await safeNonce(chain)).toBe(3n);
  const receipt = await chain.getTransactionReceipt({ hash: executed });
  expect(parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => [log.eventName, log.args.txHash])).toEqual([
    ["ExecutionSuccess", rejection],
  ]);
  await safeApp.closeAlert();
  await expect(safeApp.claimButton).toHaveText("Claim 0.142 ETH");
  await expectAbsent(() => expect(safeApp.claimButton).toBeEnabled(), safeApp.pendingLine());
});

test("a pool call that fails inside the executed Safe transaction (ExecutionFailure) is not a success", async ({
  safeApp,
  safeHost,
  stack,
  chain,
}) => {
  // A gas limit for the inner call, as an owner may set: the Safe then records a failing call instead of reverting.
  safeHost.proposals.setSafeTxGas(300_000n);
  const before = await chain.getBalance({ address: FRANK.address });
  await proposeClaim(safeApp);
  const safeTxHash = await onlyProposal(safeHost);
  // A new cycle lands before the owners execute it: the proof the claim carries no longer matches the pool's root.
  await stack.oracle.close();
  await safeHost.proposals.confirm(safeTxHash, "Grace");
  const executed = await safeHost.proposals.execute(safeTxHash, "Grace");

  expect(await safeApp.alertText()).toBe(
    "The Safe executed this transaction, but the pool call inside it failed (ExecutionFailure): nothing was paid. You can propose it again.",
  );
  const receipt = await chain.getTransactionReceipt({ hash: executed });
  expect(receipt.status).toBe("success");
  expect(parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => [log.eventName, log.args.txHash])).toEqual([
    ["ExecutionFailure", safeTxHash],
  ]);
  expect(await chain.getBalance({ address: FRANK.address })).toBe(before);
  expect(await safeNonce(chain)).toBe(3n);
});

test("the owner rejects the app's transaction in the host: nothing is proposed, and the page says nothing", async ({
  safeApp,
  safeHost,
}) => {
  const mark = await writeMark(safeApp.frame);
  await safeApp.claimButton.click();
  await safeApp.rejectInHost();
  // The page's settle sign: the write ended silent, as a rejection in a wallet does.
  await expectAbsent(writeSettled(safeApp.frame, mark, { outcome: "silent" }), safeApp.alert, safeApp.pendingLine());
  expect(await safeHost.proposals.queue()).toEqual([]);
});
