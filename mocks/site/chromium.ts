// Which Chromium the browser tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_HELP = [
  "No Chromium found for the browser tests. Either:",
  "  - on Debian/Ubuntu as root: apt-get update && apt-get install -y chromium",
  "  - or point CHROMIUM_PATH at a Chromium/Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test",
  "  - or, with internet access: npx playwright install chromium",
].join("\n");

/**
 * The flags of every Chromium the tests and benches launch. This offline machine refuses Google's hosts, so nothing
 * may keep calling them (background networking, component updates, sync, the first-run page). And Debian's Chromium
 * draws its omnibox popup with WebUI: each new page loads about 1 MB of the browser's own scripts in another
 * renderer, on a machine of 2 cores, while the page is measured (it slows the phone bench's returning visit by a
 * large part); no phone does that.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup",
];

export function findChromium(
  env: { readonly CHROMIUM_PATH?: string } = { CHROMIUM_PATH: process.env.CHROMIUM_PATH },
  exists: (path: string) => boolean = existsSync,
): string {
  const candidates = [env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightChromium()];
  const found = candidates.find((path): path is string => typeof path === "string" && path !== "" && exists(path));
  if (!found) throw new Error(CHROMIUM_HELP);
  return found;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
