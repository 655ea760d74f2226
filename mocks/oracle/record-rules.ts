import type { OracleValidator } from "./types";

// The local oracle's own reading of a record, written from the pool's rules (docs/oracle.md), not imported from the
// dashboard: if the dashboard's rules drift, the oracle keeps the pool's and the shared table in
// record-rules.test.ts catches the disagreement.

/** What a registration by the validator's owner creates: an active record with the full bond, not yet activated. */
export function freshRecord(index: number, eth1: string, bond: bigint): OracleValidator {
  return {
    index,
    eth1: eth1.toLowerCase(),
    rewards: 0n,
    stake: bond,
    slashMiss: 0,
    slashFee: 0,
    firstBlockProposed: false,
    firstMissedSlot: false,
    excludeRebalance: false,
    exitRequested: false,
    active: true,
    deactivated: false,
  };
}

export type RecordStatus = "Unregistered" | "Pending" | "Active" | "Exit Requested" | "Exited";

/**
 * Where a record stands in the pool's life cycle, for the cycle report. An exit request waits for the cycle close;
 * an active record is Pending until its first proposal that pays the pool; an inactive one has Exited while the pool
 * still holds its bond or rewards, and is Unregistered (free to subscribe again) once it holds nothing.
 */
export function recordStatus(v: OracleValidator): RecordStatus {
  if (v.exitRequested) return "Exit Requested";
  if (v.active) return v.firstBlockProposed ? "Active" : "Pending";
  return v.stake > 0n || v.rewards > 0n ? "Exited" : "Unregistered";
}

export type RecordHealth =
  "Missed block proposal" | "Wrong fee recipient" | "Relay incorrect fee recipient" | "Penalized" | "Good";

/**
 * What the last closed cycle held against the record, worst first: a missed proposal, a block paying someone
 * else, a relay registration without the pool as fee recipient; otherwise an active record below the full bond
 * (it earns nothing until topped up).
 */
export function recordHealth(v: OracleValidator, bond: bigint): RecordHealth {
  if (v.slashMiss > 0) return "Missed block proposal";
  if (v.slashFee > 0) return "Wrong fee recipient";
  if (v.excludeRebalance) return "Relay incorrect fee recipient";
  if (v.active && v.stake < bond) return "Penalized";
  return "Good";
}
