// @vitest-environment jsdom
// The app's deferred start, as the inline script runs it on a page the build deferred (scripts/framework/defer-boot.ts):
// the first-screen module's start goes to turbopack at once, Next's only when someone reaches for a control. Each
// test loads the page in a frame of its own: a start happens once per page.
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOT_EVENT, EARLY_INPUT_SCRIPT, type EarlyInputState } from "./early-input";

const ENTRY = { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [94553] };
// The first-screen module's start in steps: a module it imports, then itself.
const STEP_IMPORT = { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [221] };
const STEP_ITSELF = { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [222] };
const SCRIPTS = ["./_next/static/chunks/turbopack-1.js", "./_next/static/chunks/a.js"];
// Each intent's island chunks (the build lists them: scripts/framework/defer-boot.ts); a.js is also the page's, and the
// wallet's code is the look-up's too.
const INTENTS = {
  connect: ["./_next/static/chunks/wallet.js", "./_next/static/chunks/a.js", "./_next/static/chunks/wallet.css"],
  lookup: ["./_next/static/chunks/account.js", "./_next/static/chunks/wallet.js"],
};
const WALLET = "./_next/static/chunks/wallet.js";
const ACCOUNT = "./_next/static/chunks/account.js";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

type Frame = Window & {
  MessageChannel: typeof MessageChannel;
  eval(code: string): unknown;
  PointerEvent: typeof PointerEvent;
  TURBOPACK?: unknown;
  __smoothlyEarlyInput?: EarlyInputState;
};

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

/**
 * A page the build deferred, its script run in <head>; `hash` is the address it is opened at, `asked` what a visit
 * that opens the app asks for in the script's own task.
 */
async function loadPage({
  hash = "",
  deferred = true,
  scriptsIn = true,
  asked = [],
}: { hash?: string; deferred?: boolean; scriptsIn?: boolean; asked?: readonly string[] } = {}) {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const win = frame.contentWindow as Frame;
  if (hash) win.location.hash = hash;
  const data = JSON.stringify({
    entry: ENTRY,
    firstScreen: [STEP_IMPORT, STEP_ITSELF],
    scripts: SCRIPTS,
    intents: INTENTS,
  });
  // The page's own address as its base: jsdom 31 resolves a frame's relative URLs against about:blank once its hash
  // is set, and fires `error` at once for a script whose URL it cannot resolve (a browser uses the parent's base).
  const base = '<base href="http://localhost:3000/" />';
  win.document.head.innerHTML =
    base + (deferred ? `<script type="application/json" id="smoothly-boot">${data}</script>` : "");
  win.document.body.innerHTML =
    '<button data-intent="rpc">RPC</button><button data-intent="connect">Connect</button><a href="#">Docs</a>' +
    '<form data-intent="lookup"><input name="address" /><button type="submit">View</button></form>';
  const pushed: unknown[] = [];
  const booted: number[] = [];
  win.TURBOPACK = { push: (item: unknown) => pushed.push(item) };
  // jsdom's windows have no MessageChannel; Node's is the same API.
  win.MessageChannel = MessageChannel;
  win.addEventListener(BOOT_EVENT, () => booted.push(pushed.length));
  win.eval(EARLY_INPUT_SCRIPT);
  const button = (name: string) => {
    const found = [...win.document.querySelectorAll("button")].find((b) => b.textContent === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const pointer = (type: string, pointerType: string, target: Element) =>
    target.dispatchEvent(new win.PointerEvent(type, { bubbles: true, pointerType }));
  /** The frame after the input, and the task after it: when the script starts the app. */
  const nextFrameAndTask = () =>
    new Promise<void>((resolve) => win.requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));
  const state = () => win.__smoothlyEarlyInput;
  /** The page's scripts asked for so far, by `src`. */
  const requested = () => [...win.document.head.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  /** The style sheets asked for so far, by `href`. */
  const styles = () =>
    [...win.document.head.querySelectorAll("link[rel=stylesheet]")].map((l) => l.getAttribute("href"));
  /** jsdom fetches no script: each one asked for "arrives" here. */
  const scriptsArrive = () => {
    for (const script of win.document.head.querySelectorAll("script[src]")) script.dispatchEvent(new Event("load"));
  };
  // Nothing starts in the script's own task; the scripts are asked for in it only by a visit that opens the app.
  expect(pushed).toEqual([]);
  expect(requested()).toEqual(deferred ? asked : []);
  if (deferred && scriptsIn) {
    // Asked for after the first frame; the first-screen module's steps once every script is in, one task each.
    await vi.waitFor(() => expect(requested().slice(0, SCRIPTS.length)).toEqual(SCRIPTS));
    expect(pushed).toEqual([]);
    scriptsArrive();
    await vi.waitFor(() => expect(pushed.slice(0, 2)).toEqual([STEP_IMPORT, STEP_ITSELF]));
  }
  return { win, pushed, booted, button, pointer, nextFrameAndTask, state, requested, styles, scriptsArrive };
}

describe("the deferred start", () => {
  it("starts the first-screen module at once and Next at the first kept tap, once, after that tap's frame", async () => {
    const page = await loadPage();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]);
    expect(page.state()?.boot).toBe("waiting");

    // A finger on a control asks for its code but does not start the app: its click would wait behind the start.
    page.pointer("pointerover", "touch", page.button("Connect"));
    page.pointer("pointerdown", "touch", page.button("Connect"));
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]);
    expect(page.state()?.wanted).toEqual({ connect: true });

    page.button("Connect").click();
    expect(page.state()?.boot).toBe("started");
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]); // not in the click's own task
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
    expect(page.booted).toEqual([2]); // said just before Next's start went to turbopack

    page.button("RPC").click();
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
    expect(page.booted).toEqual([2]);
  });

  it("starts the app when a mouse comes over a control, not over the rest of the page", async () => {
    const page = await loadPage();
    page.pointer("pointerover", "mouse", page.win.document.querySelector("a") as Element);
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]);
    page.pointer("pointerover", "mouse", page.button("RPC"));
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
  });

  it("starts the app when the keyboard's focus reaches a control", async () => {
    const page = await loadPage();
    page.button("Connect").focus(); // focus() from script shows the focus as the keyboard's does (:focus-visible)
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
  });

  it("starts the app at once for a shared look-up link, or a wallet connected before", async () => {
    // The page's scripts at once, the look-up's chunks once all but the last of them are in (loadPage lets them in).
    const link = await loadPage({ hash: `#address=${ALICE}`, asked: SCRIPTS });
    await link.nextFrameAndTask();
    expect(link.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
    expect(link.state()?.wanted).toEqual({ lookup: true });
    expect(link.requested()).toEqual([...SCRIPTS, ACCOUNT, WALLET]);

    localStorage.setItem("wagmi.store", JSON.stringify({ state: { current: "a1b2", chainId: 31337 }, version: 2 }));
    // The wallet's chunks and the dashboard's with the page's scripts, at once: the reconnected wallet leads to the
    // dashboard, and on a return they come from the cache, where they share no bandwidth.
    const returning = await loadPage({ asked: [...SCRIPTS, WALLET, ACCOUNT] });
    await returning.nextFrameAndTask();
    expect(returning.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
    // Fetched, not wanted: the dashboard starts when the wallet says who is connected.
    expect(returning.state()?.wanted).toEqual({ connect: true });

    localStorage.setItem("wagmi.store", JSON.stringify({ state: { current: null, chainId: 31337 }, version: 2 }));
    const disconnected = await loadPage({ hash: "#other=1" });
    await disconnected.nextFrameAndTask();
    expect(disconnected.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]);
  });

  it("asks for the page's scripts at once when a control is reached before the first frame, and only once", async () => {
    const page = await loadPage({ scriptsIn: false });
    expect(page.requested()).toEqual([]);
    page.pointer("pointerdown", "touch", page.button("Connect"));
    expect(page.requested()).toEqual(SCRIPTS);
    await page.nextFrameAndTask();
    expect(page.requested()).toEqual(SCRIPTS);
    expect(page.pushed).toEqual([]);
    page.scriptsArrive();
    await vi.waitFor(() => expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]));
  });

  it("asks for a control's own chunks once all but the last of the page's scripts are in, each once", async () => {
    const page = await loadPage({ scriptsIn: false });
    page.pointer("pointerover", "touch", page.button("Connect"));
    // Beside the page's scripts they would share a slow network's bandwidth with React's start, which they need.
    expect(page.requested()).toEqual(SCRIPTS);
    expect(page.styles()).toEqual([]);
    page.win.document.head.querySelector(`script[src="${SCRIPTS[0]}"]`)?.dispatchEvent(new Event("load"));
    // The last of the page's scripts still coming keeps the network busy while the wallet's requests go out.
    expect(page.requested()).toEqual([...SCRIPTS, WALLET]);
    expect(page.styles()).toEqual(["./_next/static/chunks/wallet.css"]);
    page.button("Connect").click();
    // The look-up's island shares the wallet's chunk: only its own is new.
    page.pointer("pointerdown", "touch", page.button("View"));
    expect(page.requested()).toEqual([...SCRIPTS, WALLET, ACCOUNT]);
    // The RPC setting's island has no chunks listed here: nothing more.
    page.button("RPC").click();
    expect(page.requested()).toEqual([...SCRIPTS, WALLET, ACCOUNT]);
    expect(page.styles()).toEqual(["./_next/static/chunks/wallet.css"]);
  });

  it("does not ask again for a chunk turbopack's runtime asked for while the page's scripts came", async () => {
    const page = await loadPage({ scriptsIn: false });
    page.pointer("pointerdown", "touch", page.button("Connect"));
    // The app started without waiting for the last two scripts, and its import of the wallet's part added the chunk.
    const runtimes = Object.assign(page.win.document.createElement("script"), { async: true });
    runtimes.setAttribute("src", WALLET);
    page.win.document.head.append(runtimes);
    page.win.document.head.querySelector(`script[src="${SCRIPTS[0]}"]`)?.dispatchEvent(new Event("load"));
    expect(page.requested()).toEqual([...SCRIPTS, WALLET]);
    expect(page.styles()).toEqual(["./_next/static/chunks/wallet.css"]);
  });

  it("fetches the dashboard's chunks once all but the last of the wallet's are in, without starting it", async () => {
    const page = await loadPage();
    page.pointer("pointerdown", "touch", page.button("Connect"));
    expect(page.requested()).toEqual([...SCRIPTS, WALLET]);
    expect(page.styles()).toEqual(["./_next/static/chunks/wallet.css"]);
    // Two of the wallet's chunks are new (wallet.js and its style sheet): none in yet, nothing more.
    await page.nextFrameAndTask();
    expect(page.requested()).toEqual([...SCRIPTS, WALLET]);
    page.win.document.head
      .querySelector('link[href="./_next/static/chunks/wallet.css"]')
      ?.dispatchEvent(new Event("load"));
    expect(page.requested()).toEqual([...SCRIPTS, WALLET, ACCOUNT]);
    page.win.document.head.querySelector(`script[src="${WALLET}"]`)?.dispatchEvent(new Event("load"));
    expect(page.requested()).toEqual([...SCRIPTS, WALLET, ACCOUNT]);
    // Fetched, not wanted: the page's code is not told to start the dashboard.
    expect(page.state()?.wanted).toEqual({ connect: true });
  });

  it("fetches the dashboard's chunks after the wallet's also when one of them failed", async () => {
    const page = await loadPage();
    page.pointer("pointerdown", "touch", page.button("Connect"));
    page.win.document.head.querySelector(`script[src="${WALLET}"]`)?.dispatchEvent(new Event("error"));
    expect(page.requested()).toEqual([...SCRIPTS, ACCOUNT]);
  });

  it("runs once a window: run again, it adds no second set of listeners and keeps the first state", async () => {
    const page = await loadPage();
    const first = page.state();
    page.win.eval(EARLY_INPUT_SCRIPT);
    expect(page.state()).toBe(first);
    page.button("Connect").click();
    expect(page.state()?.queue).toEqual([{ name: "connect", value: null }]);
  });

  it("takes out a chunk that failed to load, so turbopack's runtime asks for it again when the code is wanted", async () => {
    const page = await loadPage();
    page.pointer("pointerdown", "touch", page.button("Connect"));
    const wallet = page.win.document.head.querySelector(`script[src="${WALLET}"]`);
    expect(wallet).not.toBeNull();
    wallet?.dispatchEvent(new Event("error"));
    // Gone from the page (the dashboard's chunk, asked for as one of the wallet's two chunks is done, stays).
    expect(page.requested()).toEqual([...SCRIPTS, ACCOUNT]);
  });

  it("starts the app when a look-up link is followed on the page already open: only its hash changes", async () => {
    const page = await loadPage();
    page.win.location.hash = "#other=1";
    await new Promise((resolve) => page.win.addEventListener("hashchange", resolve, { once: true }));
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF]);
    page.win.location.hash = `#address=${ALICE}`;
    await new Promise((resolve) => page.win.addEventListener("hashchange", resolve, { once: true }));
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([STEP_IMPORT, STEP_ITSELF, ENTRY]);
    expect(page.state()?.wanted).toEqual({ lookup: true });
  });

  it("has nothing to start on a page the build did not defer: the app runs already", async () => {
    const page = await loadPage({ deferred: false });
    page.button("Connect").click();
    await page.nextFrameAndTask();
    expect(page.pushed).toEqual([]);
    expect(page.state()?.boot).toBe("started");
    expect(page.state()?.queue).toEqual([{ name: "connect", value: null }]);
  });
});
