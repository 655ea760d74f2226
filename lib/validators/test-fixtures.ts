import { holeskyNetwork } from "@/lib/network/holesky";
import { mainnetNetwork } from "@/lib/network/mainnet";
import type { PoolAmounts, Validator } from "./types";

export const HOLESKY: PoolAmounts = { bond: holeskyNetwork.bond, topUp: holeskyNetwork.topUp };
export const MAINNET: PoolAmounts = { bond: mainnetNetwork.bond, topUp: mainnetNetwork.topUp };

export const OWNER = "0x00000000000000000000000000000000000000aa";

/** A healthy active validator of the given network; override what the row is about. */
export function validator(over: Partial<Validator> = {}, amounts: PoolAmounts = MAINNET): Validator {
  return {
    index: 1,
    eth1: OWNER,
    rewards: 0n,
    stake: amounts.bond,
    slashMiss: 0,
    slashFee: 0,
    firstBlockProposed: true,
    firstMissedSlot: false,
    excludeRebalance: false,
    exitRequested: false,
    active: true,
    deactivated: false,
    ...over,
  };
}
