"use client";

import { feeRecipientRow } from "@/lib/copy/last-cycle";
import type { RowStatus } from "@/lib/validators/status";
import { FeeRecipientReminder, type FeeAccount } from "./FeeRecipientReminder";
import { useFeeRecipientDone } from "./useFeeRecipientDone";

/** In an Exit Requested or Exited row: one line, and the reminder behind it, until it is marked done. */
export function RowFeeRecipient({ index, status, account }: { index: number; status: RowStatus; account: FeeAccount }) {
  const { done } = useFeeRecipientDone(account.network, account.address);
  if ((status !== "Exit Requested" && status !== "Exited") || done.has(index)) return null;
  return (
    <details data-testid="row-fee-recipient" className="mt-1 max-w-xs text-[11px] font-normal leading-tight">
      <summary className="cursor-pointer font-semibold text-status-pending">
        {feeRecipientRow(status === "Exited")}
      </summary>
      <div className="mt-1">
        <FeeRecipientReminder indexes={[index]} poolAddress={account.poolAddress} account={account} />
      </div>
    </details>
  );
}
