// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeAll, expect, describe, it, vi } from "vitest";
import { EARLY_INPUT_SCRIPT, earlyInput } from "./early-input";
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
    expect(earlyInput().live).toEqual({ lookup: false });
  });
});
