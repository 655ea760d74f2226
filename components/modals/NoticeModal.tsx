"use client";

import { ExitCostList, type ExitCostText } from "@/components/winddown/ExitCostList";
import { ConfirmActions, Modal } from "./Modal";

/** Before an exit request: what the user gives up and what comes next (the pool's rules: docs/oracle.md). */
export function NoticeModal({
  open,
  count,
  pendingCount,
  costs = [],
  costTotal = "0.000",
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
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Notice" onClose={onClose}>
      <div className="mb-5 flex flex-col gap-2 text-sm text-ink-muted">
        <p>Requesting an exit cannot be undone. Your bond becomes withdrawable once the current reward cycle ends.</p>
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
      </div>
      <ConfirmActions label="Request Exit" onCancel={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}
