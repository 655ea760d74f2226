import { describe, expect, it } from "vitest";
import { walletConnectEnv, walletConnectFlags } from "./release";

const ID = "0123456789abcdef0123456789abcdef";

describe("npm run release's WalletConnect flags", () => {
  it("builds without WalletConnect when no project id is given", () => {
    expect(walletConnectFlags(["--verify"])).toBeNull();
    expect(walletConnectEnv(null)).toEqual({});
  });

  it("takes a project id, and a relay URL with it, into the build's environment", () => {
    expect(walletConnectFlags(["--wc-project-id", ID])).toEqual({ projectId: ID, relayUrl: null });
    const both = walletConnectFlags(["--wc-project-id", ID, "--wc-relay-url", "wss://relay.example.org"]);
    expect(both).toEqual({ projectId: ID, relayUrl: "wss://relay.example.org" });
    expect(walletConnectEnv(both)).toEqual({
      NEXT_PUBLIC_WC_PROJECT_ID: ID,
      NEXT_PUBLIC_WC_RELAY_URL: "wss://relay.example.org",
    });
    expect(walletConnectEnv({ projectId: ID, relayUrl: null })).toEqual({ NEXT_PUBLIC_WC_PROJECT_ID: ID });
  });

  it("refuses what no relay would take", () => {
    expect(() => walletConnectFlags(["--wc-project-id"])).toThrow("--wc-project-id needs a value");
    expect(() => walletConnectFlags(["--wc-project-id", "my-project"])).toThrow(
      "--wc-project-id my-project: a project id is 32 hex digits",
    );
    expect(() => walletConnectFlags(["--wc-relay-url", "wss://relay.example.org"])).toThrow(
      "--wc-relay-url goes with --wc-project-id",
    );
    expect(() => walletConnectFlags(["--wc-project-id", ID, "--wc-relay-url", "https://relay.example.org"])).toThrow(
      "--wc-relay-url: https://relay.example.org is not a ws:// or wss:// URL",
    );
    expect(() => walletConnectFlags(["--wc-project-id", ID, "--wc-relay-url", "ws://relay.example.org"])).toThrow(
      "--wc-relay-url: ws://relay.example.org: plain ws:// only on this computer (127.0.0.1)",
    );
  });
});
