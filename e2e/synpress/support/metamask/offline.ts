import type { BrowserContext, Route } from "@playwright/test";

/**
 * MetaMask's own services, which cannot be reached here (no internet) and must not make a flow fail or wait:
 * prices, token lists, phishing and security-alert checks, gas and simulation APIs, its default RPCs.
 */
const METAMASK_SERVICES =
  /^https:\/\/([a-z0-9-]+\.)*(metamask\.io|infura\.io|cx\.metamask\.io|segment\.io|sentry\.io|consensys\.io|blockaid\.io|lavamoat\.io)\//;

/**
 * The one answer a flow needs: MetaMask 13 asks its transaction sentinel which chains it relays for before it
 * publishes a transaction, and fails the transaction ("Failed to fetch") when that question goes unanswered. An
 * empty list ("no chain") makes it publish through the network's own RPC, as it does for any custom network.
 */
const SENTINEL_NETWORKS = /^https:\/\/tx-sentinel-[a-z0-9-]+\.api\.cx\.metamask\.io\/networks$/;

async function answerOffline(route: Route): Promise<void> {
  if (SENTINEL_NETWORKS.test(route.request().url())) {
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
    return;
  }
  // Refused at once, as an unreachable host is: nothing waits for a timeout.
  await route.abort("connectionrefused");
}

/**
 * Answers MetaMask's outside requests inside the browser, for the pages and the extension's service worker alike
 * (run.mjs sets PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1, which lets Playwright route a service worker's
 * requests). The local stack (127.0.0.1) is never routed.
 */
export async function keepMetaMaskOffline(context: BrowserContext): Promise<void> {
  await context.route(METAMASK_SERVICES, answerOffline);
}
