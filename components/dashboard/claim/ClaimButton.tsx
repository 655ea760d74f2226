import { lockAttributes, type WriteLock } from "@/components/write-lock";

/** The Claim button: a known claimable amount, or no amount at all (lib/trees/claim-choice.ts writes its label). */
export function ClaimButton({
  label,
  disabled,
  lock,
  onClaim,
}: {
  label: string;
  disabled: boolean;
  /** Someone else's address is shown: the amount stays readable, the button does nothing. */
  lock?: WriteLock;
  onClaim: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClaim}
      disabled={disabled || lock !== undefined}
      {...lockAttributes(lock)}
      className="rounded-xl bg-brand px-5 py-2.5 text-sm font-bold text-on-brand shadow hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft disabled:cursor-not-allowed disabled:bg-surface-line disabled:text-ink-faint"
    >
      {label}
    </button>
  );
}
