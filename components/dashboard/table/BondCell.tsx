import { lockAttributes, type WriteLock } from "@/components/write-lock";
import { UNKNOWN_VALUE } from "@/lib/copy/figures";
import type { BondAction } from "@/lib/validators/bond-action";

const LABELS: Record<Exclude<BondAction, null>, string> = { withdraw: "Withdraw bond", add: "Add bond" };

/**
 * The bond amount; where there is an action, the cell is a button that names it. On a desktop with a mouse the
 * label appears on hover or focus; on phones, tablets and touch screens of any width,
 * which cannot hover, it is always shown.
 */
export function BondCell({
  index,
  bond,
  action,
  disabled,
  lock,
  onAction,
}: {
  index: number;
  bond: string;
  action: BondAction;
  disabled: boolean;
  lock?: WriteLock;
  onAction: (index: number, action: Exclude<BondAction, null>) => void;
}) {
  if (action === null) return <span className="tabular-nums">{bond}</span>;
  const label = LABELS[action];
  return (
    <button
      type="button"
      disabled={disabled || lock !== undefined}
      onClick={() => onAction(index, action)}
      aria-label={`${label} for validator ${index} (bond ${bond === UNKNOWN_VALUE ? bond : `${bond} ETH`})`}
      {...lockAttributes(lock)}
      className="group/bond inline-flex flex-col items-start rounded-md px-1 text-left tabular-nums hover:bg-surface-line focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:opacity-50 desktop:flex-row desktop:items-center desktop:gap-2"
    >
      <span>{bond}</span>
      <span className="text-xs font-semibold text-brand-soft sm:whitespace-nowrap pointer-desktop:hidden pointer-desktop:group-hover/bond:inline pointer-desktop:group-focus-visible/bond:inline">
        {label}
      </span>
    </button>
  );
}
