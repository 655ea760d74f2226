import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRpc, RpcFailure, type RpcAnswer } from "@/mocks/chain/fake-rpc";
import { setupMockApi } from "@/mocks/vitest-setup";
import { cycleAndGas, cycleTimingFigure, gasPriceFigure, readCycleAndGas } from "./cycle-and-gas";
import { RpcUnreachable, RpcUnusableAnswer } from "../transport/rpc-batch";

// The local build's RPC and governance (lib/network/local-deployment.json), and governance's getters' selectors
// (keccak of "lastEpoch()" and "epochInterval()"), written out.
const RPC_URL = "http://127.0.0.1:8545";
const GOVERNANCE = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const LAST_EPOCH = "0x06a4c983";
const EPOCH_INTERVAL = "0x09b1ef26";
const word = (hex: string) => `0x${hex.padStart(64, "0")}`;

const server = setupMockApi();
afterEach(() => vi.unstubAllGlobals());

const governance: RpcAnswer = (call) => {
  if (call.method === "eth_gasPrice") return "0x2dfd4a7a0"; // 12.345190304 gwei
  const data = (call.params[0] as { data: string }).data;
  if (data === LAST_EPOCH) return word((1_700_000_000).toString(16));
  if (data === EPOCH_INTERVAL) return word((604_800).toString(16));
  throw new RpcFailure(3, "execution reverted", "0x");
};

function node(answer: RpcAnswer) {
  const rpc = fakeRpc(RPC_URL, answer);
  const bodies: unknown[] = [];
  server.events.on(
    "request:start",
    ({ request }) =>
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b)),
  );
  server.use(rpc.handler);
  return { calls: rpc.calls, bodies };
}

describe("readCycleAndGas", () => {
  it("asks governance's two getters and the gas price in one JSON-RPC batch, and reads their answers", async () => {
    const { bodies } = node(governance);
    await expect(readCycleAndGas({ url: RPC_URL })).resolves.toEqual({
      timing: { lastEpoch: 1_700_000_000n, epochInterval: 604_800n },
      gasPrice: 12_345_190_304n,
    });
    expect(bodies).toEqual([
      [
        {
          jsonrpc: "2.0",
          id: 0,
          method: "eth_call",
          params: [{ to: GOVERNANCE, data: LAST_EPOCH }, "latest"],
        },
        {
          jsonrpc: "2.0",
          id: 1,
          method: "eth_call",
          params: [{ to: GOVERNANCE, data: EPOCH_INTERVAL }, "latest"],
        },
        { jsonrpc: "2.0", id: 2, method: "eth_gasPrice", params: [] },
      ],
    ]);
    server.events.removeAllListeners();
  });

  it("posts the batch as JSON", async () => {
    const sent: { method: string; type: string | null }[] = [];
    server.use(
      http.post(RPC_URL, ({ request }) => {
        sent.push({ method: request.method, type: request.headers.get("content-type") });
        return undefined; // on to the node below
      }),
      fakeRpc(RPC_URL, governance).handler,
    );
    await readCycleAndGas({ url: RPC_URL });
    expect(sent).toEqual([{ method: "POST", type: "application/json" }]);
  });

  it("matches answers to calls by id, whatever order they come in", async () => {
    server.use(
      http.post(RPC_URL, () =>
        HttpResponse.json([
          { jsonrpc: "2.0", id: 2, result: "0x1" },
          { jsonrpc: "2.0", id: 1, result: word("93a80") },
          { jsonrpc: "2.0", id: 0, result: word("6553f100") },
        ]),
      ),
    );
    await expect(readCycleAndGas({ url: RPC_URL })).resolves.toEqual({
      timing: { lastEpoch: 1_700_000_000n, epochInterval: 604_800n },
      gasPrice: 1n,
    });
  });

  it("fails as an unusable answer when the node answers a call with an error, naming the RPC and the call", async () => {
    node(() => {
      throw new RpcFailure(-32603, "upstream down");
    });
    const read = readCycleAndGas({ url: RPC_URL });
    await expect(read).rejects.toThrow(RpcUnusableAnswer);
    await expect(read).rejects.toMatchObject({ name: "RpcUnusableAnswer", endpoint: RPC_URL });
    await expect(read).rejects.toThrow("127.0.0.1:8545: eth_call: upstream down");
  });

  it("fails as an unusable answer when an answer is missing, or the body is not JSON-RPC or not JSON", async () => {
    server.use(http.post(RPC_URL, () => HttpResponse.json([{ jsonrpc: "2.0", id: 0, result: word("1") }])));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(
      new RpcUnusableAnswer(RPC_URL, "no answer to eth_call"),
    );
    server.use(http.post(RPC_URL, () => HttpResponse.json({ jsonrpc: "2.0", id: 0, result: "0x1" })));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(
      new RpcUnusableAnswer(RPC_URL, "the answer is not a JSON-RPC batch"),
    );
    server.use(http.post(RPC_URL, () => new HttpResponse("<html>gateway</html>", { status: 200 })));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(
      new RpcUnusableAnswer(RPC_URL, "the answer is not JSON"),
    );
  });

  it("fails as unreachable when nothing answers, or only an HTTP error does", async () => {
    server.use(http.post(RPC_URL, () => HttpResponse.error()));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toMatchObject({ name: "RpcUnreachable" });
    // What fetch said is kept, after the RPC's host.
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("network down")));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(new RpcUnreachable("127.0.0.1:8545: network down"));
    vi.stubGlobal("fetch", () => Promise.reject("offline"));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(new RpcUnreachable("127.0.0.1:8545: offline"));
    vi.unstubAllGlobals();
    server.use(http.post(RPC_URL, () => new HttpResponse("bad gateway", { status: 502 })));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(
      new RpcUnreachable("127.0.0.1:8545: HTTP 502", 502),
    );
  });

  it("refuses a lastEpoch wider than uint64 and a gas price that is not a quantity", async () => {
    // 2^64: one more than a uint64 holds.
    node((call) => (call.method === "eth_gasPrice" ? "0x1" : word("10000000000000000")));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(RpcUnusableAnswer);
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow("127.0.0.1:8545: ");
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow("does not fit in uint64");
    node((call) => (call.method === "eth_gasPrice" ? "12 gwei" : governance(call)));
    await expect(readCycleAndGas({ url: RPC_URL })).rejects.toThrow(
      new RpcUnusableAnswer(RPC_URL, "expected a hex quantity, got 12 gwei"),
    );
  });

  it("takes a gas price of 1 to 64 hex digits, either case, and nothing around them", async () => {
    const gasPriceOf = async (answer: unknown) => {
      node((call) => (call.method === "eth_gasPrice" ? answer : governance(call)));
      return (await readCycleAndGas({ url: RPC_URL })).gasPrice;
    };
    await expect(gasPriceOf("0x1")).resolves.toBe(1n);
    await expect(gasPriceOf("0x2DFD4A7A0")).resolves.toBe(12_345_190_304n);
    await expect(gasPriceOf(`0x${"f".repeat(64)}`)).resolves.toBe(2n ** 256n - 1n);
    const refused = (got: string) => new RpcUnusableAnswer(RPC_URL, `expected a hex quantity, got ${got}`);
    await expect(gasPriceOf("0x")).rejects.toThrow(refused("0x"));
    await expect(gasPriceOf(`0x1${"0".repeat(64)}`)).rejects.toThrow(refused(`0x1${"0".repeat(64)}`));
    await expect(gasPriceOf(" 0x1")).rejects.toThrow(refused(" 0x1"));
    await expect(gasPriceOf("0x1 ")).rejects.toThrow(refused("0x1 "));
    await expect(gasPriceOf("0x1g")).rejects.toThrow(refused("0x1g"));
    // A long answer is quoted up to 80 characters; an answer that is no string is named by its type.
    await expect(gasPriceOf(`0x${"z".repeat(100)}`)).rejects.toThrow(refused(`0x${"z".repeat(78)}`));
    await expect(gasPriceOf(12)).rejects.toThrow(refused("number"));
    await expect(gasPriceOf(null)).rejects.toThrow(refused("object"));
    // A list holding a quantity is no quantity, though it reads as one when turned into text.
    await expect(gasPriceOf(["0x1"])).rejects.toThrow(refused("object"));
  });

  it("names the wallet's connection when what it answered cannot be used", async () => {
    const provider = {
      request: async (args: { method: string; params?: readonly unknown[] }) =>
        args.method === "eth_gasPrice" ? "12 gwei" : governance({ method: args.method, params: args.params ?? [] }),
    };
    const read = readCycleAndGas({ provider });
    await expect(read).rejects.toThrow(new RpcUnusableAnswer("wallet", "expected a hex quantity, got 12 gwei"));
    await expect(read).rejects.toMatchObject({
      endpoint: "wallet",
      message: "wallet: expected a hex quantity, got 12 gwei",
    });
  });

  it("waits out a rate limit's Retry-After and asks again, through the endpoint's gate", async () => {
    let refused = 0;
    const rpc = fakeRpc(RPC_URL, governance);
    server.use(
      http.post(RPC_URL, () => {
        if (refused++ > 0) return undefined; // falls through to the node below
        return new HttpResponse(null, { status: 429, headers: { "retry-after": "0" } });
      }),
      rpc.handler,
    );
    await expect(readCycleAndGas({ url: RPC_URL })).resolves.toMatchObject({ gasPrice: 12_345_190_304n });
    expect(refused).toBe(2);
  });

  it("reads through the wallet's own connection when that is the choice, one request per call", async () => {
    const asked: unknown[] = [];
    const provider = {
      request: async (args: { method: string; params?: readonly unknown[] }) => {
        asked.push(args);
        return governance({ method: args.method, params: args.params ?? [] });
      },
    };
    await expect(readCycleAndGas({ provider })).resolves.toEqual({
      timing: { lastEpoch: 1_700_000_000n, epochInterval: 604_800n },
      gasPrice: 12_345_190_304n,
    });
    expect(asked).toEqual([
      { method: "eth_call", params: [{ to: GOVERNANCE, data: LAST_EPOCH }, "latest"] },
      { method: "eth_call", params: [{ to: GOVERNANCE, data: EPOCH_INTERVAL }, "latest"] },
      { method: "eth_gasPrice", params: [] },
    ]);
  });
});

describe("cycleAndGas, the page's one reading", () => {
  it("reads the build's RPC where there is no window (no stored choice, no wallet)", async () => {
    const { calls } = node(governance);
    await cycleAndGas.refresh();
    expect(cycleAndGas.snapshot()).toMatchObject({
      value: { timing: { lastEpoch: 1_700_000_000n, epochInterval: 604_800n }, gasPrice: 12_345_190_304n },
      failed: false,
      error: undefined,
    });
    expect(calls.map((c) => c.method)).toEqual(["eth_call", "eth_call", "eth_gasPrice"]);
    server.events.removeAllListeners();
  });
});

describe("the cycle's and the gas price's figures", () => {
  const failedBeforeAnyAnswer = (error: unknown) => ({ value: undefined, answeredAt: 0, failed: true, error }) as const;

  const timing = { lastEpoch: 1_700_000_000n, epochInterval: 604_800n };
  const answered = { value: { timing, gasPrice: 7n }, answeredAt: 1_764_165_900_000, failed: false, error: undefined };

  it("are known from the chain once read, each its own part of the answer", () => {
    expect(cycleTimingFigure(answered)).toEqual({ state: "known", value: timing, source: { kind: "chain" } });
    expect(gasPriceFigure(answered)).toEqual({ state: "known", value: 7n, source: { kind: "chain" } });
  });

  it("are stale as of the last answer after a failed read, and still being read before any answer", () => {
    const failedAfter = { ...answered, failed: true, error: new RpcUnreachable("127.0.0.1:8545: HTTP 502") };
    expect(gasPriceFigure(failedAfter)).toEqual({
      state: "stale",
      value: 7n,
      source: { kind: "chain" },
      asOf: { kind: "time", at: 1_764_165_900_000 },
    });
    const notRead = { value: undefined, answeredAt: 0, failed: false, error: undefined };
    expect(cycleTimingFigure(notRead)).toEqual({ state: "unknown", why: "loading" });
  });

  it("name the RPC when it answered with something unusable, and say unreachable only when nothing answered", () => {
    expect(gasPriceFigure(failedBeforeAnyAnswer(new RpcUnusableAnswer(RPC_URL, "the answer is not JSON")))).toEqual({
      state: "unknown",
      why: { kind: "chain-unusable", rpc: "127.0.0.1:8545", api: null },
    });
    expect(
      cycleTimingFigure(failedBeforeAnyAnswer(new RpcUnusableAnswer("wallet", "eth_call: execution reverted"))),
    ).toEqual({ state: "unknown", why: { kind: "chain-unusable", rpc: "the wallet's connection", api: null } });
    expect(gasPriceFigure(failedBeforeAnyAnswer(new RpcUnreachable("127.0.0.1:8545: HTTP 502")))).toEqual({
      state: "unknown",
      why: "chain-unreachable",
    });
  });
});
