import type { Page } from "@playwright/test";
import { localNetwork } from "../../lib/network/local";

interface RpcCall {
  method?: string;
  params?: unknown[];
}

/**
 * Makes the API lag like the deployed oracle (which follows finalized blocks, about 12 minutes behind): after its
 * first answer, /pooldata keeps serving that answer, and the chain's "finalized" block stays the head of that
 * moment (the block the answer holds), as the oracle's does while it lags. What the page shows after a write must
 * then come from the pool events after that block, not from a reload of the API.
 */
export async function freezePoolData(page: Page, apiUrl: string, rpcUrl = localNetwork.rpcUrl): Promise<void> {
  let first: { status: number; body: string } | undefined;
  let finalized: string | undefined;
  await page.route(`${apiUrl}/pooldata?*`, async (route) => {
    if (!first) {
      finalized = await blockNumber(rpcUrl);
      const response = await route.fetch();
      first = { status: response.status(), body: await response.text() };
    }
    await route.fulfill({ status: first.status, contentType: "application/json", body: first.body });
  });
  const rpcOrigin = new URL(rpcUrl).origin;
  await page.route(
    (url) => url.origin === rpcOrigin,
    async (route) => {
      const body = route.request().postData();
      if (finalized === undefined || body === null || !body.includes('"finalized"')) return route.fallback();
      const parsed = JSON.parse(body) as RpcCall | RpcCall[];
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        if (call.method === "eth_getBlockByNumber" && call.params?.[0] === "finalized") call.params[0] = finalized;
      }
      await route.fallback({ postData: JSON.stringify(parsed) });
    },
  );
}

async function blockNumber(rpcUrl: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
  });
  const { result } = (await response.json()) as { result: string };
  return result;
}
