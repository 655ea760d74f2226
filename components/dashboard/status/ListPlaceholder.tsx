import { LOADING_VALIDATORS } from "@/lib/copy/list-loading";
import type { ListPhase } from "@/lib/validators/list-status";

// Its own file: the visitor view (first load) needs it, and not the API and chain status lines.
/** Stands where the table goes until the first answer: loading, or empty after a failure. */
export function ListPlaceholder({ phase }: { phase: Exclude<ListPhase, "ready" | "idle"> }) {
  return phase === "loading" ? (
    <p role="status" className="py-10 text-center text-ink-muted">
      {LOADING_VALIDATORS}
    </p>
  ) : (
    <div className="py-10" aria-hidden="true" />
  );
}
