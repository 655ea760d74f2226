import {
  CallExecutionError,
  ContractFunctionExecutionError,
  HttpRequestError,
  RpcRequestError,
  TimeoutError,
} from "viem";
import { describe, expect, it } from "vitest";
import { UnaskedAnswerError } from "./asked-for";
import { chainFailure, endpointOf, isUnreachable, rpcName } from "./read-failure";

const URL = "https://rpc.example/v1";
const noAnswer = new HttpRequestError({ url: URL, details: "Failed to fetch" });
const serverDown = new HttpRequestError({ url: URL, status: 502 });
const serverError = new HttpRequestError({ url: URL, status: 500 });
const refused = new HttpRequestError({ url: URL, status: 403 });
const timedOut = new TimeoutError({ body: {}, url: URL });
const rpcError = new RpcRequestError({ body: {}, url: URL, error: { code: -32000, message: "header not found" } });
/** How wagmi's contract reads wrap what the transport threw. */
const wrapped = (cause: Error) =>
  new ContractFunctionExecutionError(new CallExecutionError(cause as never, {}), {
    abi: [],
    functionName: "epoch",
  });

describe("isUnreachable", () => {
  it("is true when nothing answered: no connection, a timeout, a server that is down; wrapped or not", () => {
    for (const error of [noAnswer, serverDown, serverError, timedOut, wrapped(noAnswer), wrapped(timedOut)])
      expect(isUnreachable(error), error.name).toBe(true);
  });

  it("is false when the RPC answered: an error of its own, a refusal, an answer not asked for", () => {
    for (const error of [
      rpcError,
      refused,
      wrapped(rpcError),
      new UnaskedAnswerError("other-block", "asked for block 1, got block 2"),
      new Error("the node does not have block 9"),
      "a string",
      null,
    ])
      expect(isUnreachable(error), String(error)).toBe(false);
  });
});

describe("isUnreachable's look through causes", () => {
  /** `error` as the cause of `depth` plain errors, each wrapping the next. */
  const under = (depth: number, error: Error): Error =>
    depth === 0 ? error : new Error(`wrapper ${depth}`, { cause: under(depth - 1, error) });

  it("looks at the error and its first seven causes, no deeper", () => {
    expect(isUnreachable(under(7, timedOut))).toBe(true);
    expect(isUnreachable(under(8, timedOut))).toBe(false);
  });

  it("ends on an error that is its own cause", () => {
    const loop = new Error("loop");
    loop.cause = loop;
    expect(isUnreachable(loop)).toBe(false);
  });
});

describe("chainFailure", () => {
  it("says the chain cannot be reached only when nothing answered", () => {
    expect(chainFailure(noAnswer, URL)).toBe("chain-unreachable");
  });

  it("names the RPC whose answers could not be used: its host, or the wallet's connection", () => {
    expect(chainFailure(rpcError, URL)).toEqual({ kind: "chain-unusable", rpc: "rpc.example", api: null });
    expect(chainFailure(rpcError, "wallet")).toEqual({
      kind: "chain-unusable",
      rpc: "the wallet's connection",
      api: null,
    });
    expect(rpcName("http://127.0.0.1:8545")).toBe("127.0.0.1:8545");
  });
});

describe("endpointOf", () => {
  it("names a client's endpoint by its URL, or the wallet's own connection when it has none", () => {
    expect(endpointOf({ url: "https://rpc.example/v1" })).toBe("https://rpc.example/v1");
    expect(endpointOf({ url: undefined })).toBe("wallet");
    expect(endpointOf({ request: () => undefined })).toBe("wallet");
  });
});
