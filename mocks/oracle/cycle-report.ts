import * as v from "valibot";
import type { CycleReport, ValidatorSnapshot } from "./close-cycle";

// What POST /cycle answers: the cycle report with amounts as decimal wei strings (JSON has no bigint).

const wei = v.pipe(v.string(), v.regex(/^\d+$/, "expected a decimal wei amount"));
const index = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const hex32 = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/i, "expected a 32-byte hex value"));
const snapshotSchema = v.object({ status: v.string(), health: v.string(), rewards: wei, stake: wei });

export const cycleReportJsonSchema = v.object({
  epoch: index,
  poolBalance: wei,
  owed: wei,
  undistributed: wei,
  fee: wei,
  share: wei,
  eligible: v.array(index),
  activated: v.array(index),
  forgiven: v.array(index),
  penalized: v.array(v.object({ index, amount: wei })),
  expelled: v.array(index),
  forfeited: v.array(v.object({ index, amount: wei })),
  exited: v.array(v.object({ index, eth1: v.string(), stake: wei })),
  withdrawalsRoot: hex32,
  exitsRoot: hex32,
  stateRoot: hex32,
  changes: v.array(v.object({ index, eth1: v.string(), before: snapshotSchema, after: snapshotSchema })),
});

export type CycleReportJson = v.InferOutput<typeof cycleReportJsonSchema>;

const snapshotJson = (s: ValidatorSnapshot) => ({
  status: s.status,
  health: s.health,
  rewards: s.rewards.toString(),
  stake: s.stake.toString(),
});

export function cycleReportJson(report: CycleReport): CycleReportJson {
  return {
    epoch: report.epoch,
    poolBalance: report.poolBalance.toString(),
    owed: report.owed.toString(),
    undistributed: report.undistributed.toString(),
    fee: report.fee.toString(),
    share: report.share.toString(),
    eligible: [...report.eligible],
    activated: [...report.activated],
    forgiven: [...report.forgiven],
    penalized: report.penalized.map((p) => ({ index: p.index, amount: p.amount.toString() })),
    expelled: [...report.expelled],
    forfeited: report.forfeited.map((f) => ({ index: f.index, amount: f.amount.toString() })),
    exited: report.exited.map((e) => ({ index: e.index, eth1: e.eth1, stake: e.stake.toString() })),
    withdrawalsRoot: report.withdrawalsRoot,
    exitsRoot: report.exitsRoot,
    stateRoot: report.stateRoot,
    changes: report.changes.map((c) => ({
      index: c.index,
      eth1: c.eth1,
      before: snapshotJson(c.before),
      after: snapshotJson(c.after),
    })),
  };
}
