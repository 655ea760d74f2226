// Two local builds side by side in the phone scenario (scripts/bench/instruments/phone-figures.ts): tries taken in
// pairs, one of each build back to back, the order swapped every pair, on one stack; each build's medians, and the
// median of the pairs' differences. Runs of the same build move between runs by more than most changes do; within a
// pair the machine's drift weighs on both builds alike.
//   npx tsx scripts/bench/phone-ab.ts <build A> <build B> [pairs]   (two static exports of the local build, e.g.
//   out/local and a copy made before a change; ports 8545, 8546, 3000 and 3001)
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { serveStatic } from "../../mocks/site/serve-static";
import { startStack } from "../../mocks/stack";
import { firstAndReturningVisit, phoneLayout, type PhoneTarget } from "./instruments/phone-figures";
import { phoneBrowser } from "./phone";
import { between, pairedDifference, summarizeTimes, type TimeSummary } from "./phone-summary";

const FIGURES = ["wallet list", "rows", "picked → rows", "return: rows"] as const;
type Figure = (typeof FIGURES)[number];

const seconds = (ms: number | null) => (ms === null ? "never" : `${(ms / 1000).toFixed(2)} s`);
const range = (s: TimeSummary) => `${seconds(s.minMs)}–${s.maxMs === null ? "open" : seconds(s.maxMs)}`;

async function main() {
  const [dirA, dirB, pairsArg] = process.argv.slice(2);
  if (!dirA || !dirB) throw new Error("usage: phone-ab.ts <build A> <build B> [pairs]");
  const pairs = Number(pairsArg ?? 12);
  const stack = await startStack({
    siteDir: dirA,
    allowedOrigins: ["http://127.0.0.1:3000", "http://127.0.0.1:3001"],
  });
  const siteB = await serveStatic({ dir: dirB, port: 3001 });
  const phone = await phoneBrowser("local", stack);
  try {
    if (!stack.siteUrl) throw new Error("the stack serves no site");
    const alice = {
      account: ALICE.address,
      chainId: stack.chainId,
      tableIndex: ALICE.indexes[0] ?? 101,
      indexes: ALICE.indexes,
    };
    const targets: Record<"A" | "B", PhoneTarget> = {
      A: { ...alice, url: stack.siteUrl },
      B: { ...alice, url: siteB.url },
    };
    const layout = await phoneLayout(phone.browser, targets.A);
    const tries = { A: [] as Record<Figure, number | null>[], B: [] as Record<Figure, number | null>[] };
    for (let pair = 0; pair < pairs; pair++) {
      for (const build of pair % 2 === 0 ? (["A", "B"] as const) : (["B", "A"] as const)) {
        const t = await firstAndReturningVisit(phone.browser, targets[build], layout);
        tries[build].push({
          "wallet list": t.listMs,
          rows: t.rowsMs,
          "picked → rows": between([t.pickMs], [t.rowsMs])[0] ?? null,
          "return: rows": t.returnRowsMs,
        });
      }
      console.log(`pair ${pair + 1} of ${pairs} done`);
    }
    for (const build of ["A", "B"] as const) {
      for (const figure of FIGURES) {
        const s = summarizeTimes(tries[build].map((t) => t[figure]));
        console.log(`build ${build} ${figure}: ${seconds(s.medianMs)} (median of ${s.tries}; ${range(s)})`);
      }
    }
    for (const figure of FIGURES) {
      const d = pairedDifference(
        tries.A.map((t) => t[figure]),
        tries.B.map((t) => t[figure]),
      );
      console.log(
        `A − B ${figure}: ${d.medianMs === null ? "none" : `${d.medianMs.toFixed(0)} ms`} (median of ${d.pairs} pairs;` +
          ` B sooner in ${d.bSooner}, A in ${d.aSooner})`,
      );
    }
  } finally {
    await phone.close();
    await siteB.close();
    await stack.stop();
  }
}

await main();
