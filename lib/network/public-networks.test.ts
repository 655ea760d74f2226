import { describe, expect, it } from "vitest";
import { holeskyNetwork } from "./holesky";
import { mainnetNetwork } from "./mainnet";

// The protocol is being deprecated: on the public networks nobody may subscribe (a new bond could be lost).
describe("public network configs", () => {
  it("keep subscriptions closed on holesky", () => {
    expect(holeskyNetwork.subscriptionsOpen).toBe(false);
    expect(holeskyNetwork.chain.id).toBe(17000);
  });

  it("keep subscriptions closed on mainnet", () => {
    expect(mainnetNetwork.subscriptionsOpen).toBe(false);
    expect(mainnetNetwork.chain.id).toBe(1);
  });

  // A bound after the pool's deployment would hide its first events. The oracle's first epoch is 249058 on mainnet
  // (slot 7,969,856; the merge put block 15,537,394 at slot 4,700,013, one block per slot at most) and 38317 on
  // holesky (slot 1,226,144; block 0 at slot 0).
  it("read the History from no later than the block of the oracle's first epoch", () => {
    expect(mainnetNetwork.deployBlock).toBeLessThanOrEqual(18_807_237n);
    expect(holeskyNetwork.deployBlock).toBeLessThanOrEqual(1_226_144n);
  });
});
