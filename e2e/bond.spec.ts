import { BOB } from "../mocks/oracle/seed-accounts";
import { totalGasCost } from "./support/chain-checks";
import { expect, test } from "./support/fixtures";

test.use({ account: BOB });

test("add bond sends the top-up, the stake grows to the full bond and Add bond is no longer offered", async ({
  dashboard,
  wallet,
  chain,
}) => {
  await dashboard.connect();
  // 203 was penalized one top-up: 0.05 − 0.015 ETH.
  await expect(dashboard.row(203)).toContainText("0.035");
  const before = await chain.getBalance({ address: BOB.address });

  await dashboard.bondAction(203, "Add bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(15_000_000_000_000_000n + (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expect(dashboard.row(203)).toContainText("0.050");
  // Full again: the action is gone.
  await expect(dashboard.bondAction(203, "Add bond")).toHaveCount(0);
});

test("withdraw bond of an exited validator pays the bond once", async ({ dashboard, wallet, stack, chain }) => {
  const proof = await stack.oracle.claimProof("exits", BOB.address);
  expect(proof).toMatchObject({ indexes: [201], amount: 50_000_000_000_000_000n });
  await dashboard.connect();
  const before = await chain.getBalance({ address: BOB.address });
  await dashboard.bondAction(201, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe(50_000_000_000_000_000n - (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expect(dashboard.bondAction(201, "Withdraw bond")).toHaveCount(0);
});
