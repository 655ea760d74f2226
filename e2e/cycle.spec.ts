import { poolGovernanceAbi } from "../lib/protocol/abi.generated";
import { formatEth } from "../lib/format";
import { cycleTimeLeft } from "../lib/validators/countdown";
import { ALICE } from "../mocks/oracle/seed-accounts";
import { totalGasCost } from "./support/chain-checks";
import { expect, test } from "./support/fixtures";

test.use({ account: ALICE });

test("exit, close the cycle, then withdraw the bond and claim", async ({ dashboard, wallet, stack, chain }) => {
  await dashboard.connect();
  await dashboard.expectStatus(105, "Exit Requested"); // the seed requested it
  await expect(dashboard.bondAction(105, "Withdraw bond")).toHaveCount(0);

  const report = await stack.oracle.closeCycle();
  expect(report).toBeTruthy();
  const exits = await stack.oracle.claimProof("exits", ALICE.address);
  expect(exits?.indexes).toEqual([105]);

  // The new epoch's Epoch event is not one of the five pool events; a reload stands for the user's next visit.
  await dashboard.page.reload();
  await dashboard.expectStatus(105, "Exited");
  const before = await chain.getBalance({ address: ALICE.address });
  await dashboard.bondAction(105, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  await dashboard.closeAlert();
  const afterBond = await chain.getBalance({ address: ALICE.address });
  expect(afterBond - before).toBe((exits?.amount ?? 0n) - (await totalGasCost(chain, wallet.sent)));
  await expect(dashboard.bondAction(105, "Withdraw bond")).toHaveCount(0);

  // The cumulative rewards leaf of the new cycle pays too.
  const rewards = await stack.oracle.claimProof("withdrawals", ALICE.address);
  expect(rewards).not.toBeNull();
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
});

test("countdown and footer figures come from governance, the API and the chain", async ({
  dashboard,
  stack,
  chain,
}) => {
  await dashboard.connect();
  const governance = { address: stack.deployment.governance, abi: poolGovernanceAbi } as const;
  const [lastEpoch, epochInterval] = await Promise.all([
    chain.readContract({ ...governance, functionName: "lastEpoch" }),
    chain.readContract({ ...governance, functionName: "epochInterval" }),
  ]);
  // The page samples the clock when it mounts and then every 15 s: accept what it reads anywhere in that window.
  const now = Date.now() / 1000;
  const readings = [now - 15, now].map((t) => cycleTimeLeft({ lastEpoch, epochInterval }, t));
  await expect(dashboard.page.getByTestId("cycle-time-left")).toHaveText(new RegExp(`^(${readings.join("|")})$`));

  const stats = await stack.oracle.poolStats();
  const total =
    typeof stats.total_value_period === "string"
      ? BigInt(stats.total_value_period)
      : BigInt(stats.total_value_period.hex);
  await expect(dashboard.footerFigure("Subscribers")).toHaveText(String(stats.awaiting_activation + stats.activated));
  await expect(dashboard.footerFigure("Reward cycle")).toHaveText(
    new RegExp(`^${formatEth(total).replace(".", "\\.")}\\s*ETH$`),
  );
  expect(await chain.getGasPrice()).toBeGreaterThan(0n);
  await expect(dashboard.footerFigure("Gas price")).toHaveText(/^\d+\.\d{2}\s*gwei$/);
});
