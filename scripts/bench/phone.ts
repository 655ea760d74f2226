// The phone figures of `npm run bench`: each build on a fresh local stack (public builds get their RPC and API hosts
// answered by it, ./public-hosts.ts), Chromium with slow 4G and a 4× slower CPU, a tap the moment the page is first
// painted. Medians of TRIES.
//   npx tsx scripts/bench/phone.ts [tries] [network…] [--out <dir>] [--visits]   (the builds in out/ or <dir>, ports
//   8545, 8546 and 3000 free; --visits measures the first and returning visits alone)
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { holeskyNetwork } from "../../lib/network/holesky";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { CHROMIUM_ARGS, findChromium } from "../../mocks/site/chromium";
import {
  connectAtFirstPaint,
  firstAndReturningVisit,
  lookupAtFirstPaint,
  phoneLayout,
  tapAfterLoad,
  type PhoneTarget,
  type TapTry,
  type VisitTry,
} from "./instruments/phone-figures";
import { startStack, type Stack } from "../../mocks/stack";
import { startPublicHosts } from "./public-hosts";
import { between, summarizeTimes, summarizeTries, type TimeSummary, type TrySummary } from "./phone-summary";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PHONE_TRIES = 10;
const INP_TRIES = 3;
const PUBLIC = { holesky: holeskyNetwork, mainnet: mainnetNetwork } as const;
export type PhoneNetwork = "local" | keyof typeof PUBLIC;

/**
 * Chromium for the phone on `network`'s build served by `stack`: a public build's RPC and API hosts are answered by
 * the stack (which runs at that network's chain id) through the browser's own network path (./public-hosts.ts).
 */
export async function phoneBrowser(
  network: PhoneNetwork,
  stack: Stack,
): Promise<{ browser: Browser; close(): Promise<void> }> {
  const hosts =
    network === "local"
      ? null
      : await startPublicHosts({
          rpcUrl: PUBLIC[network].rpcUrl,
          apiUrl: PUBLIC[network].apiUrl,
          stackRpcUrl: stack.rpcUrl,
          stackApiUrl: stack.apiUrl,
        });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, ...(hosts?.browserArgs ?? [])],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      await hosts?.stop();
    },
  };
}

export interface PhoneFigures {
  readonly network: PhoneNetwork;
  readonly connect: TrySummary;
  readonly lookup: TrySummary;
  readonly inpMs: number;
  /** A new user's first visit (connect as drawn, the wallet as listed) and their return, each to their rows. */
  readonly visit: {
    readonly list: TimeSummary;
    readonly rows: TimeSummary;
    /** Within each first visit, from the pick in the list to the rows: what comes after the list's own spread. */
    readonly pickToRows: TimeSummary;
    readonly returnRows: TimeSummary;
  };
}

async function measureNetwork(
  network: PhoneNetwork,
  tries: number,
  outDir: string,
  visitsOnly: boolean,
): Promise<PhoneFigures> {
  const stack = await startStack({ siteDir: join(outDir, network), ...(network === "local" ? {} : { network }) });
  const phone = await phoneBrowser(network, stack).catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  const { browser } = phone;
  try {
    if (!stack.siteUrl) throw new Error("the stack serves no site");
    const target: PhoneTarget = {
      url: stack.siteUrl,
      account: ALICE.address,
      chainId: stack.chainId,
      tableIndex: ALICE.indexes[0] ?? 101,
      indexes: ALICE.indexes,
    };
    const layout = await phoneLayout(browser, target);
    const connects: TapTry[] = [];
    const lookups: TapTry[] = [];
    const inps: number[] = [];
    const visits: VisitTry[] = [];
    if (!visitsOnly) {
      for (let i = 0; i < tries; i++) connects.push(await connectAtFirstPaint(browser, target, layout));
      for (let i = 0; i < tries; i++) lookups.push(await lookupAtFirstPaint(browser, target, layout));
      for (let i = 0; i < INP_TRIES; i++) inps.push(await tapAfterLoad(browser, target, layout));
    }
    for (let i = 0; i < tries; i++) visits.push(await firstAndReturningVisit(browser, target, layout));
    return {
      network,
      connect: summarizeTries(connects),
      lookup: summarizeTries(lookups),
      inpMs: [...inps].sort((a, b) => a - b)[Math.floor(inps.length / 2)] ?? Number.NaN,
      visit: {
        list: summarizeTimes(visits.map((v) => v.listMs)),
        rows: summarizeTimes(visits.map((v) => v.rowsMs)),
        pickToRows: summarizeTimes(
          between(
            visits.map((v) => v.pickMs),
            visits.map((v) => v.rowsMs),
          ),
        ),
        returnRows: summarizeTimes(visits.map((v) => v.returnRowsMs)),
      },
    };
  } finally {
    await phone.close();
    await stack.stop();
  }
}

/** The figures of each build, one network after the other (each on its own stack). */
export async function measurePhone(
  networks: readonly PhoneNetwork[],
  tries = PHONE_TRIES,
  outDir = join(ROOT, "out"),
  visitsOnly = false,
): Promise<PhoneFigures[]> {
  const figures: PhoneFigures[] = [];
  for (const network of networks) figures.push(await measureNetwork(network, tries, outDir, visitsOnly));
  return figures;
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? "never" : `${Math.round(value)} ms`);

/** `name: value` lines, as the rest of the bench prints them. */
export function phoneLines(figures: PhoneFigures): string[] {
  const n = figures.network;
  const visitLine = (name: string, t: TimeSummary) => [
    `phone ${n} ${name}: ${ms(t.medianMs)} (median of ${t.tries}; done ${t.done}/${t.tries}, range ${ms(t.minMs)}–${ms(t.maxMs)})`,
  ];
  const scenario = (name: string, s: TrySummary) => [
    `phone ${n} ${name}: drawn ${ms(s.drawnMs)}, tapped ${ms(s.tapMs)}, taken ${ms(s.takenMs)}, done ${ms(s.doneMs)} (median of ${s.tries}; done ${s.done}/${s.tries}, range ${ms(s.doneMinMs)}–${ms(s.doneMaxMs)})`,
  ];
  return [
    ...(figures.connect.tries === 0
      ? []
      : [
          ...scenario("connect at first paint → wallet list", figures.connect),
          ...scenario("view an address at first paint → table", figures.lookup),
          `phone ${n} tap after load, interaction to next paint: ${ms(figures.inpMs)}`,
        ]),
    ...visitLine("first visit, connect as drawn → wallet list", figures.visit.list),
    ...visitLine("first visit, connect as drawn, wallet as listed → rows", figures.visit.rows),
    ...visitLine("first visit, wallet picked → rows", figures.visit.pickToRows),
    ...visitLine("returning visit → rows", figures.visit.returnRows),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf("--out");
  const outDir = outAt >= 0 ? args[outAt + 1] : undefined;
  const plain = args.filter((arg, i) => !arg.startsWith("--") && (outAt < 0 || i !== outAt + 1));
  const [tries, ...networks] = plain;
  const chosen = (networks.length > 0 ? networks : ["local", "holesky", "mainnet"]) as PhoneNetwork[];
  const figures = await measurePhone(chosen, tries ? Number(tries) : PHONE_TRIES, outDir, args.includes("--visits"));
  for (const each of figures) for (const line of phoneLines(each)) process.stdout.write(`${line}\n`);
}
