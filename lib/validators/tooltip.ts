import { formatEther } from "viem";
import { validatorHealth, type ValidatorHealth } from "./health";
import { validatorStatus, type ValidatorStatus } from "./status";
import type { PoolAmounts, Validator } from "./types";

/** Amounts as the tooltips write them: "0.15E", "0.015E" (exact, no trailing zeros). */
interface TooltipAmounts {
  readonly penalty: string;
  readonly bond: string;
}
type Text = (a: TooltipAmounts) => string;

const NOT_REGISTERED = "This validator is not registered with Smoothly.";
const EXITED = "This validator has exited Smoothly. Any bond or rewards it still holds can be claimed.";
const MISSED_ACTIVE: Text = (a) =>
  `This validator missed a block proposal, you're excluded from this rewards cycle, and will be penalized ${a.penalty} if you already missed a block.`;
const WRONG_FEE_ACTIVE =
  "This validator proposed a block with the wrong fee recipient, its entire bond has been added to the pool and it has been expelled from Smoothly.";
const EXPELLED =
  "This validator was expelled from Smoothly for proposing a block with the wrong fee recipient and cannot register again.";
const RELAY_EXCLUDED =
  "This validator is excluded from the next rewards cycle because its MEV relay registration does not name the pool as fee recipient. No bond is taken.";
const PENALIZED_EARNING: Text = (a) =>
  `This validator has been penalized and part of its bond has been added to the pool. It earns no rewards until you add bond back to ${a.bond}.`;

/**
 * Every status × health pair has a text, from the pool's rules (docs/oracle.md). Pairs the rules cannot produce today
 * (Penalized needs an active validator, so never Exited or Unregistered) still get a sensible one.
 */
const TOOLTIPS: Record<ValidatorStatus, Record<ValidatorHealth, Text>> = {
  Unregistered: {
    Good: () => NOT_REGISTERED,
    "Missed block proposal": () =>
      "This validator is not registered with Smoothly. It missed a block proposal while it was in the pool.",
    "Wrong fee recipient": () => EXPELLED,
    "Relay incorrect fee recipient": () =>
      "This validator is not registered with Smoothly. Its MEV relay registration does not name the pool as fee recipient.",
    Penalized: () => NOT_REGISTERED,
  },
  Pending: {
    Good: () =>
      "This validator is accruing rewards, which become claimable after its first block proposal that pays the pool.",
    "Missed block proposal": () =>
      "This validator missed a block proposal while pending, its accrued rewards have been added to the pool.",
    "Wrong fee recipient": () =>
      "This validator proposed a block with the wrong fee recipient while pending, its accrued rewards have been added to the pool.",
    "Relay incorrect fee recipient": () => RELAY_EXCLUDED,
    Penalized: PENALIZED_EARNING,
  },
  Active: {
    Good: () => "This validator is active and accruing rewards.",
    "Missed block proposal": MISSED_ACTIVE,
    "Wrong fee recipient": () => WRONG_FEE_ACTIVE,
    "Relay incorrect fee recipient": () => RELAY_EXCLUDED,
    Penalized: PENALIZED_EARNING,
  },
  "Exit Requested": {
    Good: () => "This validator has requested an exit. When the current rewards cycle ends, you can withdraw its bond.",
    "Missed block proposal": MISSED_ACTIVE,
    "Wrong fee recipient": () => WRONG_FEE_ACTIVE,
    "Relay incorrect fee recipient": () => RELAY_EXCLUDED,
    Penalized: () =>
      "This validator has been penalized and part of its bond has been added to the pool. What is left can be withdrawn after the current rewards cycle.",
  },
  Exited: {
    Good: () => EXITED,
    "Missed block proposal": () => "This validator has exited Smoothly. It missed a block proposal before it left.",
    "Wrong fee recipient": () => EXPELLED,
    "Relay incorrect fee recipient": () =>
      "This validator has exited Smoothly. Its MEV relay registration did not name the pool as fee recipient.",
    Penalized: () => EXITED,
  },
};

/** The info marker's text for a status × health pair, with the network's real penalty and bond. */
export function tooltipText(status: ValidatorStatus, health: ValidatorHealth, amounts: PoolAmounts): string {
  return TOOLTIPS[status][health]({
    penalty: `${formatEther(amounts.topUp)}E`,
    bond: `${formatEther(amounts.bond)}E`,
  });
}

/** The info marker's text for one validator. */
export function validatorTooltip(v: Validator, amounts: PoolAmounts): string {
  return tooltipText(validatorStatus(v), validatorHealth(v, amounts.bond), amounts);
}
