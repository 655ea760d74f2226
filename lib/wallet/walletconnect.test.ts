// @vitest-environment jsdom
// In a browser (jsdom here) RainbowKit builds WalletConnect's own connector; under plain node it hands out a mock.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConfig, http, type Connector } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";
import { injectedConnectors } from "./connectors";

const detailsOf = (connector: Connector | undefined): unknown =>
  connector && "rkDetails" in connector ? connector.rkDetails : undefined;

describe("addWalletConnect in a build with a WalletConnect project id", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("adds WalletConnect once, under Other, after the two installed wallets", async () => {
    vi.stubEnv("NEXT_PUBLIC_WC_PROJECT_ID", "0123456789abcdef0123456789abcdef");
    vi.resetModules();
    const { addWalletConnect } = await import("./walletconnect");
    const config = createConfig({
      chains: [anvilAt("http://127.0.0.1:8545")],
      connectors: injectedConnectors,
      transports: { 31337: http("http://127.0.0.1:8545") },
    });
    addWalletConnect(config);
    addWalletConnect(config); // the modal opening again adds nothing more
    expect(config.connectors.map((connector) => connector.id)).toEqual(["metaMask", "injected", "walletConnect"]);
    expect(detailsOf(config.connectors[2])).toMatchObject({
      name: "WalletConnect",
      groupName: "Other",
      isRainbowKitConnector: true,
    });
  });
});
