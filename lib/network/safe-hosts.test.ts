import { afterEach, describe, expect, it, vi } from "vitest";
import { originPattern } from "./safe-hosts";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The module loaded anew under the build settings (its list is made when it loads: docs/mutation.md). */
async function hostsOf(network: string | undefined, extra: string | undefined): Promise<readonly string[]> {
  vi.resetModules();
  vi.stubEnv("NEXT_PUBLIC_NETWORK", network);
  vi.stubEnv("NEXT_PUBLIC_SAFE_HOSTS", extra);
  return (await import("./safe-hosts")).safeHosts;
}

describe("the Safe hosts a build takes messages from", () => {
  it("are Safe{Wallet}'s origin, the local Safe host in the local build, and the origins the build setting adds", async () => {
    expect(await hostsOf("mainnet", undefined)).toEqual(["https://app.safe.global"]);
    expect(await hostsOf("holesky", "")).toEqual(["https://app.safe.global"]);
    expect(await hostsOf(undefined, undefined)).toEqual(["https://app.safe.global", "http://localhost:3100"]);
    expect(await hostsOf("local", undefined)).toEqual(["https://app.safe.global", "http://localhost:3100"]);
    expect(await hostsOf("mainnet", " http://localhost:3100 , https://safe.example.org")).toEqual([
      "https://app.safe.global",
      "http://localhost:3100",
      "https://safe.example.org",
    ]);
  });

  it("match exactly their own origin: no other scheme, port, subdomain or look-alike", () => {
    const safeWallet = originPattern("https://app.safe.global");
    expect(safeWallet.test("https://app.safe.global")).toBe(true);
    for (const other of [
      "http://app.safe.global",
      "https://app.safe.global:8443",
      "https://app.safe.global.example.org",
      "https://evil-app.safe.global",
      "https://appXsafe.global",
      "https://app.safe.globa",
    ]) {
      expect(safeWallet.test(other), other).toBe(false);
    }
    expect(originPattern("http://localhost:3100").test("http://localhost:31000")).toBe(false);
  });
});
