import { describe, expect, it } from "vitest";
import { fakeRpc, type RpcAnswer } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { readChainSeconds } from "./chain-time";
import { RpcUnusableAnswer } from "../transport/rpc-batch";

const RPC_URL = "http://127.0.0.1:8545";
const server = setupMockApi();

function node(answer: RpcAnswer) {
  const rpc = fakeRpc(RPC_URL, answer);
  server.use(rpc.handler);
  return rpc.calls;
}

describe("readChainSeconds", () => {
  it("reads the latest block's time", async () => {
    const calls = node(() => ({ number: "0x10", hash: `0x${"ab".repeat(32)}`, timestamp: "0x6936e0c4" }));
    await expect(readChainSeconds({ url: RPC_URL })).resolves.toBe(1_765_204_164);
    expect(calls).toEqual([{ method: "eth_getBlockByNumber", params: ["latest", false] }]);
  });

  it("an answer without a time is the RPC's fault, named", async () => {
    node(() => ({ number: "0x10" }));
    await expect(readChainSeconds({ url: RPC_URL })).rejects.toBeInstanceOf(RpcUnusableAnswer);
  });
});
