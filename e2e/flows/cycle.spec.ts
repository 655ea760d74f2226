import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { parseEventLogs } from "viem";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import type { Stack } from "../../mocks/stack";
import { gasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import { expectAbsent } from "../support/settled";

test.use({ account: ALICE });

/** `npm run cycle` as a person runs it beside the open page, with the token this test's stack made. */
async function npmRunCycle(stack: Stack): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "cycle", "--", stack.apiUrl], {
    env: { ...process.env, CYCLE_TOKEN: stack.cycleToken },
  });
  return stdout;
}

test("a cycle that closes while the page is open updates the table, Claim and the bond cell without a reload", async ({
  dashboard,
  wallet,
  stack,
  chain,
}) => {
  const page = dashboard.page;
  await dashboard.installClock();
  let loads = 0;
  page.on("load", () => (loads += 1));
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await expect(dashboard.unclaimedCell(101)).toHaveText("0.167");
  await dashboard.expectStatus(103, "Pending");
  // 1 awaiting activation (103) and 7 activated, Frank's Safe's 502 among them (mocks/oracle/SEED.md).
  await expect(dashboard.footerFigure("Subscribers")).toHaveText("8");
  // Exit requested, not yet out: its bond is not offered before the cycle closes.
  await expectAbsent(() => dashboard.expectStatus(105, "Exit Requested"), dashboard.bondAction(105, "Withdraw bond"));

  // Alice claims cycle 3's rewards: the spent proof drops at once.
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await dashboard.closeAlert();
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  await expect(dashboard.unclaimedCell(101)).toHaveText("0.000");

  expect(await npmRunCycle(stack)).toContain("Closed reward cycle 4.");
  // The page reads governance's lastEpoch (and the footer's stats) once a minute: a minute passes on its clock.
  await page.clock.fastForward("01:00");

  // Cycle 4 shared 0.0985 ETH by six (Frank's Safe's 502, penalized like 203, is not among them): 0.016416… ETH
  // each; 103 is active and brings its 0.073875 ETH accrued.
  await expect(dashboard.claimButton).toHaveText("Claim 0.139 ETH");
  await dashboard.expectStatus(103, "Active");
  await dashboard.expectStatus(105, "Exited");
  await expect(dashboard.unclaimedCell(101)).toHaveText("0.016");
  await expect(dashboard.unclaimedCell(102)).toHaveText("0.016");
  await expect(dashboard.unclaimedCell(103)).toHaveText("0.090");
  await expect(dashboard.unclaimedCell(105)).toHaveText("0.016");
  await expect(dashboard.bondAction(105, "Withdraw bond")).toHaveAccessibleName(
    "Withdraw bond for validator 105 (bond 0.050 ETH)",
  );
  await expect(dashboard.footerFigure("Subscribers")).toHaveText("7");

  const beforeBond = await chain.getBalance({ address: ALICE.address });
  const bondMark = await dashboard.writeMark();
  await dashboard.bondAction(105, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  await dashboard.closeAlert();
  const bondTx = wallet.sent.at(-1)!;
  expect((await chain.getBalance({ address: ALICE.address })) - beforeBond).toBe(
    50_000_000_000_000_000n - (await gasCost(chain, bondTx)),
  );
  await expect(dashboard.bondCell(105)).toHaveText("0.000");
  await expectAbsent(dashboard.settled(bondMark, { outcome: "success" }), dashboard.bondAction(105, "Withdraw bond"));

  const beforeClaim = await chain.getBalance({ address: ALICE.address });
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await dashboard.closeAlert();
  const claimTx = wallet.sent.at(-1)!;
  const receipt = await chain.getTransactionReceipt({ hash: claimTx });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args.indexes).toEqual([101n, 102n, 103n, 105n]);
  expect(event?.args.value).toBe(139_541_666_666_666_664n);
  expect((await chain.getBalance({ address: ALICE.address })) - beforeClaim).toBe(
    139_541_666_666_666_664n - (await gasCost(chain, claimTx)),
  );
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  await expect(dashboard.unclaimedCell(103)).toHaveText("0.000");

  expect(wallet.sent).toHaveLength(3);
  expect(loads, "the page never reloaded").toBe(0);
});

test("the countdown reads governance's cycle end in days, then hours, then minutes, then 0 days", async ({
  dashboard,
  chain,
  stack,
}) => {
  const governance = { address: stack.deployment.governance, abi: poolGovernanceAbi } as const;
  const [lastEpoch, epochInterval] = await Promise.all([
    chain.readContract({ ...governance, functionName: "lastEpoch" }),
    chain.readContract({ ...governance, functionName: "epochInterval" }),
  ]);
  expect(epochInterval).toBe(604_800);
  const cycleEndMs = (Number(lastEpoch) + 604_800) * 1000;
  const before = (h: number, m: number, s: number) => cycleEndMs - ((h * 60 + m) * 60 + s) * 1000;
  await dashboard.installClock(before(2 * 24 + 5, 30, 0));
  const timeLeft = dashboard.page.getByTestId("cycle-time-left");
  await expect(timeLeft).toHaveText("2 days");
  // Each step sets the page's date, then lets its 15 s look at the clock fire: 15 s less is still the same unit.
  for (const [at, text] of [
    [before(5, 30, 30), "5 hours"],
    [before(0, 30, 30), "30 minutes"],
    [before(0, 0, -60), "0 days"],
  ] as const) {
    await dashboard.page.clock.setSystemTime(at);
    await dashboard.page.clock.fastForward("00:15");
    await expect(timeLeft).toHaveText(text);
  }
});

test("the footer shows the seeded pool's subscribers and cycle total, and a gas price", async ({ dashboard }) => {
  await dashboard.connect();
  // After the seed: 1 awaiting activation and 7 activated (Frank's Safe's 502 among them); 0.1 ETH in the open cycle.
  await expect(dashboard.footerFigure("Subscribers")).toHaveText("8");
  await expect(dashboard.footerFigure("Reward cycle")).toHaveText(/^0\.100\s*ETH$/);
  // Anvil's gas price moves with its base fee: its shape, two decimals in gwei.
  await expect(dashboard.footerFigure("Gas price")).toHaveText(/^\d+\.\d{2}\s*gwei$/);
});
