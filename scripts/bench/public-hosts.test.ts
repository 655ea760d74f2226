import { describe, expect, it } from "vitest";
import { stackUrlFor } from "./public-hosts";

const target = {
  rpcUrl: "https://ethereum-holesky-rpc.publicnode.com",
  apiUrl: "https://node-holesky.smoothly.money",
  stackRpcUrl: "http://127.0.0.1:8545",
  stackApiUrl: "http://127.0.0.1:8546",
};

describe("stackUrlFor", () => {
  it("sends the RPC host to the stack's chain and the API host's paths to the stack's API", () => {
    expect(stackUrlFor(target, "ethereum-holesky-rpc.publicnode.com", "/")).toBe("http://127.0.0.1:8545");
    expect(stackUrlFor(target, "node-holesky.smoothly.money", "/tree/exits/0xabc?x=1")).toBe(
      "http://127.0.0.1:8546/tree/exits/0xabc?x=1",
    );
  });

  it("answers no other host", () => {
    expect(stackUrlFor(target, "example.com", "/")).toBeNull();
    expect(stackUrlFor(target, "node-holesky.smoothly.money:8443", "/")).toBeNull();
  });
});
