// npm run cycle [-- apiUrl]: closes the reward cycle on the running local pool and prints what changed. It sends the
// token npm start wrote to .stack/cycle-token (or CYCLE_TOKEN); the oracle refuses POST /cycle without it.
import { fileURLToPath } from "node:url";
import { formatEther } from "viem";
import * as v from "valibot";
import { describeIssues } from "../lib/protocol/parse-result";
import { LOCAL_API_URL } from "../lib/network/local";
import { CYCLE_TOKEN_HEADER } from "../mocks/api/handlers";
import { CYCLE_TOKEN_PATH, readCycleToken } from "../mocks/api/cycle-token";
import { cycleReportJsonSchema, type CycleReportJson } from "../mocks/oracle/cycle-report";
import { SEED_ACCOUNTS, SEED_SAFES } from "../mocks/oracle/seed-accounts";

const eth = (wei: string): string => `${formatEther(BigInt(wei))} ETH`;

function ownerName(eth1: string): string {
  const account = [...SEED_ACCOUNTS, ...SEED_SAFES].find((a) => a.address.toLowerCase() === eth1.toLowerCase());
  return account ? account.name : `${eth1.slice(0, 6)}…${eth1.slice(-4)}`;
}

const list = (indexes: readonly number[]): string => (indexes.length > 0 ? indexes.join(", ") : "none");

/** The cycle report as a person reads it. */
export function formatCycleReport(report: CycleReportJson): string {
  const shared = BigInt(report.undistributed) - BigInt(report.fee);
  const lines = [
    `Closed reward cycle ${report.epoch}.`,
    `  Pool balance ${eth(report.poolBalance)}; bonds and unclaimed rewards ${eth(report.owed)}; to share ${eth(report.undistributed)}`,
    report.eligible.length > 0
      ? `  Operators' fee ${eth(report.fee)}; ${eth(shared.toString())} shared by ${report.eligible.length} validators, ${eth(report.share)} each (${list(report.eligible)})`
      : "  Nothing shared: no eligible validators or nothing to share",
    `  Activated: ${list(report.activated)}`,
    `  First miss forgiven: ${list(report.forgiven)}`,
    `  Penalized: ${report.penalized.length > 0 ? report.penalized.map((p) => `${p.index} (−${eth(p.amount)})`).join(", ") : "none"}`,
    `  Expelled: ${list(report.expelled)}`,
    `  Exited: ${
      report.exited.length > 0
        ? report.exited.map((e) => `${e.index} (${ownerName(e.eth1)}): bond ${eth(e.stake)} withdrawable`).join(", ")
        : "none"
    }`,
  ];
  if (report.forfeited.length > 0) {
    lines.push(
      `  Pending rewards given to the pool: ${report.forfeited.map((f) => `${f.index} (${eth(f.amount)})`).join(", ")}`,
    );
  }
  lines.push("Changes:");
  if (report.changes.length === 0) lines.push("  none");
  for (const change of report.changes) {
    const { before, after } = change;
    const status = before.status === after.status ? after.status : `${before.status} → ${after.status}`;
    const health = before.health === after.health ? after.health : `${before.health} → ${after.health}`;
    const rewards =
      before.rewards === after.rewards ? eth(after.rewards) : `${eth(before.rewards)} → ${eth(after.rewards)}`;
    const stake = before.stake === after.stake ? eth(after.stake) : `${eth(before.stake)} → ${eth(after.stake)}`;
    lines.push(
      `  ${String(change.index).padEnd(6)} ${ownerName(change.eth1).padEnd(6)} ${status}, ${health}; rewards ${rewards}; bond ${stake}`,
    );
  }
  lines.push(`New roots: withdrawals ${report.withdrawalsRoot}, exits ${report.exitsRoot}`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const apiUrl = (process.argv[2] ?? process.env.ORACLE_URL ?? LOCAL_API_URL).replace(/\/+$/, "");
  // npm start writes a fresh token each run; only a process on this machine can read it.
  const token = process.env.CYCLE_TOKEN ?? readCycleToken();
  if (token === null) throw new Error(`no cycle token in ${CYCLE_TOKEN_PATH}: is \`npm start\` running?`);
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/cycle`, { method: "POST", headers: { [CYCLE_TOKEN_HEADER]: token } });
  } catch {
    throw new Error(`no oracle answers at ${apiUrl}: is \`npm start\` running?`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason =
      typeof body === "object" && body !== null && "error" in body ? String(body.error) : response.statusText;
    throw new Error(`the oracle refused to close the cycle (${response.status}): ${reason}`);
  }
  const parsed = v.safeParse(cycleReportJsonSchema, body);
  if (!parsed.success) throw new Error(`unexpected answer from ${apiUrl}/cycle: ${describeIssues(parsed.issues)}`);
  process.stdout.write(`${formatCycleReport(parsed.output)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`npm run cycle failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
