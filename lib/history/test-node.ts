import { createPublicClient, custom, numberToHex, type Hex, type RpcLog } from "viem";

export interface GetLogsFilter {
  readonly fromBlock: Hex;
  readonly toBlock: Hex;
  readonly topics: readonly (Hex | readonly Hex[])[];
}

/** Block n's timestamp is 1,700,000,000 + 12 n; its hash encodes n and the chain's `era` (a replaced chain). */
export const blockHash = (n: number, era: number) =>
  `0x${era.toString(16).padStart(8, "0")}${n.toString(16).padStart(56, "0")}` as Hex;

/** A node holding `logs` with `head` and `finalized` blocks; records each eth_getLogs range and every method. */
export function fakeNode(
  logs: readonly RpcLog[],
  chain: { head: number; finalized: number | null; era?: number; chainId?: number; failAfterRanges?: number },
) {
  const ranges: [number, number][] = [];
  const methods: string[] = [];
  let failGetLogs = false;
  const client = createPublicClient({
    transport: custom(
      {
        async request({ method, params }: { method: string; params: readonly unknown[] }) {
          methods.push(method);
          if (method === "eth_chainId") return numberToHex(chain.chainId ?? 17000);
          if (method === "eth_blockNumber") return numberToHex(chain.head);
          if (method === "eth_getBlockByNumber") {
            const tag = params[0];
            const n = tag === "finalized" ? chain.finalized : Number(tag);
            if (n === null || n > chain.head) return null;
            return {
              number: numberToHex(n),
              hash: blockHash(n, chain.era ?? 0),
              timestamp: numberToHex(1_700_000_000 + 12 * n),
            };
          }
          if (method !== "eth_getLogs") throw new Error(`unexpected ${method}`);
          if (failGetLogs || ranges.length === chain.failAfterRanges) throw new Error("internal error");
          const filter = params[0] as GetLogsFilter;
          const from = Number(filter.fromBlock);
          const to = Number(filter.toBlock);
          ranges.push([from, to]);
          return logs.filter((l) => {
            const block = Number(l.blockNumber);
            // No owner topic asked: every owner's (the snapshot's writer).
            return block >= from && block <= to && (filter.topics.length < 2 || l.topics[1] === filter.topics[1]);
          });
        },
      },
      { retryCount: 0 },
    ),
  });
  return {
    client,
    ranges,
    methods,
    failGetLogs: () => {
      failGetLogs = true;
    },
  };
}
