import type { Selection } from "@/lib/validators/selection";

const plural = (n: number) => `${n} validator${n === 1 ? "" : "s"}`;

/** What the ticked rows can do: "Subscribe N validators" or "Request Exit for N validators", and Cancel. */
export function SelectionBar({
  selection,
  disabled,
  onConfirm,
  onCancel,
}: {
  selection: Selection;
  disabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (selection.kind === null) return null;
  const count = selection.indexes.length;
  const label = selection.kind === "subscribe" ? `Subscribe ${plural(count)}` : `Request Exit for ${plural(count)}`;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-surface-line bg-surface px-4 py-3">
      <button
        type="button"
        onClick={onConfirm}
        disabled={disabled}
        className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-on-brand hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:opacity-50"
      >
        {label}
      </button>
      <button
        type="button"
        onClick={onCancel}
        className="rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft"
      >
        Cancel
      </button>
    </div>
  );
}
