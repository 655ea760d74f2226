import type { Page } from "@playwright/test";
import { createApiHandlers } from "../../mocks/api/handlers";
import type { ApiDataSource } from "../../mocks/oracle/api";
import { routeApi } from "./api-route";

/** The source's first answer per address and tree, kept: what a lagging oracle keeps serving. */
function frozen(source: ApiDataSource): ApiDataSource {
  const firsts = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, answer: () => Promise<T>): Promise<T> => {
    if (!firsts.has(key)) firsts.set(key, answer());
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
 * first answer for an address, the validators and proofs stay as they were, in both API kinds. What the page shows
 * after a write must then come from the live pool events, not from a reload of the API.
 */
export async function freezeApi(page: Page, apiUrl: string, source: ApiDataSource): Promise<void> {
  await routeApi(page, apiUrl, createApiHandlers(frozen(source), { baseUrl: apiUrl }));
}
