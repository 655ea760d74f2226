import { describe, expect, it } from "vitest";
import { BUILD_RPC, isUsableRpcUrl, parseRpcChoice, rpcChoiceKey, rpcHost, serializeRpcChoice } from "./rpc-choice";
import { checkRpcUrl } from "./check-rpc";

describe("the visitor's RPC choice", () => {
  it("is kept per network, and read back as it was kept", () => {
    expect(rpcChoiceKey(1)).toBe("smoothly:rpc:v1:1");
    const mine = { kind: "url", url: "https://eth.my-node.example/abc" } as const;
    expect(parseRpcChoice(serializeRpcChoice(mine))).toEqual(mine);
    expect(parseRpcChoice(serializeRpcChoice({ kind: "wallet" }))).toEqual({ kind: "wallet" });
    expect(serializeRpcChoice(BUILD_RPC)).toBeNull();
  });

  it.each([
    ["nothing kept", null],
    ["not JSON", "https://eth.example"],
    ["another form", '{"kind":"url"}'],
    ["a plain http URL of another computer", '{"kind":"url","url":"http://192.168.1.5:8545"}'],
    ["an unknown kind", '{"kind":"infura"}'],
  ])("falls back to the build's RPC for %s", (_, text) => {
    expect(parseRpcChoice(text)).toEqual({ kind: "build" });
  });

  it.each([
    ["https://ethereum-rpc.publicnode.com", true],
    ["http://127.0.0.1:8545", true],
    ["http://localhost:8545", true],
    ["http://[::1]:8545", true],
    ["http://node.example:8545", false],
    ["ws://127.0.0.1:8546", false],
    ["my node", false],
  ])("%s is usable: %s", (url, usable) => {
    expect(isUsableRpcUrl(url)).toBe(usable);
  });

  it("names an RPC by its host", () => {
    expect(rpcHost("https://eth-mainnet.g.alchemy.com/v2/secret")).toBe("eth-mainnet.g.alchemy.com");
    expect(rpcHost("http://127.0.0.1:8545")).toBe("127.0.0.1:8545");
    expect(rpcHost("not a url")).toBe("not a url");
  });
});

describe("checkRpcUrl", () => {
  const MAINNET = { chainId: 1, name: "Ethereum" };
  const answering = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;

  it("accepts an RPC of this network's chain", async () => {
    expect(
      await checkRpcUrl("https://rpc.example", MAINNET, answering({ jsonrpc: "2.0", id: 1, result: "0x1" })),
    ).toEqual({
      ok: true,
    });
  });

  it("refuses an RPC of another chain, naming both", async () => {
    expect(
      await checkRpcUrl("https://rpc.example/key", MAINNET, answering({ jsonrpc: "2.0", id: 1, result: "0x4268" })),
    ).toEqual({ ok: false, message: "rpc.example is on chain 17000, not Ethereum (chain 1). Nothing was changed." });
  });

  it("says so when the URL does not answer JSON-RPC, or is not one the page may use", async () => {
    const down = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await checkRpcUrl("https://rpc.example", MAINNET, down)).toEqual({
      ok: false,
      message: "rpc.example did not answer a JSON-RPC request.",
    });
    expect(await checkRpcUrl("https://rpc.example", MAINNET, answering({ error: "no" }))).toEqual({
      ok: false,
      message:
        "rpc.example answered, but not with a chain id for the request sent: it is not a JSON-RPC endpoint the page can use. Nothing was changed.",
    });
    expect(await checkRpcUrl("http://10.0.0.2:8545", MAINNET, answering({}))).toEqual({
      ok: false,
      message: "Give an https:// address, or an http:// one on this computer (127.0.0.1 or localhost).",
    });
  });
});
