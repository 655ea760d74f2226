import { afterEach, describe, expect, it, vi } from "vitest";
import { holeskyNetwork } from "./holesky";
import { network } from "./index";
import { localNetwork } from "./local";
import { mainnetNetwork } from "./mainnet";
import { apiKindOr, isNetworkName } from "./types";

afterEach(() => {
  vi.unstubAllEnvs();
});

// The deployed contracts and amounts, as the product documents list them; the tests run without any
// NEXT_PUBLIC_API_URL, NEXT_PUBLIC_RPC_URL or NEXT_PUBLIC_IPFS_GATEWAY, so the defaults show.
describe("the public networks' constants", () => {
  it("mainnet: chain 1, the deployed pool and governance, 0.5 ETH bond, 0.15 ETH top-up", () => {
    expect(mainnetNetwork).toMatchObject({
      name: "mainnet",
      pool: "0x43670D6f39Bca19EE26462f62339e90A39B01e34",
      governance: "0xc7Ea6FF9bE0aE48A3E2C968076E6b1fd921c06EB",
      bond: 500_000_000_000_000_000n,
      topUp: 150_000_000_000_000_000n,
      explorerUrl: "https://etherscan.io",
      beaconExplorerUrl: "https://beaconcha.in",
      apiUrl: "https://node-mainnet.smoothly.money",
      apiKind: "oracle",
      rpcUrl: "https://ethereum-rpc.publicnode.com",
      ipfsGateway: "https://ipfs.io",
    });
    expect(mainnetNetwork.chain.id).toBe(1);
  });

  it("holesky: chain 17000, the deployed pool and governance, 0.05 ETH bond, 0.015 ETH top-up", () => {
    expect(holeskyNetwork).toMatchObject({
      name: "holesky",
      pool: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9",
      governance: "0x9aF9D23c1efC2f94F49eFa1eAD7c5eC36b5f584E",
      bond: 50_000_000_000_000_000n,
      topUp: 15_000_000_000_000_000n,
      explorerUrl: "https://holesky.etherscan.io",
      beaconExplorerUrl: "https://holesky.beaconcha.in",
      apiUrl: "https://node-holesky.smoothly.money",
      apiKind: "oracle",
      rpcUrl: "https://ethereum-holesky-rpc.publicnode.com",
      ipfsGateway: "https://ipfs.io",
    });
    expect(holeskyNetwork.chain.id).toBe(17000);
  });
});

describe("the local network", () => {
  it("is the build the tests run as: anvil, holesky's amounts, the local dashboard API, subscriptions open", () => {
    expect(network).toBe(localNetwork);
    expect(localNetwork).toMatchObject({
      name: "local",
      pool: "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be",
      governance: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      bond: 50_000_000_000_000_000n,
      topUp: 15_000_000_000_000_000n,
      explorerUrl: null,
      beaconExplorerUrl: null,
      apiUrl: "http://127.0.0.1:8546",
      apiKind: "dashboard",
      rpcUrl: "http://127.0.0.1:8545",
      ipfsGateway: "https://ipfs.io",
      subscriptionsOpen: true,
    });
    expect(localNetwork.chain.id).toBe(31337);
    expect(localNetwork.chain.rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"]);
  });
});

describe("apiKindOr", () => {
  it("takes the build's NEXT_PUBLIC_API_KIND when it names a kind", () => {
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "dashboard");
    expect(apiKindOr("oracle")).toBe("dashboard");
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "oracle");
    expect(apiKindOr("dashboard")).toBe("oracle");
  });

  it("falls back to the network's own kind when it is unset or names none", () => {
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "");
    expect(apiKindOr("oracle")).toBe("oracle");
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "graphql");
    expect(apiKindOr("dashboard")).toBe("dashboard");
  });
});

describe("isNetworkName", () => {
  it.each(["local", "holesky", "mainnet"])("accepts %s", (name) => {
    expect(isNetworkName(name)).toBe(true);
  });

  it.each([["sepolia"], ["Mainnet"], [""], [1], [undefined]])("refuses %j", (value) => {
    expect(isNetworkName(value)).toBe(false);
  });
});
