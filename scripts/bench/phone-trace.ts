// Where a phone's first use spends its time: one first visit and its return (scripts/bench/instruments/
// phone-figures.ts, the bench's scenario) traced in Chromium, printed as a timeline from navigation start: every
// request (when asked, when done, bytes on the wire, from the cache or not), every main-thread task of 30 ms or more
// (what ran in it), and the moments the page showed the wallet list, took the pick and showed the rows.
//   npx tsx scripts/bench/phone-trace.ts [network] [--save <dir>]   (the build in out/<network>; ports 8545, 8546, 3000)
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { startStack } from "../../mocks/stack";
import { firstAndReturningVisit, phoneLayout } from "./instruments/phone-figures";
import { readTimeline, type TimelineEvent } from "./trace-timeline";
import type { PhoneNetwork } from "./phone";
import { phoneBrowser } from "./phone";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
];

function tracer(browser: Browser, save: string | null) {
  const timelines: { visit: string; events: TimelineEvent[] }[] = [];
  return {
    timelines,
    watch: {
      start: (page: Page) => browser.startTracing(page, { categories: CATEGORIES }),
      stop: async (_page: Page, visit: string) => {
        const trace = await browser.stopTracing();
        if (save) writeFileSync(join(save, `${visit.replace(/ /g, "-")}.json`), trace);
        timelines.push({ visit, events: readTimeline(JSON.parse(trace.toString("utf8"))) });
      },
    },
  };
}

async function main() {
  const args = process.argv.slice(2);
  const saveAt = args.indexOf("--save");
  const save = saveAt >= 0 ? (args[saveAt + 1] ?? null) : null;
  const network = (args.find((a, i) => !a.startsWith("--") && (saveAt < 0 || i !== saveAt + 1)) ??
    "local") as PhoneNetwork;
  const stack = await startStack({ siteDir: join(ROOT, "out", network), ...(network === "local" ? {} : { network }) });
  const phone = await phoneBrowser(network, stack);
  const { browser } = phone;
  try {
    if (!stack.siteUrl) throw new Error("the stack serves no site");
    const target = {
      url: stack.siteUrl,
      account: ALICE.address,
      chainId: stack.chainId,
      tableIndex: ALICE.indexes[0] ?? 101,
      indexes: ALICE.indexes,
    };
    const layout = await phoneLayout(browser, target);
    // One untraced visit first: the stack's server compresses each file on its first request.
    await firstAndReturningVisit(browser, target, layout);
    const { timelines, watch } = tracer(browser, save);
    const figures = await firstAndReturningVisit(browser, target, layout, watch);
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    for (const { visit, events } of timelines) {
      process.stdout.write(`\n${visit} (${network})\n`);
      for (const event of events) process.stdout.write(`${event.line}\n`);
    }
  } finally {
    await phone.close();
    await stack.stop();
  }
}

await main();
