// The History at mainnet scale behind each provider profile, replayed in process on a virtual clock:
// `tsx scripts/bench/history-figures.ts` (npm run bench runs it too). One `name: value unit` line per figure.
import { fileURLToPath } from "node:url";
import { createPublicClient, http } from "viem";
import { politeFetch } from "../../lib/chain/polite-fetch";
import { RpcGate } from "../../lib/chain/rpc-gate";
import { mainnet } from "../../lib/protocol/chains";
import { scanHistory } from "../../lib/history/scan";
import type { ProxyProfileName } from "../../mocks/rpc-proxy/profiles";
import { busyOperatorChain, simulatedProvider, VirtualClock } from "../../mocks/rpc-proxy/simulation";

const OWNER = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const POOL = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
const DEPLOY_BLOCK = 18_700_000n;

export interface HistoryFigure {
  readonly profile: ProxyProfileName;
  readonly events: number;
  readonly calls: number;
  readonly getLogs: number;
  /** eth_getLogs the cap allows at the least (the span over the block cap; 1 without one). */
  readonly minimumGetLogs: number;
  readonly refused: number;
  readonly requests: number;
  readonly simulatedSeconds: number;
  readonly failed: string | null;
}

/** One full read of the busy operator's History from the deployment block, as the page does it, behind `profile`. */
export async function historyFigure(profile: ProxyProfileName, blockCap: number | null): Promise<HistoryFigure> {
  const clock = new VirtualClock();
  const chain = busyOperatorChain(OWNER, clock);
  const provider = simulatedProvider(chain, profile, clock);
  const gate = new RpcGate({ clock });
  const client = createPublicClient({
    chain: mainnet,
    transport: http("https://rpc.simulated.example", {
      batch: { batchSize: gate.maxBatch },
      fetchFn: politeFetch(gate, provider.fetch, clock.now),
      timeout: 0,
    }),
  });
  let events = 0;
  let failed: string | null = null;
  try {
    const read = await clock.run(
      scanHistory({
        client,
        chainId: 1,
        pool: POOL,
        account: OWNER,
        deployBlock: DEPLOY_BLOCK,
        cached: null,
        onCache: () => {},
      }),
    );
    events = read.events.length;
  } catch (error) {
    failed = error instanceof Error ? error.message.split("\n")[0]! : String(error);
  }
  const span = Number(chain.head - DEPLOY_BLOCK + 1n);
  return {
    profile,
    events,
    calls: provider.counters.calls,
    getLogs: provider.counters.getLogs,
    minimumGetLogs: blockCap === null ? 1 : Math.ceil(span / blockCap),
    refused: provider.counters.refused,
    requests: provider.counters.requests,
    simulatedSeconds: clock.now() / 1000,
    failed,
  };
}

export const HISTORY_PROFILES: readonly (readonly [ProxyProfileName, number | null])[] = [
  ["result-capped", null],
  ["range-10k", 10_000],
  ["range-1k-rate", 1_000],
];

export async function printHistoryFigures(print: (line: string) => void): Promise<void> {
  for (const [profile, cap] of HISTORY_PROFILES) {
    const f = await historyFigure(profile, cap);
    const name = `history ${profile}`;
    print(`${name} events: ${f.events}`);
    print(
      `${name} eth_getLogs: ${f.getLogs} calls (minimum ${f.minimumGetLogs}, ${(f.getLogs / f.minimumGetLogs).toFixed(3)}×)`,
    );
    print(`${name} calls: ${f.calls} in ${f.requests} requests, ${f.refused} refused`);
    print(`${name} simulated time: ${f.simulatedSeconds.toFixed(1)} s`);
    print(`${name} error shown: ${f.failed ?? "none"}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printHistoryFigures((line) => process.stdout.write(`${line}\n`));
}
