// The framework rewrites' worth in the first load: `npx tsx scripts/bench/plain-vs-fenced.ts [build] [plain build]`
// measures two local builds in out/ (by default out/local and out/local-plain, built with
// SMOOTHLY_PLAIN_BUILD=1 node scripts/build.mjs local --out local-plain) with the first-load instrument and prints
// both (docs/performance.md, "Without the framework rewrites").
import { measureFirstLoad } from "./instruments/first-load";

async function main(): Promise<void> {
  const [fenced = "local", plain = "local-plain"] = process.argv.slice(2);
  for (const build of [fenced, plain]) {
    const load = await measureFirstLoad(build);
    process.stdout.write(
      `${build}: ${load.htmlScripts} scripts named by the HTML, ${load.htmlKiB.toFixed(1)} KiB gzip; ` +
        `${load.idleScripts} scripts, ${load.idleKiB.toFixed(1)} KiB gzip fetched in 15 s without input\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
