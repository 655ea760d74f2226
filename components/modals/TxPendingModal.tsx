"use client";

import { Modal } from "./Modal";

/** The loading animation while a transaction is pending (spec §2). It cannot be dismissed; the wallet decides. */
export function TxPendingModal({ open }: { open: boolean }) {
  return (
    <Modal open={open} title="Transaction pending" onClose={() => undefined}>
      <div className="flex items-center gap-4 text-sm text-ink-muted" role="status">
        <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-surface-line border-t-brand" />
        Confirm in your wallet, then wait for the transaction to be mined.
      </div>
    </Modal>
  );
}
