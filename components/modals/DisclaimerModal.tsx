"use client";

import { useState } from "react";
import { abbreviateAddress } from "@/lib/format";
import { ConfirmActions, Modal, SECONDARY_BUTTON } from "./Modal";

/** Subscribing needs all three ticked: the user accepts each risk separately. */
export const DISCLAIMER_CHECKS = [
  "I have read the docs and the terms",
  "I run MEV Boost with the monitored relays",
  "I verified that my fee recipient is the pool address",
] as const;

export function DisclaimerModal({
  open,
  poolAddress,
  deposit,
  onConfirm,
  onClose,
}: {
  open: boolean;
  poolAddress: string;
  /** What registerBulk will charge, formatted ETH. */
  deposit: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [ticked, setTicked] = useState<readonly boolean[]>(DISCLAIMER_CHECKS.map(() => false));
  const [copied, setCopied] = useState(false);
  const allTicked = ticked.every(Boolean);
  // Cancelled or confirmed, the next opening starts unticked, whether or not the parent unmounts the modal.
  const close = () => {
    setTicked(DISCLAIMER_CHECKS.map(() => false));
    setCopied(false);
    onClose();
  };

  return (
    <Modal open={open} title="Disclaimer" onClose={close}>
      <p className="mb-3 text-sm text-ink-muted">Set your validators&apos; fee recipient to the pool address:</p>
      <div className="mb-4 flex items-center gap-2 rounded-lg bg-surface px-3 py-2 font-mono text-sm">
        <span data-testid="pool-address" className="min-w-0 flex-1 truncate">
          <span className="phone:hidden">{poolAddress}</span>
          <span className="hidden phone:inline">{abbreviateAddress(poolAddress)}</span>
        </span>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() =>
            void navigator.clipboard?.writeText(poolAddress).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
      <fieldset className="mb-5 flex flex-col gap-3 text-sm">
        <legend className="sr-only">Before you subscribe</legend>
        {DISCLAIMER_CHECKS.map((text, i) => (
          <label key={text} className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={ticked[i] ?? false}
              onChange={(e) => setTicked(ticked.map((t, j) => (j === i ? e.target.checked : t)))}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            {text}
          </label>
        ))}
      </fieldset>
      <ConfirmActions label={`Deposit ${deposit} ETH`} disabled={!allTicked} onCancel={close} onConfirm={onConfirm} />
    </Modal>
  );
}
