import type { Page } from "@playwright/test";
import type { NetworkConfig } from "../../lib/network/types";
import { fixtureSource } from "../../mocks/api/fixture-source";
import { createApiHandlers } from "../../mocks/api/handlers";
import { findFreePort, startAnvil, type AnvilHandle } from "../../mocks/chain";
import { routeApi } from "./api-route";
import { forwardRoute } from "./forward-route";

/**
 * Stands in for a build's API and RPC when no local pool runs: the API handler set answers from the fixtures and the
 * RPC goes to a bare anvil claiming the build's chain id. The release builds' public hosts are out of reach
 * from this machine, and a test of the page must not depend on them.
 */
export class OfflineBackends {
  private constructor(readonly anvil: AnvilHandle) {}

  static async start(chainId: number): Promise<OfflineBackends> {
    const anvil = await startAnvil({ port: await findFreePort() });
    await fetch(anvil.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_setChainId", params: [chainId] }),
    });
    return new OfflineBackends(anvil);
  }

  async route(page: Page, network: Pick<NetworkConfig, "apiUrl" | "rpcUrl">): Promise<void> {
    await routeApi(page, network.apiUrl, createApiHandlers(fixtureSource(), { baseUrl: network.apiUrl }));
    const rpc = this.anvil.rpcUrl;
    await page.route(network.rpcUrl, (route) => forwardRoute(route, rpc));
  }

  stop(): Promise<void> {
    return this.anvil.stop();
  }
}
