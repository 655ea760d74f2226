import { describe, expect, it } from "vitest";
import { checkRpcUrl } from "./check-rpc";

const HOLESKY = { chainId: 17000, name: "Holesky" };

/** An RPC that answers every request with `body` (or fails to answer), recording what it was asked. */
function rpc(body: unknown | Error) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), init });
    if (body instanceof Error) throw body;
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe("checkRpcUrl", () => {
  it("accepts an RPC of the network's chain, asked once with a plain eth_chainId and no cookies", async () => {
    const { fetchImpl, asked } = rpc({ jsonrpc: "2.0", id: 1, result: "0x4268" });
    expect(await checkRpcUrl("https://rpc.example/v1", HOLESKY, fetchImpl)).toEqual({ ok: true });
    expect(asked).toHaveLength(1);
    const [{ url, init }] = asked as [{ url: string; init: RequestInit }];
    expect(url).toBe("https://rpc.example/v1");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] });
    expect(init.credentials).toBe("omit");
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("reads a chain id written in capitals", async () => {
    const { fetchImpl } = rpc({ result: "0xAA36A7" });
    expect(await checkRpcUrl("https://rpc.example/", { chainId: 11155111, name: "Sepolia" }, fetchImpl)).toEqual({
      ok: true,
    });
  });

  it("refuses an RPC of another chain, naming both chains, and changes nothing", async () => {
    const { fetchImpl } = rpc({ result: "0x1" });
    expect(await checkRpcUrl("https://mainnet.rpc.example/", HOLESKY, fetchImpl)).toEqual({
      ok: false,
      message: "mainnet.rpc.example is on chain 1, not Holesky (chain 17000). Nothing was changed.",
    });
  });

  it("says the RPC did not answer only when nothing answered", async () => {
    for (const down of [
      new TypeError("Failed to fetch"),
      new DOMException("The operation timed out.", "TimeoutError"),
    ]) {
      expect(await checkRpcUrl("https://rpc.example/", HOLESKY, rpc(down).fetchImpl), down.message).toEqual({
        ok: false,
        message: "rpc.example did not answer a JSON-RPC request.",
      });
    }
  });

  it("says the RPC answered with nothing usable when it answers anything but a chain id for its own request", async () => {
    const unusable = {
      ok: false,
      message:
        "rpc.example answered, but not with a chain id for the request sent: it is not a JSON-RPC endpoint the page can use. Nothing was changed.",
    };
    for (const body of [
      "<html>Bad gateway</html>",
      { error: { code: -32601, message: "method not found" } },
      { result: 17000 },
      { result: "17000" },
      { result: "0x" },
      { result: "0x4268 " },
      { result: "chain 0x4268" },
      // The right chain id, but in the answer to another request.
      { jsonrpc: "2.0", id: 7, result: "0x4268" },
    ]) {
      expect(await checkRpcUrl("https://rpc.example/", HOLESKY, rpc(body).fetchImpl), JSON.stringify(body)).toEqual(
        unusable,
      );
    }
  });

  it("refuses an address that is not an https URL or a local one, without asking it", async () => {
    const { fetchImpl, asked } = rpc({ result: "0x4268" });
    expect(await checkRpcUrl("http://rpc.example/", HOLESKY, fetchImpl)).toEqual({
      ok: false,
      message: "Give an https:// address, or an http:// one on this computer (127.0.0.1 or localhost).",
    });
    expect(asked).toEqual([]);
  });
});
