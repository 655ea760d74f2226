// The page's boot data (scripts/framework/defer-boot.ts writes it into index.html): which chunks the page asks for at once,
// and which a first tap on each control fetches (lib/early-input.ts).

/** A script's file name, from its path or address ("./_next/static/chunks/x.js" → "x.js"). */
export const chunkFileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** The chunk files a part names: the page's first scripts, an intent's chunks (from the boot data), or itself. */
export function chunksOf(part: string, indexHtml: string): string[] {
  const boot = /<script type="application\/json" id="smoothly-boot">([^<]*)/.exec(indexHtml)?.[1];
  const data = boot ? (JSON.parse(boot) as { scripts?: string[]; intents?: Record<string, string[]> }) : {};
  const files = part === "first" ? data.scripts : data.intents?.[part];
  if (files) return files.filter((f) => f.endsWith(".js")).map(chunkFileName);
  return [part];
}
