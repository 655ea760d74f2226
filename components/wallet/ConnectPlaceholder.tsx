import { INTENT_ATTRIBUTE } from "@/lib/early-input";

export const CONNECT_BUTTON =
  "rounded-xl bg-brand px-4 py-2 text-sm font-bold text-on-brand shadow hover:bg-brand-strong focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";

/**
 * "Connect Wallet" before the wallet's code is here: a tap on it is kept and acted on when that code arrives (the
 * page's early input, lib/early-input.ts), which a pointer, a finger or the focus on it starts fetching.
 */
export function ConnectPlaceholder({ busy = false, onClick }: { busy?: boolean; onClick?: () => void }) {
  return (
    <button
      type="button"
      {...{ [INTENT_ATTRIBUTE]: "connect" }}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={CONNECT_BUTTON}
    >
      Connect Wallet
    </button>
  );
}
