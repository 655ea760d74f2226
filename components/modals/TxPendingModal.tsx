"use client";

import { Modal, SECONDARY_BUTTON } from "./Modal";

/**
 * The loading animation while a transaction is pending. Hiding it does not cancel anything: the
 * buttons stay locked until the wallet answers and the receipt arrives (or its wait times out).
 */
export function TxPendingModal({ open, onHide }: { open: boolean; onHide: () => void }) {
  return (
    <Modal open={open} title="Transaction pending" onClose={onHide}>
      <div className="mb-4 flex items-center gap-4 text-sm text-ink-muted" role="status">
        <span
          aria-hidden="true"
          className="size-8 shrink-0 animate-spin rounded-full border-4 border-surface-line border-t-brand"
        />
        Confirm in your wallet, then wait for the transaction to be mined.
      </div>
      <div className="flex justify-end">
        <button type="button" className={SECONDARY_BUTTON} onClick={onHide}>
          Hide
        </button>
      </div>
    </Modal>
  );
}
