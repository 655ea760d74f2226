// @vitest-environment jsdom
// Which RPC the page reads through, from the choice this browser keeps (lib/chain/transport/read-rpc.ts), and what it shows of it.
import { act, cleanup, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

// The local build reads http://127.0.0.1:8545; its chain is 31337.
const KEY = "smoothly:rpc:v1:31337";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The hook as a page loaded with what localStorage holds now (the choice is read once, when the page loads). */
async function loadPage() {
  vi.resetModules();
  const [{ useReadRpc }, { readRpc }, { gateFor }] = await Promise.all([
    import("./use-read-rpc"),
    import("./read-rpc"),
    import("./rpc-gates"),
  ]);
  return { useReadRpc, readRpc, gateFor };
}

describe("useReadRpc", () => {
  it("reads through the build's RPC until the visitor chooses, and says when it keeps refusing", async () => {
    const { useReadRpc, readRpc, gateFor } = await loadPage();
    expect(readRpc).toEqual({ choice: { kind: "build" }, url: "http://127.0.0.1:8545" });
    const { result } = renderHook(() => useReadRpc());
    expect(result.current).toEqual({ host: "127.0.0.1:8545", status: "ok" });
    const gate = gateFor("http://127.0.0.1:8545");
    act(() => {
      for (let i = 0; i < 4; i++) gate.refused(1000);
    });
    expect(result.current.status).toBe("refusing");
    act(() => gate.answered());
    expect(result.current.status).toBe("ok");
  });

  it("reads through the visitor's own RPC URL", async () => {
    localStorage.setItem(KEY, JSON.stringify({ kind: "url", url: "https://my-node.example/rpc" }));
    const { useReadRpc, readRpc } = await loadPage();
    expect(readRpc.url).toBe("https://my-node.example/rpc");
    const { result } = renderHook(() => useReadRpc());
    expect(result.current).toEqual({ host: "my-node.example", status: "ok" });
  });

  it("reads through the wallet's connection when chosen and there is a wallet, else the build's RPC", async () => {
    localStorage.setItem(KEY, JSON.stringify({ kind: "wallet" }));
    const withoutWallet = await loadPage();
    expect(withoutWallet.readRpc).toEqual({ choice: { kind: "wallet" }, url: "http://127.0.0.1:8545" });

    vi.stubGlobal("ethereum", { request: async () => "0x7a69" });
    const withWallet = await loadPage();
    expect(withWallet.readRpc).toEqual({ choice: { kind: "wallet" }, url: null });
    const { result } = renderHook(() => withWallet.useReadRpc());
    expect(result.current).toEqual({ host: null, status: "ok" });
  });

  it("reads through the build's RPC while that is the choice, though the browser has a wallet", async () => {
    vi.stubGlobal("ethereum", { request: async () => "0x7a69" });
    const { readRpc } = await loadPage();
    expect(readRpc).toEqual({ choice: { kind: "build" }, url: "http://127.0.0.1:8545" });
  });

  it("reads through the build's RPC when storage cannot be read", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { readRpc } = await loadPage();
    expect(readRpc).toEqual({ choice: { kind: "build" }, url: "http://127.0.0.1:8545" });
  });

  it("names the build's RPC in the static HTML, whatever this browser chose", async () => {
    localStorage.setItem(KEY, JSON.stringify({ kind: "url", url: "https://my-node.example/rpc" }));
    const { useReadRpc } = await loadPage();
    function Footer() {
      const { host, status } = useReadRpc();
      return createElement("p", null, `${host} ${status}`);
    }
    expect(renderToString(createElement(Footer))).toBe("<p>127.0.0.1:8545 ok</p>");
  });
});
