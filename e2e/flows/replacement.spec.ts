import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import type { DashboardPage } from "../pages/DashboardPage";
import { gasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { freezeApi } from "../support/frozen-api";
import { storedInflight } from "../support/inflight-storage";
import { expectHidden, shows } from "../support/settled";

test.use({ account: ALICE });

/** Alice's claim in the seed: 0.428475 ETH. */
const CLAIM = 428475000000000000n;

test.beforeEach(async ({ dashboard, stack, anvil }) => {
  // The API keeps serving the proof, as the lagging deployed oracle does.
  await freezeApi(dashboard.page, stack.apiUrl, stack.oracle);
  expect((await stack.oracle.claimProof("withdrawals", ALICE.address))?.amount).toBe(CLAIM);
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  // The claim stays in the mempool until the test mines: the wallet can replace it meanwhile.
  await anvil.setAutomine(false);
});

/** Clicks Claim and waits until the page has read the sent transaction (its nonce is kept), as a person would. */
async function claimAndHold(dashboard: DashboardPage) {
  await dashboard.claimButton.click();
  // The pending animation covers the page; a person hides it to go and look at the wallet.
  await dashboard.dialog.getByRole("button", { name: "Hide" }).click();
  const line = dashboard.page.getByRole("status").filter({ hasText: /^Transaction pending: Claim rewards for / });
  await expect(line).toBeVisible();
  await expect.poll(async () => (await storedInflight(dashboard.page))[0]?.nonce ?? null).not.toBeNull();
  return line;
}

test("a sped-up claim is a success reported with the mined hash, and pays exactly once", async ({
  dashboard,
  wallet,
  chain,
  anvil,
}) => {
  const before = await chain.getBalance({ address: ALICE.address });
  const line = await claimAndHold(dashboard);
  const [original] = wallet.sent;
  await expect(line).toHaveAttribute("data-tx-hash", original!);

  const faster = await wallet.speedUp();
  await anvil.mine({ blocks: 1 });

  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await expectHidden(() => expect(dashboard.alert).toHaveAttribute("data-tx-hash", faster), line);
  expect(await storedInflight(dashboard.page)).toEqual([]);

  // Independent reads: the replacement was mined and paid the claim once; the original never was.
  const receipt = await chain.getTransactionReceipt({ hash: faster });
  expect(receipt.status).toBe("success");
  await expect(chain.getTransactionReceipt({ hash: original! })).rejects.toThrow(/could not be found/);
  const paid = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(paid.map((e) => e.args.value)).toEqual([CLAIM]);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(CLAIM - (await gasCost(chain, faster)));

  await anvil.setAutomine(true);
  await dashboard.closeAlert();
  await expect(dashboard.page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
});

test("a cancelled claim says so, pays nothing, and the claim stays available and pays later", async ({
  dashboard,
  wallet,
  chain,
  anvil,
}) => {
  const before = await chain.getBalance({ address: ALICE.address });
  const line = await claimAndHold(dashboard);
  const [original] = wallet.sent;

  const cancel = await wallet.cancel();
  await anvil.mine({ blocks: 1 });

  expect(await dashboard.alertText()).toBe("Transaction was cancelled in the wallet");
  await expectHidden(shows(dashboard.alert), line);
  expect(await storedInflight(dashboard.page)).toEqual([]);
  // Only the cancel's gas left the account; the original was never mined.
  const afterCancel = await chain.getBalance({ address: ALICE.address });
  expect(before - afterCancel).toBe(await gasCost(chain, cancel));
  await expect(chain.getTransactionReceipt({ hash: original! })).rejects.toThrow(/could not be found/);

  await dashboard.closeAlert();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await expect(dashboard.claimButton).toBeEnabled();

  await anvil.setAutomine(true);
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  expect(wallet.sent).toHaveLength(2);
  const second = wallet.sent[1]!;
  await expect(dashboard.alert).toHaveAttribute("data-tx-hash", second);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - afterCancel).toBe(CLAIM - (await gasCost(chain, second)));
});
