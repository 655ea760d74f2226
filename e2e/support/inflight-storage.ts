import type { Page } from "@playwright/test";

/** What the page keeps in localStorage about its transactions in flight, read raw (the test trusts nothing else). */
export async function storedInflight(
  page: Pick<Page, "evaluate">,
): Promise<{ hash: string; nonce: number | null; indexes: number[] }[]> {
  const text = await page.evaluate(() => window.localStorage.getItem("smoothly:inflight"));
  return text === null ? [] : (JSON.parse(text) as { hash: string; nonce: number | null; indexes: number[] }[]);
}
