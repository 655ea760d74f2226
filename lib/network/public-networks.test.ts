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
});
