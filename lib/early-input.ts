/**
 * The page before its app has started, and input that arrives before the code that handles it.
 *
 * The static HTML draws the whole first screen, and its scripts are fetched at once, but the app (React, Next and the
 * page's components) starts only when someone reaches for a control: until then the first screen's figures are kept
 * live by a small module of their own (components/first-screen.ts), and the main thread stays free. The build
 * (scripts/framework/defer-boot.ts) takes Next's start out of the page and puts it, with the first-screen module's, in a
 * JSON element (BOOT_DATA_ID) that the inline script in <head> (EARLY_INPUT_SCRIPT) reads.
 *
 * A tap must not be lost meanwhile: the script takes every click or submit on a control marked
 * `data-intent="<name>"` whose handler is not live yet, shows the control busy (aria-busy), keeps the intent, starts
 * the app if it has not started, and asks for the control's code. When the handler arrives it takes what was kept
 * and acts (takeIntents), then marks itself live, after which the control's own handlers run as usual. A mouse over
 * such a control, or the keyboard's focus on it, starts the app too, so it is often there before the click; a finger
 * does not, so a tap's click is not held up behind the start.
 */

/** The attribute that names a control's intent. */
export const INTENT_ATTRIBUTE = "data-intent";

/** The window event fired each time a control's code is asked for; its detail is the intent's name. */
export const WANT_EVENT = "smoothly:want";

/** The window event fired just before the app starts: what kept the first screen live hands over to it. */
export const BOOT_EVENT = "smoothly:boot";

/**
 * The JSON element the build writes: Next's start (`entry`), the first-screen module's in steps (`firstScreen`), the
 * page's scripts (`scripts`, their `src`), which the inline script asks for once the first screen is painted, and each
 * intent's own chunks (`intents`, scripts and style sheets), which it asks for when that intent comes.
 */
export const BOOT_DATA_ID = "smoothly-boot";

/** Where wagmi keeps its state in the browser (createConfig's default storage: key "wagmi", store "store"). */
export const WAGMI_STORE_KEY = "wagmi.store";

/** What the page's early controls ask for. */
export type IntentName = "connect" | "lookup" | "rpc";

/**
 * What each intent's island (components/live.tsx) is marked with, followed by the intent's name: the build finds the
 * island's chunks by it, and the inline script asks for them as soon as that intent is (scripts/framework/defer-boot.ts).
 */
export const ISLAND_KEY_PREFIX = "smoothly:island:";

/** One kept intent: its name and, for a form, its fields as a query string. */
export interface EarlyIntent {
  readonly name: string;
  readonly value: string | null;
}

/** The state the inline script keeps on window, shared with the page's code. */
export interface EarlyInputState {
  /** Intents taken before their handler was live, oldest first. */
  queue: EarlyIntent[];
  /** How many live handlers each name has: the script lets input through while there is one. */
  live: Record<string, number>;
  /** Names whose code has been asked for (by a tap, a submit, a pointer, a finger or the focus). */
  wanted: Record<string, boolean>;
  /** "waiting" until the app starts; "started" from the outset on a page the build did not defer (next dev). */
  boot: "waiting" | "started";
}

/** A turbopack start: the chunks it needs and the modules it runs. */
export interface TurbopackEntry {
  readonly otherChunks: readonly string[];
  readonly runtimeModuleIds: readonly number[];
}

declare global {
  interface Window {
    __smoothlyEarlyInput?: EarlyInputState;
  }
  // Turbopack's queue of chunks and starts: an array until its runtime loads, then an object that takes each push.
  var TURBOPACK: unknown[] | { push(item: unknown): unknown } | undefined;
}

/**
 * Whether this browser was connected to a wallet when the page was last left: wagmi then reconnects it on load, so
 * the app and the wallet's code are wanted at once. Read from wagmi's stored state (its `current` connection), without
 * wagmi. Storage that cannot be read, or holds anything else, means no. Self-contained: the inline script runs it as
 * its source text.
 */
// Stryker disable all: the inline script runs this function as its source text too, where mutation switches would break it
export function rememberedConnection(storage: Pick<Storage, "getItem"> | undefined, key: string): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(key) ?? "null");
    if (typeof stored !== "object" || stored === null || !("state" in stored)) return false;
    const { state } = stored;
    return typeof state === "object" && state !== null && "current" in state && typeof state.current === "string";
  } catch {
    return false;
  }
}
// Stryker restore all

/**
 * The script, run inline in <head> as its source text (it must use nothing from outside its own body and its
 * arguments). Listeners on window in the capture phase run before any other, React's included, so a kept click
 * never reaches a handler half-hydrated code would drop.
 */
// Stryker disable all: the function runs as its source text, and mutation switches in that text would break the page's script
function earlyInputScript(
  attribute: string,
  wantEvent: string,
  bootEvent: string,
  bootDataId: string,
  remembered: () => boolean,
): void {
  // Once a window: run again (a page that includes it twice), it would add a second set of listeners that keep input
  // the first set's state has let through.
  if (window.__smoothlyEarlyInput) return;
  const state: EarlyInputState = { queue: [], live: {}, wanted: {}, boot: "started" };
  window.__smoothlyEarlyInput = state;
  const queue = (): { push(item: unknown): unknown } => (globalThis.TURBOPACK ??= []);
  let entry: unknown = null;
  let requestScripts = () => {};
  let requestIntent = (name: string) => void name;
  let whenScriptsIn = (next: () => void) => next();
  const data = document.getElementById(bootDataId);
  if (data) {
    try {
      const parsed = JSON.parse(data.textContent ?? "") as {
        entry: unknown;
        firstScreen: unknown[];
        scripts: string[];
        intents?: Record<string, string[]>;
      };
      entry = parsed.entry;
      state.boot = "waiting";
      // The first screen's figures start once the scripts are in, one step a task (a long task is a phone's lost
      // tap); the app waits. A message, not a timer: nested timers are held back 4 ms each.
      const steps = [...parsed.firstScreen];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (steps.length === 0) return channel.port1.close();
        queue().push(steps.shift());
        channel.port2.postMessage(null);
      };
      // The scripts are asked for once the first screen is painted (the bandwidth of a slow network goes to it
      // first), or at once when someone reaches for a control.
      //
      // What comes after them comes in steps: the page's scripts, then a control's own chunks, then (after the
      // wallet's) the dashboard's. Each step is asked for once all but the last of the step before are in: a slow
      // network shares its bandwidth among all it is asked for, so asked together the page's own code (React's start,
      // which a control's code cannot run before) would come last and start only once the rest had arrived; one step
      // behind, it comes first, and the last one still coming keeps the network busy while the next step's requests
      // go out.
      let pending = parsed.scripts.length;
      const afterScripts: (() => void)[] = [];
      const arrived = () => {
        pending--;
        if (pending <= 1) for (const next of afterScripts.splice(0)) next();
        if (pending === 0) channel.port2.postMessage(null);
      };
      whenScriptsIn = (next) => {
        if (pending <= 1) next();
        else afterScripts.push(next);
      };
      requestScripts = () => {
        requestScripts = () => {};
        for (const src of parsed.scripts) {
          const script = document.createElement("script");
          script.setAttribute("src", src);
          script.async = true;
          script.addEventListener("load", arrived, { once: true });
          script.addEventListener("error", arrived, { once: true });
          document.head.append(script);
        }
      };
      // The attribute is the path turbopack's runtime looks for before it adds a script of its own; one that fails
      // is removed, so the runtime asks again. The wallet's chunks are followed by the dashboard's, which the chosen
      // wallet leads to: fetched (not run) while the wallet list is drawn, so they are in before the choice.
      const requested = new Set(parsed.scripts);
      requestIntent = (name) => {
        let pendingChunks = 1;
        let followed = name !== "connect";
        const settled = (loaded: boolean) => {
          pendingChunks--;
          if (followed || pendingChunks > (loaded ? 1 : 0)) return;
          followed = true;
          requestIntent("lookup");
        };
        for (const src of parsed.intents?.[name] ?? []) {
          if (requested.has(src)) continue;
          requested.add(src);
          // Already asked for by turbopack's runtime (the app started while a script it does not need still came):
          // once is enough.
          if (document.querySelector(`script[src="${src}"], link[href="${src}"]`)) continue;
          pendingChunks++;
          const element = src.endsWith(".css")
            ? Object.assign(document.createElement("link"), { rel: "stylesheet" })
            : Object.assign(document.createElement("script"), { async: true });
          element.setAttribute(element instanceof HTMLLinkElement ? "href" : "src", src);
          element.addEventListener("load", () => settled(true), { once: true });
          element.addEventListener(
            "error",
            () => {
              element.remove();
              settled(true);
            },
            { once: true },
          );
          document.head.append(element);
        }
        settled(false);
      };
      requestAnimationFrame(() => setTimeout(() => requestScripts(), 0));
      // A tab opened in the background paints no frame until it is shown.
      setTimeout(() => requestScripts(), 1000);
    } catch {
      // A fault of the build (the e2e tests load every build): the figures are not kept live, and no start waits.
      state.boot = "started";
    }
  }
  const boot = () => {
    if (state.boot !== "waiting") return;
    state.boot = "started";
    requestScripts();
    // After the frame that shows what was tapped as busy: the app's start is one long task.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.dispatchEvent(new Event(bootEvent));
        queue().push(entry);
      }, 0),
    );
  };
  const control = (event: Event): Element | null =>
    event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
  const want = (name: string) => {
    requestScripts();
    if (state.wanted[name]) return;
    state.wanted[name] = true;
    whenScriptsIn(() => requestIntent(name));
    window.dispatchEvent(new CustomEvent(wantEvent, { detail: name }));
  };
  const keep = (event: Event | null, element: Element, value: string | null) => {
    const name = element.getAttribute(attribute) ?? "";
    if ((state.live[name] ?? 0) > 0) return;
    event?.preventDefault();
    event?.stopImmediatePropagation();
    element.setAttribute("aria-busy", "true");
    state.queue.push({ name, value });
    want(name);
    boot();
  };
  // A press on a control whose code is not live, released on the control the app has put in its place meanwhile (a
  // mouse over a control starts the app, and on a slow device its code can arrive inside the press): the browser
  // sends no click, since the press and the release met different elements. The release is taken as that click: kept
  // while the new control's code is not live either, given to it when it is. Unless a click does come (some engines
  // send one to an ancestor): the release waits a moment for it.
  let pressed: { name: string; element: Element } | null = null;
  let clicks = 0;
  window.addEventListener(
    "pointerdown",
    (event) => {
      const element = control(event);
      const name = element?.getAttribute(attribute);
      pressed = element && name && element.tagName !== "FORM" && !(state.live[name] ?? 0) ? { name, element } : null;
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    "pointerup",
    (event) => {
      const press = pressed;
      pressed = null;
      if (!press || press.element.isConnected) return;
      const element = control(event);
      if (!(element instanceof HTMLElement) || element.getAttribute(attribute) !== press.name) return;
      const before = clicks;
      setTimeout(() => {
        if (clicks !== before || !element.isConnected) return;
        if ((state.live[press.name] ?? 0) > 0) element.click();
        else keep(null, element, null);
      }, 50);
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    "click",
    (event) => {
      clicks++;
      const element = control(event);
      // A form's intent is its submit: a click on its button goes on to submit it.
      if (element && element.tagName !== "FORM") keep(event, element, null);
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      const element = control(event);
      if (element instanceof HTMLFormElement) {
        const fields = new URLSearchParams();
        new FormData(element).forEach((value, key) => fields.append(key, String(value)));
        keep(event, element, fields.toString());
      }
    },
    true,
  );
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"]) {
    window.addEventListener(
      type,
      (event) => {
        const name = control(event)?.getAttribute(attribute);
        if (!name || (state.live[name] ?? 0) > 0) return;
        want(name);
        const pointer = event instanceof PointerEvent ? event.pointerType : "touch";
        const keyboard =
          type === "focusin" && event.target instanceof Element && event.target.matches(":focus-visible");
        if ((type === "pointerover" && pointer !== "touch") || keyboard) boot();
      },
      { capture: true, passive: true },
    );
  }
  // Visits that need the app at once: a wallet connected before (wagmi reconnects it), a shared look-up link, on
  // load or followed later on the same page (only the hash changes: nothing loads again).
  const lookupLink = () => {
    if (!new URLSearchParams(location.hash.slice(1)).has("address")) return false;
    want("lookup");
    return true;
  };
  window.addEventListener("hashchange", () => lookupLink() && boot());
  // The reconnected wallet leads straight to the dashboard: the wallet's chunks and the dashboard's at once, beside the
  // page's scripts (on a return they come from the cache, which shares no bandwidth; waiting for the wallet's to have
  // run first cost half a second at 4x CPU).
  const walletAtOnce = () => {
    requestScripts();
    requestIntent("connect");
    requestIntent("lookup");
    want("connect");
    return true;
  };
  const reconnecting = () => remembered() && walletAtOnce();
  // Framed by another origin, the page may be a Safe App: the Safe's host (always on an origin of its own) is its
  // parent, and the page connects as the Safe at once (components/wallet/LiveWallet.tsx), as on a return. A parent of
  // the page's own origin can read it, so it is none.
  const framed = () => {
    try {
      if (window.parent === window || window.parent.location.href) return false;
    } catch {
      // Another origin's: it may be a Safe's host.
    }
    return walletAtOnce();
  };
  if (lookupLink() || reconnecting() || framed()) boot();
}
// Stryker restore all

/** The inline <head> script. The build hashes its exact text into the page's Content-Security-Policy. */
export const EARLY_INPUT_SCRIPT = `(${earlyInputScript.toString()})(${[
  INTENT_ATTRIBUTE,
  WANT_EVENT,
  BOOT_EVENT,
  BOOT_DATA_ID,
]
  .map((text) => JSON.stringify(text))
  .join(
    ",",
  )},()=>{try{return(${rememberedConnection.toString()})(localStorage,${JSON.stringify(WAGMI_STORE_KEY)})}catch{return false}})`;

/** The script's state, or a fresh one where it did not run (unit tests, a page without it): already started. */
export function earlyInput(win: Window = window): EarlyInputState {
  win.__smoothlyEarlyInput ??= { queue: [], live: {}, wanted: {}, boot: "started" };
  return win.__smoothlyEarlyInput;
}

/** Takes the kept intents of `name`, oldest first, and clears the busy mark of its controls. */
export function takeIntents(name: IntentName, win: Window = window): EarlyIntent[] {
  const state = earlyInput(win);
  const taken = state.queue.filter((intent) => intent.name === name);
  state.queue = state.queue.filter((intent) => intent.name !== name);
  for (const element of win.document.querySelectorAll(`[${INTENT_ATTRIBUTE}="${name}"][aria-busy="true"]`))
    element.removeAttribute("aria-busy");
  return taken;
}

/** Lets input on `name`'s controls through to their own handlers until the undo (of every handler that asked). */
export function markLive(name: IntentName, win: Window = window): () => void {
  const state = earlyInput(win);
  state.live[name] = (state.live[name] ?? 0) + 1;
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    state.live[name] = Math.max(0, (state.live[name] ?? 0) - 1);
  };
}

/**
 * Calls `load` for every intent whose code is asked for: those asked for before this ran, and each one after.
 * Returns the unsubscribe.
 */
export function onWant(load: (name: string) => void, win: Window = window): () => void {
  const state = earlyInput(win);
  const listener = (event: Event) => {
    if (event instanceof CustomEvent && typeof event.detail === "string") load(event.detail);
  };
  win.addEventListener(WANT_EVENT, listener);
  for (const name of Object.keys(state.wanted)) if (state.wanted[name]) load(name);
  return () => win.removeEventListener(WANT_EVENT, listener);
}

/** Whether the app has yet to start (the first-screen module then keeps the figures live). */
export function appWaiting(win: Window = window): boolean {
  return earlyInput(win).boot === "waiting";
}
