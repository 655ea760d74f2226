import { describe, expect, it } from "vitest";
import { rpcMethodsOf } from "./page-figures";

describe("rpcMethodsOf", () => {
  it("reads the methods of a batch in order, and of a single call", () => {
    expect(
      rpcMethodsOf(
        '[{"jsonrpc":"2.0","id":0,"method":"eth_getBlockByNumber","params":["finalized",false]},{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}]',
      ),
    ).toEqual(["eth_getBlockByNumber", "eth_blockNumber"]);
    expect(rpcMethodsOf('{"jsonrpc":"2.0","id":7,"method":"eth_getBalance","params":[]}')).toEqual(["eth_getBalance"]);
  });

  it("finds none in a body that is not JSON-RPC", () => {
    for (const body of [null, "", "not json", "42", '[{"id":0}]', '{"method":7}'])
      expect(rpcMethodsOf(body)).toEqual([]);
  });
});
