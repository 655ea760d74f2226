// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT_SCRIPT, earlyInput, markLive, onWant, takeIntents, WANT_EVENT } from "./early-input";

// The page's static controls as the build draws them: the wallet's button, the look-up form, the RPC setting, and a
// control with no intent (the theme switch).
const PAGE = `
  <button type="button" data-intent="connect">Connect Wallet</button>
  <form data-intent="lookup"><input name="address" /><button type="submit">View</button></form>
  <button type="button" data-intent="rpc"><span>RPC: 127.0.0.1:8545</span></button>
  <button type="button" id="theme-toggle">Dark theme</button>
`;

const button = (name: string) => {
  const found = [...document.querySelectorAll("button")].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

/** What got past the script to the page's own handlers (React listens on the document). */
const reached: string[] = [];
const wanted: string[] = [];

beforeAll(() => {
  // Once, as the page's <head> runs it: its listeners stay for the whole file; each test starts from an empty state.
  new Function(EARLY_INPUT_SCRIPT)();
  document.addEventListener("click", (event) => reached.push(`click ${(event.target as Element).textContent}`));
  document.addEventListener("submit", (event) => {
    reached.push("submit");
    event.preventDefault(); // jsdom does not navigate, but says so when asked to
  });
  window.addEventListener(WANT_EVENT, (event) => wanted.push(String((event as CustomEvent).detail)));
});

afterEach(() => {
  const state = earlyInput();
  state.queue.length = 0;
  for (const key of Object.keys(state.live)) delete state.live[key];
  for (const key of Object.keys(state.wanted)) delete state.wanted[key];
  reached.length = 0;
  wanted.length = 0;
  document.body.innerHTML = "";
});

function loadPage() {
  document.body.innerHTML = PAGE;
}

describe("the inline early-input script", () => {
  it("keeps a tap on a control whose code has not arrived, shows it busy and asks for that code once", () => {
    loadPage();
    button("Connect Wallet").click();
    button("Connect Wallet").click();
    expect(reached).toEqual([]);
    expect(button("Connect Wallet").getAttribute("aria-busy")).toBe("true");
    expect(earlyInput().queue).toEqual([
      { name: "connect", value: null },
      { name: "connect", value: null },
    ]);
    expect(wanted).toEqual(["connect"]);
  });

  it("keeps a tap on something inside a control, and lets every other click through", () => {
    loadPage();
    document.querySelector("span")?.click();
    button("Dark theme").click();
    expect(earlyInput().queue).toEqual([{ name: "rpc", value: null }]);
    expect(reached).toEqual(["click Dark theme"]);
    expect(button("Dark theme").hasAttribute("aria-busy")).toBe(false);
  });

  it("keeps a form's submit with what was typed, and lets the click on its button go on to submit it", () => {
    loadPage();
    const field = document.querySelector("input");
    if (!field) throw new Error("no field");
    field.value = "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65";
    button("View").click();
    expect(earlyInput().queue).toEqual([
      { name: "lookup", value: "address=0x15d34aaf54267db7d7c367839aaf71a00a2c6a65" },
    ]);
    expect(reached).toEqual(["click View"]);
    expect(document.querySelector("form")?.getAttribute("aria-busy")).toBe("true");
    expect(wanted).toEqual(["lookup"]);
  });

  it("asks for a control's code when the pointer, a finger or the focus reaches it, and keeps nothing", () => {
    loadPage();
    button("Connect Wallet").dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.querySelector("span")?.dispatchEvent(new Event("touchstart", { bubbles: true }));
    button("Dark theme").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(wanted).toEqual(["connect", "lookup", "rpc"]);
    expect(earlyInput().queue).toEqual([]);
  });

  it("lets input through to the page's handlers once their code is live, and stops asking", () => {
    loadPage();
    markLive("connect");
    button("Connect Wallet").click();
    button("Connect Wallet").dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(reached).toEqual(["click Connect Wallet"]);
    expect(earlyInput().queue).toEqual([]);
    expect(wanted).toEqual([]);
  });
});

describe("a press released on the control that replaced the one it began on", () => {
  // The app swaps the static Connect Wallet for its live one while a mouse button is down on it: the browser sends no
  // click (the press and the release met different elements).
  function pressThenSwap(): HTMLButtonElement {
    loadPage();
    button("Connect Wallet").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const live = document.createElement("button");
    live.setAttribute("data-intent", "connect");
    live.textContent = "Connect Wallet";
    button("Connect Wallet").replaceWith(live);
    return live;
  }
  const release = (on: Element) => on.dispatchEvent(new Event("pointerup", { bubbles: true }));

  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives the click to the live control once the release has had 50 ms for a click of the browser's own", () => {
    vi.useFakeTimers();
    const live = pressThenSwap();
    markLive("connect");
    release(live);
    vi.advanceTimersByTime(49);
    expect(reached).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reached).toEqual(["click Connect Wallet"]);
    expect(earlyInput().queue).toEqual([]);
  });

  it("keeps it as a tap while the new control's code is not live either", () => {
    vi.useFakeTimers();
    const live = pressThenSwap();
    release(live);
    vi.advanceTimersByTime(50);
    expect(reached).toEqual([]);
    expect(earlyInput().queue).toEqual([{ name: "connect", value: null }]);
    expect(live.getAttribute("aria-busy")).toBe("true");
  });

  it("adds nothing when the browser does send a click (to an ancestor)", () => {
    vi.useFakeTimers();
    const live = pressThenSwap();
    markLive("connect");
    release(live);
    document.body.click();
    vi.advanceTimersByTime(100);
    expect(reached).toEqual([`click ${document.body.textContent}`]);
  });

  it("does nothing for a release on the control it began on, elsewhere, or on another intent's control", () => {
    vi.useFakeTimers();
    loadPage();
    markLive("rpc");
    button("Connect Wallet").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    release(button("Connect Wallet"));
    const live = pressThenSwap();
    release(button("Dark theme"));
    live.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.querySelector("span")?.dispatchEvent(new Event("pointerup", { bubbles: true }));
    vi.advanceTimersByTime(100);
    expect(reached).toEqual([]);
    expect(earlyInput().queue).toEqual([]);
  });
});

describe("taking kept intents", () => {
  it("takes one name's intents, oldest first, leaves the others, and clears that name's busy marks", () => {
    loadPage();
    button("Connect Wallet").click();
    document.querySelector("span")?.click();
    button("Connect Wallet").click();
    expect(takeIntents("connect")).toEqual([
      { name: "connect", value: null },
      { name: "connect", value: null },
    ]);
    expect(button("Connect Wallet").hasAttribute("aria-busy")).toBe(false);
    expect(document.querySelector('[data-intent="rpc"]')?.getAttribute("aria-busy")).toBe("true");
    expect(earlyInput().queue).toEqual([{ name: "rpc", value: null }]);
    expect(takeIntents("connect")).toEqual([]);
  });

  it("keeps a name live while any of its handlers is, each undone once", () => {
    loadPage();
    const undoSetting = markLive("rpc");
    const undoNote = markLive("rpc");
    expect(earlyInput().live).toEqual({ rpc: 2 });
    undoNote();
    undoNote();
    document.querySelector("span")?.click();
    expect(earlyInput().queue).toEqual([]);
    undoSetting();
    expect(earlyInput().live).toEqual({ rpc: 0 });
    document.querySelector("span")?.click();
    expect(earlyInput().queue).toEqual([{ name: "rpc", value: null }]);
  });
});

describe("asking for code", () => {
  it("hears the names asked for before it listened, then each new one, until unsubscribed", () => {
    loadPage();
    button("Connect Wallet").click();
    const loads: string[] = [];
    const stop = onWant((name) => loads.push(name));
    expect(loads).toEqual(["connect"]);
    const reach = (element: Element | null) => element?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    reach(document.querySelector("form"));
    reach(button("RPC: 127.0.0.1:8545"));
    reach(button("RPC: 127.0.0.1:8545"));
    stop();
    delete earlyInput().wanted.lookup;
    reach(document.querySelector("form"));
    expect(loads).toEqual(["connect", "lookup", "rpc"]);
  });
});
