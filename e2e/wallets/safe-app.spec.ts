import { decodeFunctionData, parseEventLogs, type Hash, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { safeAbi } from "../../lib/protocol/safe-abi.generated";
import { FRANK } from "../../mocks/oracle/seed-accounts";
import { startSafeHost } from "../../mocks/safe-host/server";
import { SafeAppPage } from "../pages/SafeAppPage";
import { watchConsoleErrors } from "../support/console-errors";
import { expect, onlyProposal, safeNonce, test } from "../support/safe-fixtures";
import { allOf, expectAbsent, writeMark, writeSettled } from "../support/settled";

// Frank's Safe (a 2-of-3 of Frank, Grace and Heidi) opens the dashboard as a Safe App in the local Safe host, which
// frames the built site as Safe{Wallet} does. Frank proposes in the host; Grace, another owner, confirms and executes
// it (through protocol-kit, as from her own device). Everything is checked on the chain: the Safe's balance to the
// wei, the pool's events, the Safe's ExecutionSuccess and its nonce (2 after the seed's two transactions).

const SEEDED_NONCE = 2n;

// Each test waits on the page's reading of the Safe (every 3 s) several times, on two busy cores.
test.describe.configure({ timeout: 180_000 });

/** The pool's events of one transaction, and the Safe's outcome event for `safeTxHash` in it. */
async function executionOf(chain: PublicClient, hash: Hash, safeTxHash: Hash) {
  const receipt = await chain.getTransactionReceipt({ hash });
  const pool = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs });
  const safe = parseEventLogs({ abi: safeAbi, logs: receipt.logs }).filter(
    (log) => log.args.txHash.toLowerCase() === safeTxHash.toLowerCase(),
  );
  return { receipt, pool, safe: safe.map((log) => log.eventName) };
}

/** Grace confirms Frank's proposal and executes it: the page then reads the outcome from the chain. */
async function graceConfirmsAndExecutes(host: Awaited<ReturnType<typeof startSafeHost>>, safeTxHash: Hash) {
  await host.proposals.confirm(safeTxHash, "Grace");
  return host.proposals.execute(safeTxHash, "Grace");
}

test("framed by the local Safe host, the page is Frank's Safe at once: its validators, address and chain", async ({
  safeApp,
}) => {
  // No Connect Wallet and no wallet list: the Safe's pill, its line with the full address and the chain.
  await expect(safeApp.safeLine).toHaveText(
    "Safe 0x33527590A0a1980Fbca1f9b9906d1cA811348E83 on Anvil: each transaction is proposed to the Safe, and runs once its owners have confirmed and executed it.",
  );
  await expect(safeApp.root.getByRole("button", { name: `Safe ${FRANK.address}` })).toHaveText("Safe 0x3352…8E83");
  await expect(safeApp.root.getByRole("button", { name: "Network: Anvil" })).toBeVisible();
  // Connected as the Safe (the page's own mark of its try), and no Connect Wallet anywhere.
  await expectAbsent(() => expect(safeApp.root).toHaveAttribute("data-safe-app", "connected"), safeApp.connectButton);
  // Frank's Safe's validators: 501 exited with its 0.05 ETH bond to withdraw, 502 penalized (0.035 ETH bond).
  await expect(safeApp.row(501)).toHaveAttribute("data-status", "Exited");
  await expect(safeApp.bondAction(501, "Withdraw bond")).toBeVisible();
  await expect(safeApp.row(502)).toHaveAttribute("data-status", "Active");
  await expect(safeApp.row(502)).toContainText("0.035");
  await expect(safeApp.bondAction(502, "Add bond")).toBeVisible();
  await expect(safeApp.claimButton).toHaveText("Claim 0.142 ETH");
});

test("a parent of another origin than the build's Safe hosts gets no answer: the page stays as it was", async ({
  page,
  stack,
  site,
}) => {
  // The same host on port 3101: http://localhost:3101 is none of the local build's Safe hosts.
  const stranger = await startSafeHost({
    chain: { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
    siteUrl: site.url,
    safe: FRANK.address,
    spec: FRANK.safe,
    port: 3101,
  });
  try {
    const errors = watchConsoleErrors(page);
    const app = new SafeAppPage(page);
    await page.goto(stranger.url);
    // The page asked its parent, which answered; the SDK dropped the answer for its origin, and the page says so.
    await expectAbsent(
      allOf(
        () => expect(app.root).toHaveAttribute("data-safe-app", "none", { timeout: 15_000 }),
        () => expect(app.connectButton).toBeVisible(),
      ),
      app.safeLine,
    );
    expect(errors).toEqual([]);
  } finally {
    await stranger.close();
  }
});

test("claim: proposed, it waits for the other owners (1 of 2) as neither success nor error; executed, the Safe is paid exactly its proof", async ({
  safeApp,
  safeHost,
  chain,
}) => {
  const before = await chain.getBalance({ address: FRANK.address });
  const mark = await writeMark(safeApp.frame);
  await safeApp.claimButton.click();
  await safeApp.approveInHost();
  expect(await safeApp.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
  await expect(safeApp.dialog.getByRole("heading")).toHaveText("Proposed");
  // The page's settle sign names the waiting state: not a success, not a failure.
  await writeSettled(safeApp.frame, mark, { outcome: "proposed" })();
  const safeTxHash = await onlyProposal(safeHost);
  await safeApp.closeAlert();
  const line = safeApp.pendingLine();
  await expect(line).toHaveText("Waiting for the Safe's owners: Claim rewards for 501, 502 (1 of 2 confirmations)");
  await expect(line).toHaveAttribute("data-tx-hash", safeTxHash);
  // Nothing has run: the Safe's nonce and balance are the seed's.
  expect(await safeNonce(chain)).toBe(SEEDED_NONCE);
  expect(await chain.getBalance({ address: FRANK.address })).toBe(before);

  await safeHost.proposals.confirm(safeTxHash, "Grace");
  await expect(line).toHaveText("Waiting for the Safe's owners: Claim rewards for 501, 502 (2 of 2 confirmations)");
  const executed = await safeHost.proposals.execute(safeTxHash, "Grace");

  expect(await safeApp.alertText()).toBe("Successfully Claimed Rewards");
  await expect(safeApp.alert).toHaveAttribute("data-tx-hash", executed);
  await writeSettled(safeApp.frame, mark, { writes: 2, outcome: "success" })();
  // 501's 0.093575 and 502's 0.04925 ETH, to the Safe; the executor paid the gas, not the Safe.
  expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(142_825_000_000_000_000n);
  const { pool, safe } = await executionOf(chain, executed, safeTxHash);
  expect(safe).toEqual(["ExecutionSuccess"]);
  expect(pool).toHaveLength(1);
  expect(pool[0]).toMatchObject({
    eventName: "RewardsWithdrawal",
    args: { eth1: FRANK.address, indexes: [501n, 502n], value: 142_825_000_000_000_000n },
  });
  expect(await safeNonce(chain)).toBe(SEEDED_NONCE + 1n);
  await safeApp.closeAlert();
  await expect(safeApp.root.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
});

test("request exit for 502 through the Safe", async ({ safeApp, safeHost, chain }) => {
  await safeApp.checkbox(502).click();
  await safeApp.root.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await safeApp.dialog.getByRole("button", { name: "Request Exit" }).click();
  await safeApp.approveInHost();
  expect(await safeApp.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
  await safeApp.closeAlert();
  const safeTxHash = await onlyProposal(safeHost);
  const executed = await graceConfirmsAndExecutes(safeHost, safeTxHash);
  expect(await safeApp.alertText()).toBe("Successfully Requested Exit");
  const { pool, safe, receipt } = await executionOf(chain, executed, safeTxHash);
  expect(safe).toEqual(["ExecutionSuccess"]);
  expect(pool.map((log) => [log.eventName, log.args])).toEqual([
    ["ExitRequested", { eth1: FRANK.address, indexes: [502n] }],
  ]);
  // What ran is execTransaction to the Safe, with the pool's requestExit([502]) inside, as a plain call.
  const transaction = await chain.getTransaction({ hash: receipt.transactionHash });
  expect(transaction.to).toBe(FRANK.address.toLowerCase());
  const exec = decodeFunctionData({ abi: safeAbi, data: transaction.input });
  expect(exec.functionName).toBe("execTransaction");
  expect(exec.args?.[3]).toBe(0);
  expect(decodeFunctionData({ abi: smoothlyPoolAbi, data: exec.args?.[2] ?? "0x" })).toEqual({
    functionName: "requestExit",
    args: [[502n]],
  });
  expect(await safeNonce(chain)).toBe(SEEDED_NONCE + 1n);
  await safeApp.closeAlert();
  await expect(safeApp.row(502)).toHaveAttribute("data-status", "Exit Requested");
});

test("add bond to 502 and withdraw 501's bond through the Safe, each paid to the wei", async ({
  safeApp,
  safeHost,
  chain,
}) => {
  const start = await chain.getBalance({ address: FRANK.address });
  await safeApp.bondAction(502, "Add bond").click();
  await safeApp.approveInHost();
  expect(await safeApp.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
  await safeApp.closeAlert();
  const addBond = await onlyProposal(safeHost);
  const added = await graceConfirmsAndExecutes(safeHost, addBond);
  expect(await safeApp.alertText()).toBe("Successfully Added Bond");
  const afterAdd = await chain.getBalance({ address: FRANK.address });
  expect(start - afterAdd).toBe(15_000_000_000_000_000n); // the top-up, from the Safe
  expect((await executionOf(chain, added, addBond)).pool.map((log) => [log.eventName, log.args])).toEqual([
    ["StakeAdded", { eth1: FRANK.address, index: 502n, value: 15_000_000_000_000_000n }],
  ]);
  await safeApp.closeAlert();
  await expect(safeApp.row(502)).toContainText("0.050");

  await safeApp.bondAction(501, "Withdraw bond").click();
  await safeApp.approveInHost();
  expect(await safeApp.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
  await safeApp.closeAlert();
  const [withdrawBond] = (await safeHost.proposals.queue()).map((entry) => entry.safeTxHash);
  const withdrawn = await graceConfirmsAndExecutes(safeHost, withdrawBond!);
  expect(await safeApp.alertText()).toBe("Successfully Withdrawn Bond");
  expect((await chain.getBalance({ address: FRANK.address })) - afterAdd).toBe(50_000_000_000_000_000n);
  expect((await executionOf(chain, withdrawn, withdrawBond!)).pool.map((log) => [log.eventName, log.args])).toEqual([
    ["StakeWithdrawal", { eth1: FRANK.address, indexes: [501n], value: 50_000_000_000_000_000n }],
  ]);
  expect(await safeNonce(chain)).toBe(SEEDED_NONCE + 2n);
});
