"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/** The frame every product modal shares: backdrop, centred panel, title; Escape and the backdrop close it. */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-backdrop/60" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-surface-line bg-surface-raised p-6 text-ink shadow-2xl">
          <DialogTitle className="mb-3 text-lg font-extrabold">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export const PRIMARY_BUTTON =
  "rounded-lg bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:cursor-not-allowed disabled:opacity-40";
export const SECONDARY_BUTTON =
  "rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";

/** The Cancel / confirm row at the foot of a confirming modal. */
export function ConfirmActions({
  label,
  disabled = false,
  onCancel,
  onConfirm,
}: {
  label: string;
  disabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
        Cancel
      </button>
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={disabled}
        onClick={() => {
          onCancel();
          onConfirm();
        }}
      >
        {label}
      </button>
    </div>
  );
}
