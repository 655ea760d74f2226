import { holeskyNetwork } from "@/lib/network/holesky";
import { mainnetNetwork } from "@/lib/network/mainnet";
import { registeredValidator, type PoolAmounts, type Validator } from "./types";

export const HOLESKY: PoolAmounts = { bond: holeskyNetwork.bond, topUp: holeskyNetwork.topUp };
export const MAINNET: PoolAmounts = { bond: mainnetNetwork.bond, topUp: mainnetNetwork.topUp };

export const OWNER = "0x00000000000000000000000000000000000000aa";

/** A healthy active validator of the given network; override what the row is about. */
export function validator(over: Partial<Validator> = {}, amounts: PoolAmounts = MAINNET): Validator {
  return { ...registeredValidator(1, OWNER, amounts.bond), firstBlockProposed: true, ...over };
}
