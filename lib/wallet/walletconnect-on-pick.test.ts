import { describe, expect, it, vi } from "vitest";
import { createConfig, createConnector, createStorage, http, type CreateConnectorFn } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";
import { loadedOnPick } from "./walletconnect-on-pick";

const PROVIDER = { name: "the SDK's provider" };

/** A connector that counts how often its provider (the SDK's chunk, in the page) is asked for. */
function countingConnector() {
  const getProvider = vi.fn(async () => PROVIDER);
  const create: CreateConnectorFn = createConnector(() => ({
    id: "walletConnect",
    name: "WalletConnect",
    type: "walletConnect",
    async setup() {
      await this.getProvider();
    },
    async connect() {
      await this.getProvider();
      return { accounts: [], chainId: 31337 } as never;
    },
    async disconnect() {},
    async getAccounts() {
      return [];
    },
    async getChainId() {
      return 31337;
    },
    getProvider,
    async isAuthorized() {
      return false;
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }));
  return { create, getProvider };
}

function configWith(create: CreateConnectorFn, remembered: string | null) {
  const values = new Map<string, string>(remembered ? [["wagmi.recentConnectorId", JSON.stringify(remembered)]] : []);
  const storage = createStorage({
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
  });
  return createConfig({
    chains: [anvilAt("http://127.0.0.1:8545")],
    connectors: [create],
    storage,
    transports: { 31337: http("http://127.0.0.1:8545") },
  });
}

describe("WalletConnect's connector, loaded on the pick", () => {
  it("asks for no provider on joining the config, nor while wagmi reconnects a visit that never used it", async () => {
    const { create, getProvider } = countingConnector();
    let reconnecting = true;
    const config = configWith(
      loadedOnPick(create, "walletConnect", () => reconnecting),
      null,
    );
    const [connector] = config.connectors;
    await connector?.setup?.(); // as wagmi runs it when the connector joins
    expect(await connector?.getProvider()).toBeUndefined();
    expect(getProvider).not.toHaveBeenCalled();

    reconnecting = false; // the visitor picks WalletConnect in the list: RainbowKit asks for the pairing link
    expect(await connector?.getProvider()).toBe(PROVIDER);
    expect(getProvider).toHaveBeenCalledTimes(1);
  });

  it("gives the provider to a connect, even while wagmi says it is connecting", async () => {
    const { create, getProvider } = countingConnector();
    const config = configWith(
      loadedOnPick(create, "walletConnect", () => true),
      null,
    );
    await config.connectors[0]?.connect();
    expect(getProvider).toHaveBeenCalledTimes(1);
  });

  it("restores a visit whose last connection was WalletConnect's, from its setup on", async () => {
    const { create, getProvider } = countingConnector();
    const config = configWith(
      loadedOnPick(create, "walletConnect", () => true),
      "walletConnect",
    );
    void config; // wagmi runs each connector's setup as the config is made
    await vi.waitFor(() => expect(getProvider).toHaveBeenCalledTimes(1));
  });
});
