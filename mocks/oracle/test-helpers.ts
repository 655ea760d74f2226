import { parseEther } from "viem";
import { createBeaconRegistry } from "./beacon-registry";
import { freshRecord } from "./record-rules";
import { emptyOracleState, withValidators } from "./state";
import type { OracleState, OracleValidator, PoolAmounts } from "./types";

export const AMOUNTS: PoolAmounts = { bond: parseEther("0.05"), topUp: parseEther("0.015") };
export const { bond: BOND, topUp: TOP_UP } = AMOUNTS;

export const OWNER_A = "0x00000000000000000000000000000000000000aa";
export const OWNER_B = "0x00000000000000000000000000000000000000bb";

/** A 1-5 and 9 (beacon-deactivated), B 6-8; nobody owns 50. */
export const REGISTRY = createBeaconRegistry([
  ...[1, 2, 3, 4, 5].map((index) => ({ index, owner: OWNER_A, deactivated: false }) as const),
  { index: 9, owner: OWNER_A, deactivated: true },
  ...[6, 7, 8].map((index) => ({ index, owner: OWNER_B, deactivated: false }) as const),
]);

/** An activated validator of A with the full bond; override what the case is about. */
export function activeRecord(index: number, over: Partial<OracleValidator> = {}): OracleValidator {
  return { ...freshRecord(index, OWNER_A, BOND), firstBlockProposed: true, ...over };
}

export function stateOf(...records: OracleValidator[]): OracleState {
  return withValidators(emptyOracleState(), records);
}

export function record(state: OracleState, index: number): OracleValidator {
  const found = state.validators.get(index);
  if (!found) throw new Error(`no record ${index}`);
  return found;
}
