"use client";

import { useSyncExternalStore } from "react";
import type { UnaskedCounts } from "./asked-for";
import { rpcName } from "./read-failure";
import { unaskedNote, unaskedTally } from "./unasked-tally";
import { useReadEndpoint } from "./use-read-endpoint";

const NONE: UnaskedCounts = {};
const never = () => () => undefined;

/** What the page says of its RPC's answers that it did not ask for (dropped so far); null while there are none. */
export function useUnaskedNote(): string | null {
  const endpoint = useReadEndpoint();
  // Stryker disable next-line ConditionalExpression: nothing adds to a tally for no endpoint, so it stays empty
  const tally = endpoint === null ? null : unaskedTally(endpoint);
  const counts = useSyncExternalStore(
    tally?.subscribe ?? never,
    () => tally?.snapshot() ?? NONE,
    () => NONE,
  );
  // Stryker disable next-line ConditionalExpression: without an endpoint the counts are empty, and an empty note is null
  return endpoint === null ? null : unaskedNote(rpcName(endpoint), counts);
}
