import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../../lib/protocol/abi.generated";
import { ALICE, BOB } from "../../../mocks/oracle/seed-accounts";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole } from "../../pages/targets";
import { gasCost } from "../../support/chain-checks";
import { expect, flow, test } from "../fixtures";

// Money out, checked on chain with reads of anvil here, to the wei: the balance change plus the gas the wallet paid,
// and the event the pool emitted.
const ALICE_REWARDS = 428_475_000_000_000_000n; // her leaf in the seed's withdrawals tree (101, 102, 105)
const BOB_BOND_201 = 50_000_000_000_000_000n;

flow("Claim pays Alice exactly 0.428475 ETH, then offers nothing more", async ({ dashboard, wallet, chain, stack }) => {
  expect((await stack.oracle.claimProof("withdrawals", ALICE.address))?.amount).toBe(ALICE_REWARDS);
  await dashboard.connect();
  await dashboard.expectText(DASHBOARD.claimButton, "Claim 0.428 ETH");
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.click(DASHBOARD.claimButton);
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  expect(wallet?.sent).toHaveLength(1);
  const hash = wallet?.sent[0] ?? "0x";
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_REWARDS - (await gasCost(chain, hash)));
  const receipt = await chain.getTransactionReceipt({ hash });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args).toMatchObject({ eth1: ALICE.address, indexes: [101n, 102n, 105n], value: ALICE_REWARDS });

  await dashboard.closeAlert();
  await dashboard.expectDisabled(byRole("button", "Claim 0.000 ETH"));
});

test.describe("Bob", () => {
  test.use({ account: BOB });

  flow("Withdraw bond pays Bob 201's 0.05 ETH once", async ({ dashboard, wallet, chain }) => {
    await dashboard.connect();
    const withdraw = byRole("button", "Withdraw bond for validator 201 (bond 0.050 ETH)");
    const before = await chain.getBalance({ address: BOB.address });
    const mark = await dashboard.writeMark();

    await dashboard.click(withdraw);
    expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
    expect(wallet?.sent).toHaveLength(1);
    const hash = wallet?.sent[0] ?? "0x";
    const after = await chain.getBalance({ address: BOB.address });
    expect(after - before).toBe(BOB_BOND_201 - (await gasCost(chain, hash)));
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "StakeWithdrawal" });
    expect(event?.args).toMatchObject({ eth1: BOB.address, indexes: [201n], value: BOB_BOND_201 });

    await dashboard.closeAlert();
    await dashboard.expectAbsent(dashboard.settled(mark), DASHBOARD.bondAction(201, "Withdraw bond"));
  });
});
