import { describe, expect, it } from "vitest";
import { originPattern, safeHostsOf } from "./safe-hosts";

describe("the Safe hosts a build takes messages from", () => {
  it("are Safe{Wallet}'s origin, the local Safe host in the local build, and the origins the build setting adds", () => {
    expect(safeHostsOf("mainnet", undefined)).toEqual(["https://app.safe.global"]);
    expect(safeHostsOf("holesky", "")).toEqual(["https://app.safe.global"]);
    expect(safeHostsOf(undefined, undefined)).toEqual(["https://app.safe.global", "http://localhost:3100"]);
    expect(safeHostsOf("local", undefined)).toEqual(["https://app.safe.global", "http://localhost:3100"]);
    expect(safeHostsOf("mainnet", " http://localhost:3100 , https://safe.example.org")).toEqual([
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
