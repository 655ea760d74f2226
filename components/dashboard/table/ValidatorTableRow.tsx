import { memo, type ReactNode } from "react";
import { ExternalLink } from "@/components/ExternalLink";
import type { FeeAccount } from "@/components/fee-recipient/FeeRecipientReminder";
import { RowFeeRecipient } from "@/components/fee-recipient/RowFeeRecipient";
import { lockAttributes, type WriteLock } from "@/components/write-lock";
import type { BondAction } from "@/lib/validators/bond-action";
import type { ValidatorRow } from "@/lib/validators/rows";
import { BondCell } from "./BondCell";
import { InfoMarker } from "./InfoMarker";
import { StatusIcon } from "./StatusIcon";

export interface ValidatorTableRowProps {
  row: ValidatorRow;
  /** 1-based position among all the table's rows, the header being 1 (for a windowed table). */
  rowIndex: number;
  busy: boolean;
  /** Someone else's address is shown: the checkbox and the bond action are disabled and say why. */
  lock?: WriteLock;
  onToggle: (row: ValidatorRow) => void;
  onBondAction: (index: number, action: Exclude<BondAction, null>) => void;
  /** Shown under the bond cell's Withdraw bond: whether the bond's proof matches the pool's root. */
  bondMark?: ReactNode;
  /** Beacon chain explorer base URL: the index links to its validator page; null keeps it plain text. */
  beaconExplorerUrl?: string | null;
  /** Where the row's fee-recipient reminder keeps its "done"; without it, no reminder. */
  feeAccount?: FeeAccount;
  /** The windowed table measures each rendered row's height. */
  measureRef?: (element: HTMLTableRowElement | null) => void;
  /** The row's position in the list, for the measurement. */
  dataIndex?: number;
}

const CELL = "px-1.5 py-3 desktop:px-3";

/** One validator. Memoized: with stable handlers, a tick re-renders only the rows whose props changed. */
export const ValidatorTableRow = memo(function ValidatorTableRow({
  row,
  rowIndex,
  busy,
  lock,
  onToggle,
  onBondAction,
  bondMark,
  beaconExplorerUrl = null,
  feeAccount,
  measureRef,
  dataIndex,
}: ValidatorTableRowProps) {
  return (
    <tr
      ref={measureRef}
      data-index={dataIndex}
      aria-rowindex={rowIndex}
      data-testid={`validator-${row.index}`}
      data-status={row.status}
      className="border-b border-surface-line/60 last:border-0"
    >
      <td className={CELL}>
        <label className="flex items-center gap-2 desktop:gap-3">
          <input
            type="checkbox"
            checked={row.selected}
            disabled={!row.selectable || busy || lock !== undefined}
            onChange={() => onToggle(row)}
            aria-label={`Select validator ${row.index}`}
            {...lockAttributes(lock)}
            className="size-4 accent-brand disabled:opacity-30"
          />
          <StatusIcon status={row.status} />
        </label>
      </td>
      <td className={`${CELL} font-semibold tabular-nums`}>
        {beaconExplorerUrl ? (
          <ExternalLink
            href={`${beaconExplorerUrl}/validator/${row.index}`}
            className="underline decoration-dotted underline-offset-2 hover:text-brand"
          >
            {row.index}
          </ExternalLink>
        ) : (
          row.index
        )}
        {/* Trouble shows in the row itself, not only behind the info marker; short lines keep the column narrow. */}
        {row.health === "Good" || row.health === null ? null : (
          <span data-testid="health" className="mt-0.5 block text-[11px] font-semibold leading-tight text-danger">
            {row.health}
          </span>
        )}
        {feeAccount ? <RowFeeRecipient index={row.index} status={row.status} account={feeAccount} /> : null}
      </td>
      <td className={CELL} title={row.bondNote ?? undefined}>
        <BondCell
          index={row.index}
          bond={row.bond}
          action={row.bondAction}
          disabled={busy}
          lock={lock}
          onAction={onBondAction}
        />
        {row.bondAction === "withdraw" ? bondMark : null}
      </td>
      <td className={`${CELL} tabular-nums`} title={row.unclaimedNote ?? undefined}>
        {row.unclaimed}
      </td>
      <td className={`${CELL} text-right`}>
        <InfoMarker index={row.index} text={row.tooltip} />
      </td>
    </tr>
  );
});
