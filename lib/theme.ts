/** The page's two colour schemes. Without a stored choice the page follows the system's (prefers-color-scheme). */
export type Theme = "light" | "dark";

/** Where the toggle remembers the visitor's choice. */
export const THEME_STORAGE_KEY = "smoothly-theme";

/** The top bar's toggle, found by the inline script below. */
export const THEME_TOGGLE_ID = "theme-toggle";

/** A stored or attribute value as a theme; anything else (unset, old, edited by hand) means "follow the system". */
export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

/**
 * The whole theme switch, run inline in <head> (as THEME_SCRIPT) before the body is parsed:
 * - a stored choice goes onto <html data-theme> before the first paint, so the page never flashes the other scheme
 *   (the system's scheme needs nothing: the stylesheet follows prefers-color-scheme wherever data-theme is unset);
 * - the toggle's aria-pressed follows the scheme on screen, and a click on it switches and remembers.
 * Inline, it adds nothing to the JavaScript files the page loads first, and works before React hydrates. It must
 * not use anything from outside its own body: it runs as its source text. Storage can throw (blocked cookies, some
 * private modes): the page then follows the system, and a choice lasts until the page closes.
 */
// Stryker disable all: the function runs as its source text, and mutation switches in that text would break the page's script
function themeScript(key: string, toggleId: string): void {
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  const shown = () => root.dataset.theme ?? (system.matches ? "dark" : "light");
  const showPressed = () => document.getElementById(toggleId)?.setAttribute("aria-pressed", String(shown() === "dark"));
  try {
    const stored = localStorage.getItem(key);
    if (stored === "light" || stored === "dark") root.dataset.theme = stored;
  } catch {
    // No storage: follow the system.
  }
  document.addEventListener("DOMContentLoaded", showPressed);
  system.addEventListener("change", showPressed);
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`#${toggleId}`)) return;
    const next = shown() === "dark" ? "light" : "dark";
    root.dataset.theme = next;
    showPressed();
    try {
      localStorage.setItem(key, next);
    } catch {
      // No storage: the choice holds until the page closes.
    }
  });
}

// Stryker restore all

/** The inline <head> script. The build hashes its exact text into the page's Content-Security-Policy. */
export const THEME_SCRIPT = `(${themeScript.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_TOGGLE_ID)})`;
