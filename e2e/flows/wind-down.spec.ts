import { readFile } from "node:fs/promises";
import type { Request } from "@playwright/test";
import { parseEventLogs } from "viem";
import { parsePoolData } from "../../lib/protocol/api-schemas";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { totalGasCost } from "../support/chain-checks";
import { expectedHistoryCsv, poolEventsOf } from "../support/history-csv";
import { expect, test } from "../support/fixtures";
import { expectAbsent } from "../support/settled";

test.use({ account: ALICE });

/** The fromBlock of every eth_getLogs the page sends (single or batched JSON-RPC). */
function getLogsStarts(request: Request): bigint[] {
  if (request.method() !== "POST") return [];
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    return [];
  }
  const calls = Array.isArray(body) ? body : [body];
  return calls.flatMap((call: { method?: string; params?: { fromBlock?: string }[] }) =>
    call.method === "eth_getLogs" && call.params?.[0]?.fromBlock ? [BigInt(call.params[0].fromBlock)] : [],
  );
}

test.setTimeout(120_000);

test("Withdraw everything twice, a cycle apart, leaves Alice with everything out", async ({
  dashboard,
  wallet,
  stack,
  chain,
  anvil,
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
  await expectAbsent(
    () => expect(bondStep).toHaveAttribute("data-state", "confirmed"),
    dialog.getByRole("button", { name: "Start" }),
  );
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

  // The History shows every transaction of both runs, and its CSV is the chain's own logs, read here independently.
  const history = page.getByTestId("history");
  await history.getByRole("button", { name: "Show history" }).click();
  for (const hash of wallet.sent) await expect(history.locator(`[data-tx="${hash}"]`)).toHaveCount(1);
  const exitRow = history.locator(`[data-tx="${wallet.sent[0]}"]`);
  await expect(exitRow).toContainText("Exit requested");
  await expect(exitRow).toContainText("101, 102, 103");
  await expect(history.locator(`[data-tx="${wallet.sent[1]}"]`)).toContainText("Rewards claimed");
  await expect(history.locator(`[data-tx="${wallet.sent[1]}"]`)).toContainText("0.428 ETH");

  const logs = await poolEventsOf(chain, stack.deployment.pool, ALICE.address);
  await expect(history.getByTestId("history-row")).toHaveCount(logs.length);
  const bondLog = logs.find((log) => log.eventName === "StakeWithdrawal");
  expect(second).toContain(bondLog?.transactionHash);
  const bondRow = history.locator(`[data-tx="${bondLog?.transactionHash}"]`);
  await expect(bondRow).toContainText("Bond withdrawn");
  await expect(bondRow).toContainText("101, 102, 103, 105");
  await expect(bondRow).toContainText("0.200 ETH");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    history.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("smoothly-local-0x15d34aaf54267db7d7c367839aaf71a00a2c6a65-history.csv");
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toBe(await expectedHistoryCsv(chain, stack.deployment.pool, ALICE.address));
  expect(csv).toMatch(new RegExp(`,Rewards claimed,[\\d ]+,0\\.428475,${wallet.sent[1]},\\r\\n`));
  expect(csv).toContain(`,Bond withdrawn,101 102 103 105,0.2,${bondLog?.transactionHash},`);

  // A reload reads only the blocks after the stored one.
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("smoothly:history:"));
    return key ? (JSON.parse(localStorage.getItem(key) ?? "{}") as { scannedThrough?: string }).scannedThrough : null;
  });
  expect(stored).toBe(String(await chain.getBlockNumber()));
  await anvil.mine({ blocks: 1 });
  const starts: bigint[] = [];
  page.on("request", (request) => starts.push(...getLogsStarts(request)));
  await page.reload();
  await history.getByRole("button", { name: "Show history" }).click();
  await expect(history.getByTestId("history-row")).toHaveCount(logs.length);
  await expect(history.getByTestId("history-status")).not.toContainText("Loading history…");
  expect(starts).toContain(BigInt(stored ?? "0") + 1n);
  expect(starts.filter((from) => from <= BigInt(stored ?? "0"))).toEqual([]);

  // On a phone the History's table scrolls inside its own box; the page never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await history.getByTestId("history-table").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = await history.getByTestId("history-scroll").boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
});
