import { BOB } from "../../mocks/oracle/seed-accounts";
import { totalGasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { allOf, contains, expectAbsent } from "../support/settled";
import { freezeApi } from "../support/frozen-api";

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
  const mark = await dashboard.writeMark();

  await dashboard.bondAction(203, "Add bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(15_000_000_000_000_000n + (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  // Full again: the action is gone.
  await expectAbsent(
    allOf(dashboard.settled(mark, { outcome: "success" }), contains(dashboard.row(203), "0.050")),
    dashboard.bondAction(203, "Add bond"),
  );
});

test("withdraw bond of an exited validator pays the bond once", async ({ dashboard, wallet, stack, chain }) => {
  const proof = await stack.oracle.claimProof("exits", BOB.address);
  expect(proof).toMatchObject({ indexes: [201], amount: 50_000_000_000_000_000n });
  // The API keeps serving the spent proof for a while, as the lagging deployed oracle does: only the page's own
  // memory of the withdrawal keeps it from offering the bond again.
  await freezeApi(dashboard.page, stack.apiUrl, stack.oracle);
  await dashboard.connect();
  const before = await chain.getBalance({ address: BOB.address });
  const mark = await dashboard.writeMark();
  await dashboard.bondAction(201, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe(50_000_000_000_000_000n - (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expectAbsent(dashboard.settled(mark, { outcome: "success" }), dashboard.bondAction(201, "Withdraw bond"));
});
