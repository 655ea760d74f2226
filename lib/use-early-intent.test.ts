// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, expect, describe, it, vi } from "vitest";
import { EARLY_INPUT_SCRIPT, earlyInput, type IntentName } from "./early-input";
import { useEarlyIntent } from "./use-early-intent";

const reached: string[] = [];

beforeAll(() => {
  new Function(EARLY_INPUT_SCRIPT)();
  document.addEventListener("click", (event) => reached.push(`click ${(event.target as Element).textContent}`));
  document.addEventListener("submit", (event) => {
    reached.push("submit");
    event.preventDefault();
  });
});

afterEach(() => {
  cleanup();
  const state = earlyInput();
  state.queue.length = 0;
  for (const key of Object.keys(state.live)) delete state.live[key];
  reached.length = 0;
  document.body.innerHTML = "";
});

const view = () => {
  const found = document.querySelector("button");
  if (!found) throw new Error("no View button");
  return found;
};

describe("useEarlyIntent", () => {
  it("acts on what was kept, in order, then lets the controls' own handlers act", () => {
    document.body.innerHTML =
      '<form data-intent="lookup"><input name="address" /><button type="submit">View</button></form>';
    const field = document.querySelector("input");
    if (!field) throw new Error("no field");
    field.value = "0xdead";
    view().click();
    field.value = "0xbeef";
    view().click();
    const act = vi.fn();
    const { unmount } = renderHook(() => useEarlyIntent("lookup", act));
    expect(act.mock.calls).toEqual([["address=0xdead"], ["address=0xbeef"]]);
    expect(document.querySelector("form")?.hasAttribute("aria-busy")).toBe(false);
    reached.length = 0;
    view().click();
    expect(reached).toEqual(["click View", "submit"]);
    expect(act).toHaveBeenCalledTimes(2);
    unmount();
    expect(earlyInput().live).toEqual({ lookup: 0 });
  });

  it("on a new name, acts on that name's kept input with the latest handler, and hands the old name's controls back", () => {
    document.body.innerHTML = '<button data-intent="rpc">RPC</button>';
    const rpcButton = document.querySelector("button");
    if (!rpcButton) throw new Error("no RPC button");
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender, unmount } = renderHook(({ name, act }) => useEarlyIntent(name, act), {
      initialProps: { name: "lookup" as IntentName, act: first },
    });
    expect(earlyInput().live).toEqual({ lookup: 1 });
    rpcButton.click(); // not live yet: kept, and busy
    expect(reached).toEqual([]);
    expect(rpcButton.getAttribute("aria-busy")).toBe("true");
    rerender({ name: "rpc", act: latest });
    expect(latest.mock.calls).toEqual([[null]]);
    expect(first).not.toHaveBeenCalled();
    expect(rpcButton.hasAttribute("aria-busy")).toBe(false);
    expect(earlyInput().live).toEqual({ lookup: 0, rpc: 1 });
    rpcButton.click();
    expect(reached).toEqual(["click RPC"]);
    unmount();
    expect(earlyInput().live).toEqual({ lookup: 0, rpc: 0 });
  });
});
