/**
 * Input that arrives before the code that handles it. The static HTML draws every control at once, but the code
 * behind most of them (the wallet, the look-up, the RPC setting) loads only when someone reaches for it. A tap in
 * between must not be lost: an inline script in <head> (EARLY_INPUT_SCRIPT) takes every click or submit on a control
 * marked `data-intent="<name>"` whose handler is not live yet, shows the control busy (aria-busy), keeps the intent,
 * and asks for the code. When the handler arrives it takes what was kept and acts (takeIntents), then marks itself
 * live, after which the control's own handlers run as usual. A pointer, a finger or the focus coming near such a
 * control asks for its code too, so it is often there before the tap.
 */

/** The attribute that names a control's intent. */
export const INTENT_ATTRIBUTE = "data-intent";

/** The window event fired each time a control's code is asked for; its detail is the intent's name. */
export const WANT_EVENT = "smoothly:want";

/** What the page's early controls ask for. */
export type IntentName = "connect" | "lookup" | "rpc";

/** One kept intent: its name and, for a form, its fields as a query string. */
export interface EarlyIntent {
  readonly name: string;
  readonly value: string | null;
}

/** The state the inline script keeps on window, shared with the page's code. */
export interface EarlyInputState {
  /** Intents taken before their handler was live, oldest first. */
  queue: EarlyIntent[];
  /** Names whose handler is live: the script lets their input through. */
  live: Record<string, boolean>;
  /** Names whose code has been asked for (by a tap, a submit, a pointer, a finger or the focus). */
  wanted: Record<string, boolean>;
}

declare global {
  interface Window {
    __smoothlyEarlyInput?: EarlyInputState;
  }
}

/**
 * The script, run inline in <head> as its source text (it must use nothing from outside its own body). Listeners
 * on window in the capture phase run before any other, React's included, so a kept click never reaches a handler
 * half-hydrated code would drop.
 */
// Stryker disable all: the function runs as its source text, and mutation switches in that text would break the page's script
function earlyInputScript(attribute: string, wantEvent: string): void {
  const state: EarlyInputState = { queue: [], live: {}, wanted: {} };
  window.__smoothlyEarlyInput = state;
  const control = (event: Event): Element | null =>
    event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
  const want = (name: string) => {
    if (state.wanted[name]) return;
    state.wanted[name] = true;
    window.dispatchEvent(new CustomEvent(wantEvent, { detail: name }));
  };
  const keep = (event: Event, element: Element, value: string | null) => {
    const name = element.getAttribute(attribute) ?? "";
    if (state.live[name]) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    element.setAttribute("aria-busy", "true");
    state.queue.push({ name, value });
    want(name);
  };
  window.addEventListener(
    "click",
    (event) => {
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
        if (name && !state.live[name]) want(name);
      },
      { capture: true, passive: true },
    );
  }
}
// Stryker restore all

/** The inline <head> script. The build hashes its exact text into the page's Content-Security-Policy. */
export const EARLY_INPUT_SCRIPT = `(${earlyInputScript.toString()})(${JSON.stringify(INTENT_ATTRIBUTE)},${JSON.stringify(WANT_EVENT)})`;

/** The script's state, or a fresh one where it did not run (unit tests, a page without it). */
export function earlyInput(win: Window = window): EarlyInputState {
  win.__smoothlyEarlyInput ??= { queue: [], live: {}, wanted: {} };
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

/** Lets input on `name`'s controls through to their own handlers from now on; returns the undo. */
export function markLive(name: IntentName, win: Window = window): () => void {
  const state = earlyInput(win);
  state.live[name] = true;
  return () => {
    state.live[name] = false;
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

/** Asks for `name`'s code from the page's own code (a remembered connection, a shared link), as a tap would. */
export function want(name: IntentName, win: Window = window): void {
  const state = earlyInput(win);
  if (state.wanted[name]) return;
  state.wanted[name] = true;
  win.dispatchEvent(new CustomEvent(WANT_EVENT, { detail: name }));
}
