"use client";

import { FEE_RECIPIENT_TITLE, feeRecipientText, markDoneLabel } from "@/lib/copy/last-cycle";
import { PoolAddressCopy } from "./PoolAddressCopy";
import { useFeeRecipientDone } from "./useFeeRecipientDone";

/** Where the reminder keeps "done": this browser, per network and address (useFeeRecipientDone). */
export interface FeeAccount {
  readonly network: string;
  readonly address: string;
  readonly poolAddress: string;
}

/**
 * For validators that leave or have left the pool: their fee recipient must stop naming the pool. With `account`,
 * each validator not yet marked done gets its "Done" and the reminder goes once all are; it never blocks a write.
 */
export function FeeRecipientReminder({
  indexes,
  poolAddress,
  account,
}: {
  indexes: readonly number[];
  poolAddress: string;
  account?: FeeAccount;
}) {
  if (indexes.length === 0) return null;
  return account ? (
    <MarkableReminder indexes={indexes} account={account} />
  ) : (
    <ReminderBody count={indexes.length} poolAddress={poolAddress} />
  );
}

function ReminderBody({ count, poolAddress }: { count: number; poolAddress: string }) {
  return (
    <>
      <p className="font-bold text-ink">{FEE_RECIPIENT_TITLE}</p>
      <p className="text-ink-muted">{feeRecipientText(count)}</p>
      <PoolAddressCopy poolAddress={poolAddress} />
    </>
  );
}

function MarkableReminder({ indexes, account }: { indexes: readonly number[]; account: FeeAccount }) {
  const { done, markDone } = useFeeRecipientDone(account.network, account.address);
  const open = indexes.filter((index) => !done.has(index));
  if (open.length === 0) return null;
  return (
    <div data-testid="fee-recipient-reminder" className="flex flex-col gap-2 text-sm">
      <ReminderBody count={open.length} poolAddress={account.poolAddress} />
      <div className="flex flex-wrap gap-2">
        {open.map((index) => (
          <button
            key={index}
            type="button"
            onClick={() => markDone(index)}
            className="rounded-md border border-surface-line px-2 py-1 text-xs font-semibold hover:bg-surface"
          >
            {markDoneLabel(index)}
          </button>
        ))}
      </div>
    </div>
  );
}
