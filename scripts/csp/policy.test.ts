import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, originOf, treesSource } from "./policy";

const MAINNET = {
  rpcUrl: "https://ethereum-rpc.publicnode.com",
  apiUrl: "https://node-mainnet.smoothly.money",
  ipfsGateway: "https://ipfs.io",
  treesUrl: "trees/",
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("treesSource", () => {
  it("allows the site itself for a relative trees folder, the gateway (already allowed) for ipfs://, else its origin", () => {
    expect(treesSource("trees/")).toBe("'self'");
    expect(treesSource("./published/trees/")).toBe("'self'");
    expect(treesSource("ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/latest/")).toBeNull();
    expect(treesSource("https://trees.example.org:8443/mainnet/")).toBe("https://trees.example.org:8443");
  });
});

describe("contentSecurityPolicy", () => {
  it("allows nothing by default; connections to the build's own origins and to what a visitor may choose", () => {
    const policy = contentSecurityPolicy({
      network: MAINNET,
      walletConnect: false,
      scriptHashes: ["'sha256-AAA='", "'sha256-BBB='", "'sha256-AAA='"],
      styleHashes: [],
      styleAttributeHashes: [],
    });
    expect(policy).toBe(
      "default-src 'none'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self'; " +
        "style-src-elem 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self' https://ethereum-rpc.publicnode.com https://node-mainnet.smoothly.money " +
        "https://ipfs.io https: http://127.0.0.1:* http://localhost:*; base-uri 'none'; form-action 'none'; object-src 'none'",
    );
  });

  it("keeps only the origin of a URL with a path or a key in it, and lists a shared origin once", () => {
    const policy = contentSecurityPolicy({
      network: {
        rpcUrl: "https://rpc.example.org:8443/v2/secret-key",
        apiUrl: "http://127.0.0.1:8546/",
        ipfsGateway: "http://127.0.0.1:8546",
        treesUrl: "https://trees.example.org/mainnet/latest/",
      },
      walletConnect: false,
      scriptHashes: [],
      styleHashes: ["'sha256-CCC='"],
      styleAttributeHashes: [],
    });
    expect(directives(policy).get("connect-src")).toEqual([
      "https://trees.example.org",
      "https://rpc.example.org:8443",
      "http://127.0.0.1:8546",
      "https:",
      "http://127.0.0.1:*",
      "http://localhost:*",
    ]);
    expect(directives(policy).get("style-src")).toEqual(["'self'", "'sha256-CCC='"]);
    expect(policy).not.toContain("secret-key");
  });

  it("adds WalletConnect's hosts, wss ones included, only when a project id is set", () => {
    const without = directives(
      contentSecurityPolicy({
        network: MAINNET,
        walletConnect: false,
        scriptHashes: [],
        styleHashes: [],
        styleAttributeHashes: [],
      }),
    );
    expect([...without.values()].flat().filter((source) => source.includes("walletconnect"))).toEqual([]);
    expect(without.has("frame-src")).toBe(false);

    const withWc = directives(
      contentSecurityPolicy({
        network: MAINNET,
        walletConnect: true,
        scriptHashes: [],
        styleHashes: [],
        styleAttributeHashes: [],
      }),
    );
    expect(withWc.get("connect-src")).toEqual(
      expect.arrayContaining([
        "https://ethereum-rpc.publicnode.com",
        "https://relay.walletconnect.com",
        "wss://relay.walletconnect.com",
        "wss://relay.walletconnect.org",
        "https://rpc.walletconnect.com",
      ]),
    );
    expect(withWc.get("frame-src")).toEqual(["https://verify.walletconnect.com", "https://verify.walletconnect.org"]);
    expect(withWc.get("default-src")).toEqual(["'none'"]);
  });

  it("lets a build with its own relay talk to that relay alone, still framing WalletConnect's verify page", () => {
    const local = directives(
      contentSecurityPolicy({
        network: MAINNET,
        walletConnect: true,
        walletConnectRelayUrl: "ws://127.0.0.1:8549/some/path",
        scriptHashes: [],
        styleHashes: [],
        styleAttributeHashes: [],
      }),
    );
    expect(local.get("connect-src")).toContain("ws://127.0.0.1:8549");
    expect((local.get("connect-src") ?? []).filter((source) => source.includes("walletconnect"))).toEqual([]);
    expect(local.get("frame-src")).toEqual(["https://verify.walletconnect.com", "https://verify.walletconnect.org"]);
  });

  it("allows style attributes only by hash, and only on a page that has them", () => {
    const policy = contentSecurityPolicy({
      network: MAINNET,
      walletConnect: false,
      scriptHashes: [],
      styleHashes: [],
      styleAttributeHashes: ["'sha256-DDD='", "'sha256-DDD='"],
    });
    expect(directives(policy).get("style-src-attr")).toEqual(["'unsafe-hashes'", "'sha256-DDD='"]);
    expect(directives(policy).get("style-src")).toEqual(["'self'"]);
    // Inline <style> elements are allowed (a run-time scroll lock), attributes never without a hash.
    expect(directives(policy).get("style-src-elem")).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe("originOf", () => {
  it("refuses a URL without an origin", () => {
    expect(originOf("wss://relay.example.com/path")).toBe("wss://relay.example.com");
    expect(() => originOf("data:text/plain,hi")).toThrow("has no origin");
  });
});
