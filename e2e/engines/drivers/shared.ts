import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Download } from "../driver";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `action` until it stops throwing (an element not there yet, a click landing on a closing modal's backdrop),
 * as Playwright's actions wait for their element; rethrows the last error after `timeoutMs`.
 */
export async function retrying<T>(action: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await action();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

/** Names of unfinished downloads: Firefox's .part, WebKit's .wkdownload, Chromium's .crdownload. */
const UNFINISHED = /\.(part|wkdownload|crdownload|download)$/;

/**
 * Runs `action` and waits for the finished file in the browser's download folder (for drivers without download
 * events): its name is the one the browser chose from the page's `download` attribute. The folder is emptied first:
 * an engine saving a file of the same name again may replace the old one (WebKit) or number it (Firefox).
 */
export async function downloadInto(folder: string, action: () => Promise<void>, timeoutMs = 20_000): Promise<Download> {
  for (const name of await readdir(folder)) await rm(join(folder, name), { recursive: true, force: true });
  await action();
  const deadline = Date.now() + timeoutMs;
  let last: { name: string; size: number } | undefined;
  while (Date.now() < deadline) {
    const names = await readdir(folder);
    const finished = names.find((name) => !UNFINISHED.test(name));
    if (finished && names.every((name) => !UNFINISHED.test(name))) {
      const { size } = await stat(join(folder, finished));
      // Written in full once two looks agree on the size.
      if (last?.name === finished && last.size === size) {
        return { name: finished, text: await readFile(join(folder, finished), "utf8") };
      }
      last = { name: finished, size };
    }
    await sleep(150);
  }
  throw new Error(`no download arrived in ${folder} within ${timeoutMs / 1000} s`);
}
