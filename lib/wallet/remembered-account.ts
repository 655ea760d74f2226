import type { Address } from "viem";
import { parseLookupHash, shownAccount } from "@/lib/lookup";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The account of the connection wagmi stored when the page was last left: its `current` connection's first account,
 * read from wagmi's serialized state (a Map is `{ "__type": "Map", "value": [[uid, connection], ...] }`) without
 * wagmi. Null when nothing of the kind is stored, or the storage cannot be read.
 */
export function rememberedAccount(storage: Pick<Storage, "getItem"> | undefined, key: string): Address | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? "null");
    if (!isRecord(stored) || !isRecord(stored.state)) return null;
    const { connections, current } = stored.state;
    if (typeof current !== "string" || !isRecord(connections) || !Array.isArray(connections.value)) return null;
    const entry: unknown = connections.value.find((pair: unknown) => Array.isArray(pair) && pair[0] === current);
    const connection: unknown = Array.isArray(entry) ? entry[1] : undefined;
    const account: unknown = isRecord(connection) && Array.isArray(connection.accounts) ? connection.accounts[0] : null;
    return typeof account === "string" && ADDRESS.test(account) ? (account as Address) : null;
  } catch {
    return null;
  }
}

/**
 * A returning visit's first reads, started as the page's own code starts, before wagmi's code has come and the wallet
 * has confirmed its account: the address shown for the remembered account (the same rule as lib/wallet/read-ahead.ts,
 * a looked-up address in `hash` first). When the wallet then names it, lib/chain/reads/first-requests.ts finds them started
 * and fresh and asks nothing again; a wallet that names another account (or none: locked) leaves them untaken.
 */
export function startRememberedReads(
  storage: Pick<Storage, "getItem"> | undefined,
  key: string,
  hash: string,
  start: (account: Address) => void,
): void {
  const remembered = rememberedAccount(storage, key);
  if (remembered === null) return;
  const { address } = shownAccount(remembered, parseLookupHash(hash));
  if (address) start(address);
}
