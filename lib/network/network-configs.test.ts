import { afterEach, describe, expect, it, vi } from "vitest";
import { apiKindOr, isNetworkName } from "./types";

afterEach(() => {
  vi.unstubAllEnvs();
});

/**
 * The network modules loaded inside the test, under the build settings it stubs: each config is built when its
 * module loads, and Stryker credits a change to it only to the tests during which that module loads
 * (docs/mutation.md).
 */
async function loadNetworks() {
  vi.resetModules();
  const [{ mainnetNetwork }, { holeskyNetwork }, { localNetwork, LOCAL_API_URL }, { network }] = await Promise.all([
    import("./mainnet"),
    import("./holesky"),
    import("./local"),
    import("./index"),
  ]);
  return { mainnetNetwork, holeskyNetwork, localNetwork, LOCAL_API_URL, network };
}

/** Build settings as a public build might pass them, to see which config fields follow them. */
function stubBuildSettings(): void {
  vi.stubEnv("NEXT_PUBLIC_API_URL", "https://api.example/");
  vi.stubEnv("NEXT_PUBLIC_RPC_URL", "https://rpc.example/");
  vi.stubEnv("NEXT_PUBLIC_IPFS_GATEWAY", "https://gateway.example");
  vi.stubEnv("NEXT_PUBLIC_TREES_URL", "https://trees.example/");
}

// The deployed contracts and amounts, as the product documents list them; the tests run without any
// NEXT_PUBLIC_API_URL, NEXT_PUBLIC_RPC_URL, NEXT_PUBLIC_IPFS_GATEWAY or NEXT_PUBLIC_TREES_URL, so the defaults show.
describe("the public networks' constants", () => {
  it("mainnet: chain 1, the deployed pool and governance, 0.5 ETH bond, 0.15 ETH top-up", async () => {
    const { mainnetNetwork } = await loadNetworks();
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
      treesUrl: "trees/",
      subscriptionsOpen: false,
    });
    expect(mainnetNetwork.chain.id).toBe(1);
  });

  it("holesky: chain 17000, the deployed pool and governance, 0.05 ETH bond, 0.015 ETH top-up", async () => {
    const { holeskyNetwork } = await loadNetworks();
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
      treesUrl: "trees/",
      subscriptionsOpen: false,
    });
    expect(holeskyNetwork.chain.id).toBe(17000);
  });

  it("take the API, RPC, gateway and trees addresses a build sets, and keep their own contracts", async () => {
    stubBuildSettings();
    const { mainnetNetwork, holeskyNetwork } = await loadNetworks();
    for (const config of [mainnetNetwork, holeskyNetwork]) {
      expect(config).toMatchObject({
        apiUrl: "https://api.example/",
        rpcUrl: "https://rpc.example/",
        ipfsGateway: "https://gateway.example",
        treesUrl: "https://trees.example/",
      });
    }
    expect(mainnetNetwork.pool).toBe("0x43670D6f39Bca19EE26462f62339e90A39B01e34");
    expect(holeskyNetwork.pool).toBe("0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9");
  });

  it("read an empty address setting as unset, but an empty trees setting as no trees", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_URL", "");
    vi.stubEnv("NEXT_PUBLIC_RPC_URL", "");
    vi.stubEnv("NEXT_PUBLIC_IPFS_GATEWAY", "");
    vi.stubEnv("NEXT_PUBLIC_TREES_URL", "");
    const { mainnetNetwork, holeskyNetwork } = await loadNetworks();
    expect(mainnetNetwork).toMatchObject({
      apiUrl: "https://node-mainnet.smoothly.money",
      rpcUrl: "https://ethereum-rpc.publicnode.com",
      ipfsGateway: "https://ipfs.io",
      treesUrl: "",
    });
    expect(holeskyNetwork).toMatchObject({
      apiUrl: "https://node-holesky.smoothly.money",
      rpcUrl: "https://ethereum-holesky-rpc.publicnode.com",
      ipfsGateway: "https://ipfs.io",
      treesUrl: "",
    });
  });

  it("use the API kind a build sets instead of the oracle's", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "dashboard");
    const { mainnetNetwork, holeskyNetwork } = await loadNetworks();
    expect(mainnetNetwork.apiKind).toBe("dashboard");
    expect(holeskyNetwork.apiKind).toBe("dashboard");
  });
});

describe("the local network", () => {
  it("is the build the tests run as: anvil, holesky's amounts, the local dashboard API, subscriptions open", async () => {
    const { network, localNetwork, LOCAL_API_URL } = await loadNetworks();
    expect(network).toBe(localNetwork);
    expect(localNetwork).toMatchObject({
      name: "local",
      pool: "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be",
      governance: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      deployBlock: 0n,
      bond: 50_000_000_000_000_000n,
      topUp: 15_000_000_000_000_000n,
      explorerUrl: null,
      beaconExplorerUrl: null,
      apiUrl: "http://127.0.0.1:8546",
      apiKind: "dashboard",
      rpcUrl: "http://127.0.0.1:8545",
      ipfsGateway: "https://ipfs.io",
      treesUrl: "trees/",
      subscriptionsOpen: true,
    });
    expect(LOCAL_API_URL).toBe("http://127.0.0.1:8546");
    expect(localNetwork.chain.id).toBe(31337);
    expect(localNetwork.chain.testnet).toBe(true);
    expect(localNetwork.chain.rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"]);
  });

  it("reaches the chain, the API, the gateway and the trees a test stack sets", async () => {
    stubBuildSettings();
    vi.stubEnv("NEXT_PUBLIC_API_KIND", "oracle");
    const { localNetwork } = await loadNetworks();
    expect(localNetwork).toMatchObject({
      apiUrl: "https://api.example/",
      apiKind: "oracle",
      rpcUrl: "https://rpc.example/",
      ipfsGateway: "https://gateway.example",
      treesUrl: "https://trees.example/",
    });
    expect(localNetwork.chain.id).toBe(31337);
    expect(localNetwork.chain.rpcUrls.default.http).toEqual(["https://rpc.example/"]);
  });

  it("reads empty address settings as unset, but an empty trees setting as no trees", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_URL", "");
    vi.stubEnv("NEXT_PUBLIC_RPC_URL", "");
    vi.stubEnv("NEXT_PUBLIC_IPFS_GATEWAY", "");
    vi.stubEnv("NEXT_PUBLIC_TREES_URL", "");
    const { localNetwork } = await loadNetworks();
    expect(localNetwork).toMatchObject({
      apiUrl: "http://127.0.0.1:8546",
      rpcUrl: "http://127.0.0.1:8545",
      ipfsGateway: "https://ipfs.io",
      treesUrl: "",
    });
    expect(localNetwork.chain.rpcUrls.default.http).toEqual(["http://127.0.0.1:8545"]);
  });

  it("has no contract addresses in a build that was given none", async () => {
    vi.stubEnv("NEXT_PUBLIC_LOCAL_POOL", undefined);
    vi.stubEnv("NEXT_PUBLIC_LOCAL_GOVERNANCE", undefined);
    const { localNetwork } = await loadNetworks();
    expect(localNetwork.pool).toBe("");
    expect(localNetwork.governance).toBe("");
  });
});

describe("the build's network", () => {
  it("is mainnet's config in the mainnet build", async () => {
    vi.stubEnv("NEXT_PUBLIC_NETWORK", "mainnet");
    const { network } = await loadNetworks();
    expect(network.name).toBe("mainnet");
    expect(network.pool).toBe("0x43670D6f39Bca19EE26462f62339e90A39B01e34");
    expect(network.chain.id).toBe(1);
  });

  it("is holesky's config in the holesky build", async () => {
    vi.stubEnv("NEXT_PUBLIC_NETWORK", "holesky");
    const { network } = await loadNetworks();
    expect(network.name).toBe("holesky");
    expect(network.pool).toBe("0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9");
    expect(network.chain.id).toBe(17000);
  });

  it("is the local chain's in the local build", async () => {
    vi.stubEnv("NEXT_PUBLIC_NETWORK", "local");
    const { network } = await loadNetworks();
    expect(network.name).toBe("local");
    expect(network.pool).toBe("0xa16E02E87b7454126E5E10d957A927A7F5B5d2be");
    expect(network.chain.id).toBe(31337);
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
