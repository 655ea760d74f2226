import {
  CHAIN_LIST_READING,
  chainListEmpty,
  chainListFailed,
  chainListNote,
  chainListUnusable,
} from "@/lib/copy/chain-list";

/**
 * Where the table stands while the pool API cannot give the list: read from the pool's events, being read, or
 * unknown because the chain does not answer either (or its RPC's answers could not be used). Never "No validators
 * found": unregistered ones are the API's.
 */
export function ChainListStatus({
  status,
  empty,
  reason,
  unusableRpc = null,
}: {
  status: "reading" | "failed" | "ready";
  /** The events name no validator of this address. */
  empty: boolean;
  /** Why the API cannot give the list ("the pool API cannot be reached"). */
  reason: string;
  /** When the read failed though the chain answered: the RPC whose answers could not be used. */
  unusableRpc?: string | null;
}) {
  const text =
    status === "reading"
      ? CHAIN_LIST_READING
      : status === "failed"
        ? unusableRpc === null
          ? chainListFailed(reason)
          : chainListUnusable(reason, unusableRpc)
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
