import type { Validator } from "./types";

export const VALIDATOR_HEALTHS = [
  "Missed block proposal",
  "Wrong fee recipient",
  "Relay incorrect fee recipient",
  "Penalized",
  "Good",
] as const;
export type ValidatorHealth = (typeof VALIDATOR_HEALTHS)[number];

type HealthFields = Pick<Validator, "active" | "slashMiss" | "slashFee" | "excludeRebalance" | "stake">;

/**
 * Health label, worst first. "Without a stake it is Good": a validator the pool does not know
 * (active undefined, the oracle sent no stake at all) is Good whatever else it carries.
 */
export function validatorHealth(v: HealthFields, bond: bigint): ValidatorHealth {
  if (v.active === undefined) return "Good";
  if (v.slashMiss > 0) return "Missed block proposal";
  if (v.slashFee > 0) return "Wrong fee recipient";
  if (v.excludeRebalance) return "Relay incorrect fee recipient";
  if (v.active && v.stake !== bond) return "Penalized";
  return "Good";
}
