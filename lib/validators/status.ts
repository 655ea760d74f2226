import type { Validator } from "./types";

export const VALIDATOR_STATUSES = ["Unregistered", "Pending", "Active", "Exit Requested", "Exited"] as const;
export type ValidatorStatus = (typeof VALIDATOR_STATUSES)[number];

/**
 * A row's status: one of the five, or Unknown for a validator listed from the pool's events alone, whose beacon
 * status only the oracle knows.
 */
export type RowStatus = ValidatorStatus | "Unknown";

/** The status legend under the table, in the product's order and spelling ("Exit requested" in lowercase there). */
export const STATUS_LEGEND: readonly { readonly status: ValidatorStatus; readonly label: string }[] = [
  { status: "Unregistered", label: "Unregistered" },
  { status: "Pending", label: "Pending" },
  { status: "Active", label: "Active" },
  { status: "Exit Requested", label: "Exit requested" },
  { status: "Exited", label: "Exited" },
];

/** Added to the legend while rows of unknown status are shown. */
export const UNKNOWN_STATUS_LEGEND = { status: "Unknown", label: "Status unknown" } as const;

type StatusFields = Pick<Validator, "active" | "exitRequested" | "firstBlockProposed" | "stake" | "rewards">;

/** Display status; the checks run in order of precedence (an exit request shows whatever else holds). */
export function validatorStatus(v: StatusFields): ValidatorStatus {
  if (v.active === undefined) return "Unregistered";
  if (v.exitRequested) return "Exit Requested";
  if (v.active && !v.firstBlockProposed) return "Pending";
  if (!v.active && v.stake <= 0n && v.rewards <= 0n) return "Unregistered";
  if (!v.active) return "Exited";
  return "Active";
}
