import type { Page } from "@playwright/test";

/**
 * Makes the API lag like the deployed oracle (which follows finalized blocks, about 12 minutes behind): after its
 * first answer, /pooldata keeps serving that answer. What the page shows after a write must then come from the
 * live pool events, not from a reload of the API.
 */
export async function freezePoolData(page: Page, apiUrl: string): Promise<void> {
  let first: { status: number; body: string } | undefined;
  await page.route(`${apiUrl}/pooldata?*`, async (route) => {
    if (!first) {
      const response = await route.fetch();
      first = { status: response.status(), body: await response.text() };
    }
    await route.fulfill({ status: first.status, contentType: "application/json", body: first.body });
  });
}
