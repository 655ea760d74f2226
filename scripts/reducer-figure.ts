// Applies 10,000 pool logs to 5,000 validators with the page's one reducer and times each warm run, as wall time
// and as the CPU time of this process. Run alone in its own process (the budget test spawns it) so that other
// work on the machine stretches neither figure.
//   node --import tsx scripts/reducer-figure.ts   prints { wallMs: [...], cpuMs: [...] } as JSON
import { fileURLToPath } from "node:url";
import { localNetwork } from "../lib/network/local";
import { applyPoolEvents, createValidatorListState } from "../lib/validators/events";
import { largeEventBatch } from "../lib/validators/test-fixtures";
import { LARGE_ACCOUNT, LARGE_FIRST_INDEX } from "../mocks/site/large-account";

export const REDUCER_EVENTS = 10_000;
export const REDUCER_VALIDATORS = 5_000;

export interface ReducerFigures {
  readonly wallMs: number[];
  readonly cpuMs: number[];
}

export function reducerFigures({ warmUps = 5, runs = 15 } = {}): ReducerFigures {
  const { base, logs } = largeEventBatch({
    owner: LARGE_ACCOUNT.address,
    firstIndex: LARGE_FIRST_INDEX,
    count: REDUCER_VALIDATORS,
    events: REDUCER_EVENTS,
    bond: localNetwork.bond,
  });
  const run = () => applyPoolEvents(createValidatorListState(base, localNetwork.bond), logs);
  for (let i = 0; i < warmUps; i++) run();
  const wallMs: number[] = [];
  const cpuMs: number[] = [];
  // A slow reducer (seconds a run) gets fewer runs: the figure is far from its budget anyway.
  while (wallMs.length < runs && wallMs.reduce((sum, t) => sum + t, 0) < 5_000) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    wallMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
  }
  return { wallMs, cpuMs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(reducerFigures())}\n`);
}
