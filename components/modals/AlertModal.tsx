"use client";

import { ExternalLink } from "@/components/ExternalLink";
import { Modal, PRIMARY_BUTTON } from "./Modal";

export interface AlertContent {
  readonly kind: "success" | "failure";
  readonly message: string;
  /** Explorer link to the transaction; none on the local chain. */
  readonly explorerTxUrl?: string;
  /** The mined (or still pending) transaction the result is about: after a speed-up, the replacement's hash. */
  readonly txHash?: string;
}

/** The result of an action. The page opens it 500 ms after the result; see useDelayedAlert. */
export function AlertModal({
  alert,
  onClose,
  onShown,
}: {
  alert: AlertContent | null;
  onClose: () => void;
  /** Called once the text is in the document (the page's settle sign waits for it: useWriteSettled.ts). */
  onShown?: () => void;
}) {
  return (
    <Modal open={alert !== null} title={alert?.kind === "success" ? "Success" : "Error"} onClose={onClose}>
      <p
        ref={(node) => {
          if (node) onShown?.();
        }}
        role="alert"
        data-tx-hash={alert?.txHash}
        className={`mb-5 text-sm ${alert?.kind === "failure" ? "text-danger" : "text-ink"}`}
      >
        {alert?.message}
      </p>
      <div className="flex items-center justify-end gap-4">
        {alert?.explorerTxUrl ? (
          <ExternalLink href={alert.explorerTxUrl} className="text-sm font-semibold text-brand-soft hover:underline">
            View transaction
          </ExternalLink>
        ) : null}
        <button type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
