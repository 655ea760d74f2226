import { parseEventLogs } from "viem";
import { chain, gasCost, poolEvents, receiptsFrom } from "../support/chain";
import { BOB, METAMASK_ACCOUNT_NAMES } from "../support/constants";
import { expect, test } from "../support/test";
import { expectAbsent } from "../support/settled";

/** Holesky's and the local chain's top-up and bond (the local build runs these specs only). */
const TOP_UP = 15_000_000_000_000_000n;
const BOND = 50_000_000_000_000_000n;

// Both bond actions in one MetaMask start (a start costs about 20 s), as Bob would do them in one visit.
test("as Bob, confirmed in MetaMask: add bond for penalized 203 (the top-up paid, 203 full again), then withdraw bond of exited 201 (paid once)", async ({
  dashboard,
  prompts,
  wallet,
}) => {
  await wallet.selectAccount(BOB.address, METAMASK_ACCOUNT_NAMES.bob);
  await dashboard.connect();

  // Add bond for 203.
  await expect(dashboard.row(203)).toContainText("0.035");
  let startBlock = await chain.getBlockNumber();
  let before = await chain.getBalance({ address: BOB.address });
  let mark = await dashboard.writeMark();

  await dashboard.bondAction(203, "Add bond").click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");

  let receipts = await receiptsFrom(BOB.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const added = receipts[0]!;
  const [stakeAdded] = parseEventLogs({ abi: poolEvents, logs: added.logs, eventName: "StakeAdded" });
  expect(stakeAdded?.args).toEqual({ eth1: BOB.address, index: 203n, value: TOP_UP });
  let after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(TOP_UP + gasCost(added));

  await dashboard.closeAlert();
  await expect(dashboard.row(203)).toContainText("0.050");
  await expectAbsent(dashboard.settled(mark, { outcome: "success" }), dashboard.bondAction(203, "Add bond"));

  // Withdraw bond of 201.
  startBlock = await chain.getBlockNumber();
  before = await chain.getBalance({ address: BOB.address });
  mark = await dashboard.writeMark();

  await dashboard.bondAction(201, "Withdraw bond").click();
  await prompts.confirmTransaction();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");

  // The blocks after the top-up's: the withdrawal alone.
  receipts = await receiptsFrom(BOB.address, startBlock);
  expect(receipts, "MetaMask sent exactly one transaction").toHaveLength(1);
  const withdrawn = receipts[0]!;
  const [stakeWithdrawal] = parseEventLogs({ abi: poolEvents, logs: withdrawn.logs, eventName: "StakeWithdrawal" });
  expect(stakeWithdrawal?.args).toEqual({ eth1: BOB.address, indexes: [201n], value: BOND });
  after = await chain.getBalance({ address: BOB.address });
  expect(after - before).toBe(BOND - gasCost(withdrawn));

  await dashboard.closeAlert();
  await expectAbsent(dashboard.settled(mark, { outcome: "success" }), dashboard.bondAction(201, "Withdraw bond"));
});
