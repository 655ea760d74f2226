import type { Address } from "viem";
import { viewingMessage } from "@/lib/copy/read-only";
import { safeAppLine } from "@/lib/copy/safe";
import type { WriteLock } from "@/components/write-lock";

/** The lines above an account's figures: the Safe the page writes as, or the address only viewed and why. */
export function AccountLines({
  address,
  chainName,
  viaSafe,
  lock,
}: {
  address: Address;
  chainName: string;
  viaSafe: boolean;
  lock: WriteLock | undefined;
}) {
  return (
    <>
      {viaSafe && !lock ? (
        <p
          role="status"
          data-testid="safe-app"
          className="break-all rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm text-ink-muted"
        >
          {safeAppLine(address, chainName)}
        </p>
      ) : null}
      {lock ? (
        <p role="status" className="rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm text-ink-muted">
          <span className="break-all">{viewingMessage(address)}</span>{" "}
          <span id={lock.id} className="font-semibold text-ink">
            {lock.reason}
          </span>
        </p>
      ) : null}
    </>
  );
}
