import { injectedWallet, metaMaskWallet } from "@rainbow-me/rainbowkit/wallets";
import { describe, expect, it } from "vitest";
import { createConfig, http, type Connector } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";
import { wagmiConfig } from "./config";
import { injectedConnectors } from "./connectors";
import { attachWalletDetails, rainbowKitConnectors, walletConnectEnabled } from "./rainbowkit-wallets";
import { addWalletConnect } from "./walletconnect";

/** RainbowKit's metadata on a connector, as its modal reads it. */
type Details = {
  name: string;
  groupName: string;
  groupIndex: number;
  index: number;
  isRainbowKitConnector: boolean;
  iconUrl: string | (() => Promise<string>);
  qrCode?: unknown;
};
const detailsOf = (connector: Connector | undefined): Details | undefined =>
  connector && "rkDetails" in connector ? (connector.rkDetails as Details) : undefined;

/** A fresh config with the page's injected connectors, as the page builds it. */
const pageConfig = () =>
  createConfig({
    chains: [anvilAt("http://127.0.0.1:8545")],
    connectors: injectedConnectors,
    transports: { 31337: http("http://127.0.0.1:8545") },
  });

describe("the page's wagmi config", () => {
  it("knows only the build's chain (the local anvil in tests) and the two injected connectors", () => {
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337]);
    expect(wagmiConfig.connectors.map((connector) => connector.id)).toEqual(["metaMask", "injected"]);
  });
});

describe("attachWalletDetails", () => {
  it("lists MetaMask first and the browser wallet second under Installed, without a QR code", () => {
    const config = pageConfig();
    attachWalletDetails(config);
    const [metaMask, injected] = config.connectors;
    expect(detailsOf(metaMask)).toMatchObject({
      name: "MetaMask",
      groupName: "Installed",
      groupIndex: 1,
      index: 0,
      isRainbowKitConnector: true,
    });
    expect(detailsOf(metaMask)?.qrCode).toBeUndefined();
    expect(detailsOf(injected)).toMatchObject({
      name: "Browser Wallet",
      groupName: "Installed",
      groupIndex: 1,
      index: 1,
      isRainbowKitConnector: true,
    });
  });

  it("gives both wallets RainbowKit's own icons as data URLs, not loaders it would import as chunks on mounting", async () => {
    const config = pageConfig();
    attachWalletDetails(config);
    const [metaMask, injected] = config.connectors.map((connector) => detailsOf(connector)?.iconUrl);
    // The pictures RainbowKit's own loaders fetch.
    const loaded = async (iconUrl: string | (() => Promise<string>)) =>
      typeof iconUrl === "string" ? iconUrl : iconUrl();
    expect(metaMask).toBe(await loaded(metaMaskWallet({ projectId: "unused" }).iconUrl));
    expect(injected).toBe(await loaded(injectedWallet().iconUrl));
    expect(metaMask).toMatch(/^data:image\/svg\+xml,/);
    expect(injected).toMatch(/^data:image\/svg\+xml,/);
    expect(metaMask).not.toBe(injected);
  });

  it("changes nothing when run again, and keeps a restored connector's own details", () => {
    const config = pageConfig();
    const [metaMask, injected] = config.connectors;
    Object.assign(injected!, { rkDetails: { name: "Restored", groupName: "Recent", groupIndex: 0, index: 0 } });
    attachWalletDetails(config);
    const first = detailsOf(metaMask);
    attachWalletDetails(config);
    expect(detailsOf(metaMask)).toBe(first);
    expect(detailsOf(injected)?.name).toBe("Restored");
  });
});

describe("rainbowKitConnectors", () => {
  it("creates connectors listed after the two installed ones, in the named group", () => {
    const config = pageConfig();
    const created = rainbowKitConnectors("Other", [injectedWallet, injectedWallet]).map((fn) =>
      config._internal.connectors.setup(fn),
    );
    expect(created.map((connector) => detailsOf(connector))).toEqual([
      expect.objectContaining({ name: "Browser Wallet", groupName: "Other", groupIndex: 1, index: 2 }),
      expect.objectContaining({ name: "Browser Wallet", groupName: "Other", groupIndex: 1, index: 3 }),
    ]);
  });
});

describe("addWalletConnect", () => {
  it("adds nothing to a build without a WalletConnect project id", () => {
    expect(walletConnectEnabled).toBe(false);
    const config = pageConfig();
    addWalletConnect(config);
    expect(config.connectors.map((connector) => connector.id)).toEqual(["metaMask", "injected"]);
  });
});
