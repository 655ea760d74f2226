import { CHAIN_LIST_READING, chainListEmpty, chainListFailed, chainListNote } from "@/lib/copy/chain-list";

/**
 * Where the table stands while the pool API cannot give the list: read from the pool's events, being read, or
 * unknown because the chain does not answer either. Never "No validators found": unregistered ones are the API's.
 */
export function ChainListStatus({
  status,
  empty,
  reason,
}: {
  status: "reading" | "failed" | "ready";
  /** The events name no validator of this address. */
  empty: boolean;
  /** Why the API cannot give the list ("the pool API cannot be reached"). */
  reason: string;
}) {
  const text =
    status === "reading"
      ? CHAIN_LIST_READING
      : status === "failed"
        ? chainListFailed(reason)
        : empty
          ? chainListEmpty(reason)
          : chainListNote(reason);
  return (
    <p
      role="status"
      data-testid="chain-list"
      data-state={status}
      className={`rounded-xl border border-surface-line bg-surface px-4 py-3 text-sm ${status === "failed" ? "text-danger" : "text-ink-muted"}`}
    >
      {text}
    </p>
  );
}
