import { holeskyNetwork } from "@/lib/network/holesky";
import { mainnetNetwork } from "@/lib/network/mainnet";
import type { Address, Hex } from "viem";
import { poolEventLog, type PoolEventLog } from "./events";
import { registeredValidator, type PoolAmounts, type Validator } from "./types";

export const HOLESKY: PoolAmounts = { bond: holeskyNetwork.bond, topUp: holeskyNetwork.topUp };
export const MAINNET: PoolAmounts = { bond: mainnetNetwork.bond, topUp: mainnetNetwork.topUp };

export const OWNER = "0x00000000000000000000000000000000000000aa";

/** A healthy active validator of the given network; override what the row is about. */
export function validator(over: Partial<Validator> = {}, amounts: PoolAmounts = MAINNET): Validator {
  return { ...registeredValidator(1, OWNER, amounts.bond), firstBlockProposed: true, ...over };
}

/**
 * `count` validators (indexes from `firstIndex`, half their bond, some rewards) and `events` logs over them in
 * chain order, cycling through top-ups, claims, exit requests and registrations: the reducer's benchmark input.
 */
export function largeEventBatch({
  owner,
  firstIndex,
  count,
  events,
  bond,
}: {
  owner: Address;
  firstIndex: number;
  count: number;
  events: number;
  bond: bigint;
}): { base: Validator[]; logs: PoolEventLog[] } {
  const base = Array.from({ length: count }, (_, i): Validator => {
    const fresh = registeredValidator(firstIndex + i, owner, bond);
    return { ...fresh, stake: bond / 2n, rewards: 10n ** 15n, firstBlockProposed: true };
  });
  // Hashes as the page gets them, parsed from the RPC's JSON: flat strings, not the rope a template literal builds
  // (which makes every lookup by hash several times slower).
  const hashes: Hex[] = JSON.parse(
    JSON.stringify(Array.from({ length: events }, (_, i) => `0x${(i + 1).toString(16).padStart(64, "0")}`)),
  );
  // In the shape readPoolLogs hands the page's reducer.
  const logs = Array.from({ length: events }, (_, i): PoolEventLog => {
    const position = { transactionHash: hashes[i]!, logIndex: 0, blockNumber: BigInt(100 + i) };
    const index = BigInt(firstIndex + ((i * 7) % count));
    switch (i % 4) {
      case 0:
        return poolEventLog({ ...position, eventName: "StakeAdded", args: { eth1: owner, index, value: 10n ** 15n } });
      case 1:
        return poolEventLog({
          ...position,
          eventName: "RewardsWithdrawal",
          args: { eth1: owner, indexes: [index], value: 1n },
        });
      case 2:
        return poolEventLog({ ...position, eventName: "ExitRequested", args: { eth1: owner, indexes: [index] } });
      default:
        return poolEventLog({ ...position, eventName: "Registered", args: { eth1: owner, indexes: [index] } });
    }
  });
  return { base, logs };
}
