import type { RangeMemory } from "./read-pool-logs";

/** The session's memory of the eth_getLogs block range an endpoint stated, per endpoint and chain. */
export function sessionRangeMemory(endpoint: string, chainId: number): RangeMemory | undefined {
  if (typeof window === "undefined") return undefined;
  const key = `smoothly:getLogs-range:v1:${chainId}:${endpoint}`;
  return {
    get() {
      try {
        const text = window.sessionStorage.getItem(key);
        return text !== null && /^[1-9]\d{0,15}$/.test(text) ? BigInt(text) : null;
      } catch {
        return null; // storage disabled: every read starts wide
      }
    },
    set(blocks) {
      try {
        window.sessionStorage.setItem(key, blocks.toString());
      } catch {
        // Full or disabled storage only costs the next read a refusal.
      }
    },
  };
}
