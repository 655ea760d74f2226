"use client";

import { FeeRecipientReminder } from "@/components/fee-recipient/FeeRecipientReminder";
import { ExitCostList, type ExitCostText } from "@/components/winddown/ExitCostList";
import { EXIT_CANNOT_BE_UNDONE, EXIT_PAID_NEXT_ROOT, exitOverdueWarning } from "@/lib/copy/last-cycle";
import { ConfirmActions, Modal } from "./Modal";

/** Before an exit request: what the user gives up and what comes next (the pool's rules: docs/oracle.md). */
export function NoticeModal({
  open,
  count,
  pendingCount,
  costs = [],
  costTotal = "0.000",
  lastClose = null,
  poolAddress = "",
  indexes = [],
  onConfirm,
  onClose,
}: {
  open: boolean;
  count: number;
  /** How many of the selected validators are Pending: they give their accrued rewards to the pool. */
  pendingCount: number;
  /** What the exit forfeits: each selected Pending validator's accrued rewards (ETH, 3 decimals), and the total. */
  costs?: readonly ExitCostText[];
  costTotal?: string;
  /** The last close's date while the cycle is overdue (lib/validators/cycle-overdue.ts); null otherwise. */
  lastClose?: string | null;
  /** The pool's address, which the leaving validators' fee recipient must stop naming. */
  poolAddress?: string;
  indexes?: readonly number[];
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Notice" onClose={onClose}>
      <div className="mb-5 flex flex-col gap-2 text-sm text-ink-muted">
        <p data-testid="exit-notice-bond">
          {EXIT_CANNOT_BE_UNDONE} {EXIT_PAID_NEXT_ROOT}
        </p>
        {lastClose ? (
          <p data-testid="exit-notice-overdue" className="font-semibold text-status-pending">
            {exitOverdueWarning(lastClose)}
          </p>
        ) : null}
        <p>
          Active validators keep their unclaimed rewards. Pending validators, which have not yet proposed a block for
          the pool, give their accrued rewards to the pool.
        </p>
        {pendingCount > 0 ? (
          <p className="font-semibold text-status-pending">
            {pendingCount} of the {count} selected validator{count === 1 ? "" : "s"} {pendingCount === 1 ? "is" : "are"}{" "}
            Pending.
          </p>
        ) : null}
        <ExitCostList costs={costs} total={costTotal} />
        <div data-testid="exit-notice-fee-recipient" className="flex flex-col gap-2">
          <FeeRecipientReminder indexes={indexes} poolAddress={poolAddress} />
        </div>
      </div>
      <ConfirmActions label="Request Exit" onCancel={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}
