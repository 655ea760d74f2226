// Screenshots of a page at the widths we check by eye (1280 px desktop, 390 px phone).
//   npx tsx scripts/screenshot.ts <url> <out-prefix> [width ...]
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../mocks/site/chromium";

const [url, prefix = "shot", ...widths] = process.argv.slice(2);
if (!url) {
  console.error("usage: npx tsx scripts/screenshot.ts <url> <out-prefix> [width ...]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS],
});
for (const width of (widths.length > 0 ? widths : ["1280", "390"]).map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  console.log(`${prefix}-${width}.png`);
  await page.close();
}
await browser.close();
