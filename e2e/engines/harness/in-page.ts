// The engines' harness in the page (bundled by ./bundle.ts, put in every page by ./site-front.ts right after the
// Content-Security-Policy, before the app's scripts): it notes what would show red in DevTools, and finds and reads
// elements for the drivers, so that a test asks every engine the same questions. Roles and accessible names come from
// @testing-library/dom: the same computation in every engine.
import { queryAllByRole } from "@testing-library/dom";
import { INTENT_ATTRIBUTE } from "../../../lib/early-input";
import type { Query, Target, TextMatch } from "../../pages/targets";
import { REPORT_PATH, type ElementState, type HarnessApi } from "./protocol";

const errors: string[] = [];
// Loads the page itself calls off by leaving (a reload, a navigation) are no failure a person sees: WebKit reports
// them as load errors of the scripts still loading, where Chromium says net::ERR_ABORTED.
let leaving = false;
window.addEventListener("pagehide", () => (leaving = true));
window.addEventListener("beforeunload", () => (leaving = true));

function note(line: string): void {
  errors.push(line);
  // Kept by the test process too, so a reload or a navigation loses none.
  fetch(REPORT_PATH, { method: "POST", body: line, keepalive: true }).catch(() => undefined);
}

const describeValue = (value: unknown): string =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === "string" ? value : safeJson(value);

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

window.addEventListener(
  "error",
  (event: Event) => {
    if (event instanceof ErrorEvent) {
      note(`exception: ${event.error instanceof Error ? describeValue(event.error) : event.message}`);
      return;
    }
    const element = event.target;
    if (leaving) return;
    if (element instanceof HTMLScriptElement || element instanceof HTMLImageElement)
      note(`failed to load ${element.src}`);
    else if (element instanceof HTMLLinkElement) note(`failed to load ${element.href}`);
  },
  true,
);
window.addEventListener("unhandledrejection", (event) => note(`unhandled rejection: ${describeValue(event.reason)}`));
document.addEventListener(
  "securitypolicyviolation",
  (event) => note(`csp: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}: ${event.sample}`),
  true,
);
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  note(`console: ${args.map(describeValue).join(" ")}`);
  consoleError(...args);
};

const normalize = (text: string): string => text.replace(/\s+/g, " ").trim();

function matches(text: string, match: TextMatch): boolean {
  const normalized = normalize(text);
  return typeof match === "string" ? normalized === match : new RegExp(match.pattern, match.flags).test(normalized);
}

const SKIPPED_FOR_TEXT = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD"]);

/** The smallest elements whose whole text matches: none of their children matches on its own. */
function byText(container: Element, match: TextMatch): Element[] {
  const candidates = [...container.querySelectorAll("*")].filter(
    (element) => !SKIPPED_FOR_TEXT.has(element.tagName) && matches(element.textContent ?? "", match),
  );
  return candidates.filter((element) => ![...element.children].some((child) => candidates.includes(child)));
}

function findIn(container: Element, query: Query): Element[] {
  if ("role" in query) {
    const name = query.name;
    return queryAllByRole(container as HTMLElement, query.role, {
      ...(name === undefined ? {} : { name: (accessibleName: string) => matches(accessibleName, name) }),
    });
  }
  if ("testId" in query) return [...container.querySelectorAll(`[data-testid="${CSS.escape(query.testId)}"]`)];
  if ("text" in query) return byText(container, query.text);
  return [...container.querySelectorAll(query.css)];
}

function all(target: Target): Element[] {
  const containers = target.within ? all(target.within) : [document.body];
  const found = new Set<Element>();
  for (const container of containers) for (const element of findIn(container, target.query)) found.add(element);
  const inOrder = [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (target.nth === undefined) return inOrder;
  const picked = inOrder[target.nth];
  return picked ? [picked] : [];
}

function one(target: Target): Element {
  const found = all(target);
  if (found.length !== 1) throw new Error(`${found.length} elements match ${JSON.stringify(target)}`);
  return found[0] as Element;
}

function isVisible(element: Element): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
}

function isEnabled(element: Element): boolean {
  if ((element as HTMLButtonElement).disabled === true) return false;
  return element.closest("[aria-disabled=true]") === null;
}

function boxOf(element: Element): string {
  const { x, y, width, height } = element.getBoundingClientRect();
  return [x, y, width, height].map(Math.round).join(" ");
}

/**
 * An animation of finite length is playing (or about to) on the element or one of its ancestors: a modal's slide-in
 * moves its buttons, and on a busy machine its first frame can come late, so two equal boxes alone do not say the
 * element has stopped. Endless ones (a spinner) never end and are not counted.
 */
function isMoving(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const playing = at
      .getAnimations()
      .some(
        (animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (playing) return true;
  }
  return false;
}

function state(target: Target): ElementState {
  const found = all(target);
  const first = found[0];
  if (!first) return { count: 0 };
  const attributes: Record<string, string> = {};
  for (const attribute of first.attributes) attributes[attribute.name] = attribute.value;
  return {
    count: found.length,
    text: normalize(first.textContent ?? ""),
    texts: found.map((element) => normalize(element.textContent ?? "")),
    value: first instanceof HTMLInputElement ? first.value : undefined,
    visible: isVisible(first),
    enabled: isEnabled(first),
    checked: first instanceof HTMLInputElement ? first.checked : undefined,
    attributes,
    box: boxOf(first),
    moving: isMoving(first),
    // React keeps each rendered element's props on it under a "__reactProps$…" key once it has hydrated it.
    hydrated: Object.keys(first).some((key) => key.startsWith("__reactProps$")),
    intent: first.closest(`[${INTENT_ATTRIBUTE}]`)?.getAttribute(INTENT_ATTRIBUTE) ?? undefined,
  };
}

function describeElement(element: Element | null): string {
  if (!element) return "nothing";
  const name = element.getAttribute("aria-label") ?? normalize(element.textContent ?? "").slice(0, 40);
  return `<${element.tagName.toLowerCase()}${name ? ` "${name}"` : ""}>`;
}

/** The nearest ancestor that scrolls sideways: what a person swipes to bring a control into view. */
function sidewaysScroller(element: Element): Element | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowX;
    if ((overflow === "auto" || overflow === "scroll") && parent.scrollWidth > parent.clientWidth) return parent;
  }
  return null;
}

/** Why a person could not reach the control (scrolled into view: off the screen's sides, or covered), or null. */
function unreachable(target: Target): string | null {
  const element = one(target);
  element.scrollIntoView({ block: "center", inline: "nearest" });
  const box = element.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  if (box.width === 0 || box.height === 0) return `${describeElement(element)} has no size`;
  if (box.left < -0.5 || box.right > width + 0.5)
    return `${describeElement(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${width} px wide screen`;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const reached = hit !== null && [element, ...labels].some((part) => part === hit || part.contains(hit));
  return reached ? null : `${describeElement(element)} is covered by ${describeElement(hit)}`;
}

const CONTROLS =
  "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=link]";

/** Every visible control that sticks out of the screen's sides (where no box of its own scrolls sideways to it). */
function controlsOffScreen(): string[] {
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll(CONTROLS)]
    .filter((element) => isVisible(element) && element.closest("[aria-hidden=true]") === null)
    .flatMap((element) => {
      const scroller = sidewaysScroller(element);
      const box = (scroller ?? element).getBoundingClientRect();
      return box.left < -0.5 || box.right > width + 0.5
        ? [`${describeElement(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`]
        : [];
    });
}

function sidewaysOverflow(): number {
  const page = document.scrollingElement ?? document.documentElement;
  return page.scrollWidth - page.clientWidth;
}

const api: HarnessApi = {
  errors: () => [...errors],
  one,
  state,
  unreachable,
  controlsOffScreen,
  sidewaysOverflow,
};
Object.assign(window, { __engines: api });
