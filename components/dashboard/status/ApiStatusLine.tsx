import {
  API_MALFORMED,
  API_UNREACHABLE,
  CHAIN_UNREACHABLE,
  chainUnusableNote,
  RETRY,
  RETRYING,
} from "@/lib/copy/loading";
import type { ChainFailure } from "@/lib/figure";
import type { ApiProblem } from "@/lib/validators/list-status";

/** One line under the title when the pool API failed, with a Retry that asks again at once. */
export function ApiStatusLine({ problem, onRetry }: { problem: ApiProblem | null; onRetry: () => void }) {
  if (problem === null) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-3 text-sm text-ink-muted" data-testid="api-status">
      <span>
        {problem === "unreachable" ? API_UNREACHABLE : API_MALFORMED} {RETRYING}
      </span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-surface-line px-2 py-0.5 font-semibold text-ink hover:border-brand"
      >
        {RETRY}
      </button>
    </p>
  );
}

/**
 * A quiet note while the pool's events cannot be followed: the chain does not answer (the countdown, gas and events
 * then have a reason to lag), or its RPC answers with what the page cannot use (named).
 */
export function ChainStatusNote({ problem }: { problem: ChainFailure | null }) {
  if (problem === null) return null;
  return (
    <p role="status" className="text-xs text-ink-faint" data-testid="chain-status">
      {problem === "chain-unreachable" ? CHAIN_UNREACHABLE : chainUnusableNote(problem.rpc)}
    </p>
  );
}
