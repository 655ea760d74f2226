import type { Page } from "@playwright/test";
import { getResponse, type HttpHandler } from "msw";

/**
 * Serves the API handler set (mocks/api) to the page through Playwright's router: each request the page sends to
 * `apiUrl` goes to msw's `getResponse`, as the node server and vitest do, so a spec can swap the data source
 * (fixtures, a lagging oracle) without another implementation of the routes.
 */
export async function routeApi(page: Page, apiUrl: string, handlers: readonly HttpHandler[]): Promise<void> {
  const base = apiUrl.replace(/\/+$/, "");
  await page.route(`${base}/**`, async (route) => {
    const sent = route.request();
    const origin = (await sent.headerValue("origin")) ?? "*";
    const cors = { "access-control-allow-origin": origin, "access-control-allow-headers": "content-type, accept" };
    if (sent.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const body = sent.postDataBuffer();
    const request = new Request(sent.url(), {
      method: sent.method(),
      // HTTP/2 pseudo-headers (":authority"…) are not header names a Request accepts.
      headers: Object.entries(await sent.allHeaders()).filter(([name]) => !name.startsWith(":")),
      body: body && sent.method() !== "GET" ? new Uint8Array(body) : undefined,
    });
    const answer = await getResponse([...handlers], request);
    if (!answer) {
      return route.fulfill({
        status: 404,
        headers: cors,
        json: { ok: false, error: `no route ${sent.method()} ${sent.url()}` },
      });
    }
    const headers: Record<string, string> = { ...cors };
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    await route.fulfill({ status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) });
  });
}
