import type { Address } from "viem";
import { describe, expect, it, vi } from "vitest";

const ALICE: Address = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB: Address = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

/**
 * The store as a freshly loaded page has it (no wallet yet, no listener): it is module-level state, and the store
 * object itself is built when the module loads (docs/mutation.md).
 */
async function freshStore() {
  vi.resetModules();
  return (await import("./connected-wallet")).connectedWallet;
}

describe("connectedWallet", () => {
  it("holds no address until the wallet's island sets one, then the one set last", async () => {
    const wallet = await freshStore();
    expect(wallet.get()).toBeUndefined();
    wallet.set(ALICE);
    expect(wallet.get()).toBe(ALICE);
    wallet.set(BOB);
    expect(wallet.get()).toBe(BOB);
    wallet.set(undefined);
    expect(wallet.get()).toBeUndefined();
  });

  it("tells every listener of each change, once, and of nothing when the address stays the same", async () => {
    const wallet = await freshStore();
    const first = vi.fn();
    const second = vi.fn();
    wallet.subscribe(first);
    wallet.subscribe(second);
    wallet.set(ALICE);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    wallet.set(ALICE);
    expect(first).toHaveBeenCalledTimes(1);
    wallet.set(undefined);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
    wallet.set(undefined);
    expect(first).toHaveBeenCalledTimes(2);
  });

  it("lets a listener read the new address when it is told", async () => {
    const wallet = await freshStore();
    const seen: (Address | undefined)[] = [];
    wallet.subscribe(() => seen.push(wallet.get()));
    wallet.set(ALICE);
    wallet.set(BOB);
    expect(seen).toEqual([ALICE, BOB]);
  });

  it("stops telling a listener once it unsubscribes, and keeps telling the others", async () => {
    const wallet = await freshStore();
    const leaving = vi.fn();
    const staying = vi.fn();
    const unsubscribe = wallet.subscribe(leaving);
    wallet.subscribe(staying);
    wallet.set(ALICE);
    unsubscribe();
    wallet.set(BOB);
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
  });

  it("tells a listener that subscribes during a change only of the changes after it", async () => {
    const wallet = await freshStore();
    const late = vi.fn();
    const unsubscribe = wallet.subscribe(() => {
      unsubscribe();
      wallet.subscribe(late);
    });
    wallet.set(ALICE);
    expect(late).not.toHaveBeenCalled();
    wallet.set(BOB);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
