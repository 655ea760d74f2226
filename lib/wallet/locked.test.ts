import { describe, expect, it } from "vitest";
import { isLockedMetaMask } from "./locked";

const metaMask = (isUnlocked: () => Promise<boolean>) => ({ request: async () => null, _metamask: { isUnlocked } });

describe("isLockedMetaMask", () => {
  it("is true when MetaMask says it is not unlocked", async () => {
    expect(await isLockedMetaMask(metaMask(async () => false))).toBe(true);
  });

  it("is false when MetaMask says it is unlocked", async () => {
    expect(await isLockedMetaMask(metaMask(async () => true))).toBe(false);
  });

  it("asks MetaMask's own object, as MetaMask's method expects", async () => {
    const extras = {
      unlocked: false,
      async isUnlocked(this: { unlocked: boolean }) {
        return this.unlocked;
      },
    };
    expect(await isLockedMetaMask({ _metamask: extras })).toBe(true);
  });

  it("is false for a wallet without MetaMask's extras, or with a check that is not a function", async () => {
    expect(await isLockedMetaMask({ request: async () => null })).toBe(false);
    expect(await isLockedMetaMask({ _metamask: {} })).toBe(false);
    expect(await isLockedMetaMask({ _metamask: { isUnlocked: true } })).toBe(false);
  });

  it("is false when there is no provider, or the check fails", async () => {
    expect(await isLockedMetaMask(undefined)).toBe(false);
    expect(await isLockedMetaMask(null)).toBe(false);
    expect(await isLockedMetaMask("ethereum")).toBe(false);
    expect(
      await isLockedMetaMask(
        metaMask(async () => {
          throw new Error("disconnected port");
        }),
      ),
    ).toBe(false);
  });

  it("is false for an answer that is not a plain false", async () => {
    const odd = metaMask((async () => undefined) as unknown as () => Promise<boolean>);
    expect(await isLockedMetaMask(odd)).toBe(false);
  });
});
