import { formatEth } from "../lib/format";
import { localNetwork } from "../lib/network/local";
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
  const stakeBefore = localNetwork.bond - localNetwork.topUp; // 203 was penalized one top-up
  await expect(dashboard.row(203)).toContainText(formatEth(stakeBefore));
  const before = await chain.getBalance({ address: BOB.address });

  await dashboard.bondAction(203, "Add bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(localNetwork.topUp + (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expect(dashboard.row(203)).toContainText(formatEth(localNetwork.bond));
  // Full again: the action is gone.
  await expect(dashboard.bondAction(203, "Add bond")).toHaveCount(0);
});

test("withdraw bond of an exited validator pays the bond once", async ({ dashboard, wallet, stack, chain }) => {
  const proof = await stack.oracle.claimProof("exits", BOB.address);
  expect(proof?.indexes).toContain(201);
  await dashboard.connect();
  const before = await chain.getBalance({ address: BOB.address });
  await dashboard.bondAction(201, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe((proof?.amount ?? 0n) - (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expect(dashboard.bondAction(201, "Withdraw bond")).toHaveCount(0);
});
