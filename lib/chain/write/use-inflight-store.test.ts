// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InflightRecord } from "./inflight";
import { useInflightStore } from "./use-inflight-store";

const KEY = "smoothly:inflight";
const ALICE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const POOL = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

const record = (byte: string, overrides: Partial<InflightRecord> = {}): InflightRecord => ({
  hash: `0x${byte.repeat(32)}`,
  action: "addStake",
  indexes: [203],
  proof: null,
  account: ALICE,
  chainId: 31337,
  call: { to: POOL, data: "0x2d1e0c0200cb", value: 15_000_000_000_000_000n },
  nonce: null,
  sentAt: 1_700_000_000_000,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("useInflightStore", () => {
  it("keeps an added record in localStorage, amounts as decimal strings, and forgets the key once empty", () => {
    const { result } = renderHook(() => useInflightStore());
    expect(result.current.records).toEqual([]);

    act(() => result.current.add(record("aa")));
    expect(result.current.records).toEqual([record("aa")]);
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? "null") as { call: { value: string } }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]?.call.value).toBe("15000000000000000");

    act(() => result.current.add(record("bb", { indexes: [204] })));
    expect(result.current.records.map((r) => r.indexes)).toEqual([[203], [204]]);

    act(() => result.current.remove(`0x${"aa".repeat(32)}`));
    expect(result.current.records).toEqual([record("bb", { indexes: [204] })]);
    act(() => result.current.remove(`0x${"bb".repeat(32)}`));
    expect(result.current.records).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("replaces a record with the same hash instead of adding it twice", () => {
    const { result } = renderHook(() => useInflightStore());
    act(() => result.current.add(record("aa")));
    act(() => result.current.add(record("aa", { nonce: 7 })));
    expect(result.current.records).toEqual([record("aa", { nonce: 7 })]);
  });

  it("gives every render of the same stored text the same list", () => {
    const { result, rerender } = renderHook(() => useInflightStore());
    act(() => result.current.add(record("aa")));
    const first = result.current.records;
    rerender();
    expect(result.current.records).toBe(first);
    expect(result.current.current()).toBe(first);
  });

  it("starts from what another tab stored, never overwriting it", () => {
    const { result } = renderHook(() => useInflightStore());
    // Another tab stores its record without this tab hearing of it yet.
    window.localStorage.setItem(
      KEY,
      JSON.stringify([{ ...record("cc"), call: { ...record("cc").call, value: "15000000000000000" } }]),
    );
    expect(result.current.current()).toEqual([record("cc")]);
    act(() => result.current.add(record("aa")));
    expect(result.current.records.map((r) => r.hash)).toEqual([`0x${"cc".repeat(32)}`, `0x${"aa".repeat(32)}`]);
  });

  it("follows another tab's changes to its own key (or a cleared storage), not to other keys", () => {
    const { result } = renderHook(() => useInflightStore());
    const other = JSON.stringify([{ ...record("cc"), call: { ...record("cc").call, value: "15000000000000000" } }]);
    window.localStorage.setItem(KEY, other);

    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    });
    expect(result.current.records).toEqual([]);

    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    });
    expect(result.current.records).toEqual([record("cc")]);

    window.localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(result.current.records).toEqual([]);
  });

  it("stops listening to other tabs once unmounted", () => {
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    const { unmount } = renderHook(() => useInflightStore());
    const listeners = added.mock.calls.filter(([type]) => type === "storage").map(([, listener]) => listener);
    expect(listeners).toHaveLength(1);
    unmount();
    expect(removed).toHaveBeenCalledWith("storage", listeners[0]);
  });

  it("renders no records while the static page hydrates, then the stored ones", () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify([{ ...record("cc"), call: { ...record("cc").call, value: "15000000000000000" } }]),
    );
    const seen: (readonly InflightRecord[])[] = [];
    renderHook(
      () => {
        const { records } = useInflightStore();
        seen.push(records);
      },
      { hydrate: true },
    );
    expect(seen[0]).toEqual([]);
    expect(seen.at(-1)).toEqual([record("cc")]);
  });

  it("works from memory when storage is disabled, and forgets on reload", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError: storage is disabled");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("SecurityError: storage is disabled");
    });
    const { result } = renderHook(() => useInflightStore());
    expect(result.current.records).toEqual([]);
    act(() => result.current.add(record("dd")));
    expect(result.current.records).toEqual([record("dd")]);
    expect(result.current.current()).toEqual([record("dd")]);
    act(() => result.current.add(record("ee")));
    expect(result.current.records.map((r) => r.hash)).toEqual([`0x${"dd".repeat(32)}`, `0x${"ee".repeat(32)}`]);
  });
});
