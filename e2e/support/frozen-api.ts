import type { Page } from "@playwright/test";
import { localNetwork } from "../../lib/network/local";
import { createApiHandlers } from "../../mocks/api/handlers";
import type { ApiDataSource } from "../../mocks/oracle/api";
import { routeApi } from "./api-route";

interface RpcCall {
  method?: string;
  params?: unknown[];
}

/** The source's first answer per address and tree, kept: what a lagging oracle keeps serving. */
function frozen(source: ApiDataSource, beforeFirstAnswer: () => Promise<void>): ApiDataSource {
  const firsts = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, answer: () => Promise<T>): Promise<T> => {
    if (!firsts.has(key)) firsts.set(key, beforeFirstAnswer().then(answer));
    return firsts.get(key) as Promise<T>;
  };
  return {
    validators: (address) => once(`validators ${address}`, () => source.validators(address)),
    proof: (tree, address) => once(`${tree} ${address}`, () => source.proof(tree, address)),
    registerValidate: (query) => source.registerValidate(query),
    poolStats: () => source.poolStats(),
    treeDump: (tree) => source.treeDump(tree),
  };
}

/**
 * Makes the API lag like the deployed oracle (which follows finalized blocks, about 12 minutes behind): after its
 * first answer for an address, the validators and proofs stay as they were, in both API kinds, and the chain's
 * "finalized" block stays the head of that moment (the block the answer holds), as the oracle's does while it lags.
 * What the page shows after a write must then come from the pool events after that block, not from a reload of the API.
 */
export async function freezeApi(
  page: Page,
  apiUrl: string,
  source: ApiDataSource,
  rpcUrl = localNetwork.rpcUrl,
): Promise<void> {
  let finalized: string | undefined;
  const holdFinalized = async () => {
    finalized ??= await blockNumber(rpcUrl);
  };
  await routeApi(page, apiUrl, createApiHandlers(frozen(source, holdFinalized), { baseUrl: apiUrl }));
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
