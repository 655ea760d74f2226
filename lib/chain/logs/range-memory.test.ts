// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionRangeMemory } from "./range-memory";

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("sessionRangeMemory", () => {
  it("keeps the learned range per endpoint and chain for the session", () => {
    const memory = sessionRangeMemory("https://rpc.example/", 17000);
    expect(memory?.get()).toBeNull();
    memory?.set(10_000n);
    expect(sessionStorage.getItem("smoothly:getLogs-range:v1:17000:https://rpc.example/")).toBe("10000");
    expect(sessionRangeMemory("https://rpc.example/", 17000)?.get()).toBe(10_000n);
    expect(sessionRangeMemory("https://rpc.example/", 1)?.get()).toBeNull();
    expect(sessionRangeMemory("https://other.example/", 17000)?.get()).toBeNull();
  });

  it("ignores a stored value that is not a positive whole number of at most 16 digits", () => {
    const key = "smoothly:getLogs-range:v1:1:https://rpc.example/";
    const memory = sessionRangeMemory("https://rpc.example/", 1);
    for (const text of ["0", "-5", "012", "1e4", "10000 ", " 10000", "abc", "12345678901234567"]) {
      sessionStorage.setItem(key, text);
      expect(memory?.get(), text).toBeNull();
    }
    sessionStorage.setItem(key, "9999999999999999");
    expect(memory?.get()).toBe(9_999_999_999_999_999n);
    sessionStorage.setItem(key, "1");
    expect(memory?.get()).toBe(1n);
  });

  it("without storage, remembers nothing and does not throw", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const memory = sessionRangeMemory("https://rpc.example/", 1);
    expect(() => memory?.set(500n)).not.toThrow();
    expect(memory?.get()).toBeNull();
  });
});
