import { afterEach, describe, expect, it } from "vitest";
import { findFreePort, startAnvil, type AnvilHandle } from "./anvil";

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

describe("startAnvil", () => {
  const started: AnvilHandle[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((handle) => handle.stop()));
  });

  it("answers on loopback with chain id 31337 and is gone after stop()", async () => {
    const anvil = await startAnvil({ port: await findFreePort() });
    started.push(anvil);
    expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`);
    const response = await fetch(anvil.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    expect(await response.json()).toMatchObject({ result: "0x7a69" });
    await anvil.stop();
    expect(await answers(anvil.rpcUrl)).toBe(false);
    await anvil.stop(); // a second stop is harmless
  });

  it("rejects when the port is taken instead of reporting the other node as its own", async () => {
    const first = await startAnvil({ port: await findFreePort() });
    started.push(first);
    await expect(startAnvil({ port: first.port, timeoutMs: 5_000 })).rejects.toThrow(/anvil on port \d+/);
    expect(await answers(first.rpcUrl)).toBe(true);
  });
});
