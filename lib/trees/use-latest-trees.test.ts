// @vitest-environment jsdom
import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEPLOYED_DUMP, ROOT } from "./test-dumps";

// The page is at jsdom's http://localhost:3000/; the local build looks for its trees in the site's trees/ folder.
const TREES = "http://localhost:3000/trees/";

let asked: string[] = [];
beforeEach(() => {
  asked = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url === `${TREES}epoch.json`) return new Response('{"epoch":3}');
    if (url === `${TREES}withdrawals.json`) return new Response(DEPLOYED_DUMP);
    return new Response("Not found", { status: 404 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Resolves after the idle callbacks the hook has asked for (whenIdle runs them in order). */
async function afterIdle(): Promise<void> {
  const { whenIdle } = await import("@/lib/use-idle");
  await act(() => new Promise<void>((done) => whenIdle(() => done())));
}

async function render(initial: { enabled: boolean; epochKey: number | undefined }) {
  const { useLatestTrees } = await import("./use-latest-trees");
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return renderHook(({ enabled, epochKey }) => useLatestTrees(enabled, epochKey), { wrapper, initialProps: initial });
}

describe("useLatestTrees", () => {
  it("reads the build's published trees from the site's trees/ folder, once the page is idle", async () => {
    const { result } = await render({ enabled: true, epochKey: 3 });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current?.epoch).toBe(3);
    const withdrawals = result.current?.withdrawals;
    expect(withdrawals?.status === "found" ? withdrawals.tree.root : null).toBe(ROOT);
    expect(result.current?.exits).toEqual({ status: "absent" });
    expect([...asked].sort()).toEqual([`${TREES}epoch.json`, `${TREES}exits.json`, `${TREES}withdrawals.json`]);
  });

  it("reads them again for a new pool epoch, not on every render", async () => {
    const { result, rerender } = await render({ enabled: true, epochKey: 3 });
    await waitFor(() => expect(result.current?.epoch).toBe(3));
    rerender({ enabled: true, epochKey: 3 });
    expect(asked).toHaveLength(3);
    rerender({ enabled: true, epochKey: 4 });
    await waitFor(() => expect(asked).toHaveLength(6));
  });

  it("does not read them again when the page comes back into view within five minutes", async () => {
    const { result } = await render({ enabled: true, epochKey: 3 });
    await waitFor(() => expect(result.current?.epoch).toBe(3));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await afterIdle();
    expect(asked).toHaveLength(3);
    focusManager.setFocused(undefined);
  });

  it("reads nothing while disabled or before the pool's epoch is known", async () => {
    const off = await render({ enabled: false, epochKey: 3 });
    const unknownEpoch = await render({ enabled: true, epochKey: undefined });
    await afterIdle();
    expect(off.result.current).toBeUndefined();
    expect(unknownEpoch.result.current).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("is null, and reads nothing, in a build that publishes no trees", async () => {
    vi.stubEnv("NEXT_PUBLIC_TREES_URL", "");
    vi.resetModules();
    const { result } = await render({ enabled: true, epochKey: 3 });
    await afterIdle();
    expect(result.current).toBeNull();
    expect(asked).toEqual([]);
  });
});
