import { parseEventLogs } from "viem";
import { parsePoolData } from "../lib/protocol/api-schemas";
import { smoothlyPoolAbi } from "../lib/protocol/abi.generated";
import { ALICE } from "../mocks/oracle/seed-accounts";
import { totalGasCost } from "./support/chain-checks";
import { expect, test } from "./support/fixtures";

test.use({ account: ALICE });

test("Withdraw everything twice, a cycle apart, leaves Alice with everything out", async ({
  dashboard,
  wallet,
  stack,
  chain,
}) => {
  const page = dashboard.page;
  await dashboard.connect();
  const panel = page.getByTestId("wind-down");
  // Alice's seed: 101, 102 Active and 103 Pending (0.150 ETH bond), 105 Exit Requested (0.050), 0.073 accruing on 103.
  await expect(panel.getByTestId("figure-stillBonded")).toContainText("0.150 ETH");
  await expect(panel.getByTestId("figure-unlocksAfterCycle")).toContainText("0.050 ETH");
  await expect(panel.getByTestId("figure-accruing")).toContainText("0.073 ETH");
  const rewards = await stack.oracle.claimProof("withdrawals", ALICE.address);
  expect(rewards?.amount).toBe(428_475_000_000_000_000n);
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.428 ETH");

  // First run: exit 101, 102 and 103, then claim the rewards proof.
  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const dialog = dashboard.dialog;
  await expect(dialog.getByTestId("step-0")).toContainText("Request exit");
  await expect(dialog.getByTestId("step-0")).toContainText("Validators 101, 102, 103");
  await expect(dialog.getByTestId("step-1")).toContainText("Claim rewards");
  await expect(dialog.getByTestId("step-1")).toContainText("0.428 ETH");
  await expect(dialog.getByTestId("exit-cost")).toContainText("Validator 103 forfeits 0.073 ETH");
  await expect(dialog.getByTestId("exit-cost")).toContainText("Total forfeited: 0.073 ETH");
  const before = await chain.getBalance({ address: ALICE.address });
  await dialog.getByRole("button", { name: "Start" }).click();
  await expect(dialog.getByTestId("step-0")).toHaveAttribute("data-state", "confirmed");
  await expect(dialog.getByTestId("step-1")).toHaveAttribute("data-state", "confirmed");
  expect(wallet.sent).toHaveLength(2);

  const exitReceipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [exit] = parseEventLogs({ abi: smoothlyPoolAbi, logs: exitReceipt.logs, eventName: "ExitRequested" });
  expect(exit?.args.indexes).toEqual([101n, 102n, 103n]);
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(428_475_000_000_000_000n - (await totalGasCost(chain, wallet.sent)));
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(panel.getByTestId("figure-unlocksAfterCycle")).toContainText("0.200 ETH");
  await expect(panel.getByTestId("figure-stillBonded")).toContainText("0.000 ETH");

  // The oracle closes the cycle: the four bonds enter the exits tree.
  await stack.oracle.closeCycle();
  const exits = await stack.oracle.claimProof("exits", ALICE.address);
  expect(exits?.indexes).toEqual([101, 102, 103, 105]);
  expect(exits?.amount).toBe(200_000_000_000_000_000n);
  await page.reload();

  const sentBefore = wallet.sent.length;
  const beforeBond = await chain.getBalance({ address: ALICE.address });
  const moreRewards = await stack.oracle.claimProof("withdrawals", ALICE.address);
  await panel.getByRole("button", { name: "Withdraw everything" }).click();
  const bondStep = dialog.locator("li", { hasText: "Withdraw bond" });
  await expect(bondStep).toContainText("Validators 101, 102, 103, 105");
  await expect(bondStep).toContainText("0.200 ETH");
  await expect(dialog).not.toContainText("Request exit");
  await dialog.getByRole("button", { name: "Start" }).click();
  await expect(bondStep).toHaveAttribute("data-state", "confirmed");
  await expect(dialog.getByRole("button", { name: "Start" })).toHaveCount(0);
  const second = wallet.sent.slice(sentBefore);
  const afterBond = await chain.getBalance({ address: ALICE.address });
  expect(afterBond - beforeBond).toBe(
    200_000_000_000_000_000n + (moreRewards?.amount ?? 0n) - (await totalGasCost(chain, second)),
  );
  await dialog.getByRole("button", { name: "Close" }).click();

  await expect(page.getByTestId("everything-out")).toContainText("Everything is out");
  expect(await stack.oracle.claimProof("withdrawals", ALICE.address)).toBeNull();
  expect(await stack.oracle.claimProof("exits", ALICE.address)).toBeNull();
  const owed = parsePoolData(await stack.oracle.poolData(ALICE.address));
  expect(owed.ok).toBe(true);
  if (owed.ok) {
    for (const v of owed.value.validators) {
      expect({ index: v.index, rewards: v.rewards, stake: v.stake }).toEqual({
        index: v.index,
        rewards: 0n,
        stake: 0n,
      });
    }
  }
});
