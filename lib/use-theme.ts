import { useSyncExternalStore } from "react";
import { parseTheme, type Theme } from "./theme";

const SYSTEM_DARK = "(prefers-color-scheme: dark)";

/** The scheme the page shows: the visitor's choice on <html data-theme>, else the system's. */
function shownTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme) ?? (matchMedia(SYSTEM_DARK).matches ? "dark" : "light");
}

function subscribe(onChange: () => void): () => void {
  const system = matchMedia(SYSTEM_DARK);
  system.addEventListener("change", onChange);
  const choice = new MutationObserver(onChange);
  choice.observe(document.documentElement, { attributeFilter: ["data-theme"] });
  return () => {
    system.removeEventListener("change", onChange);
    choice.disconnect();
  };
}

/** The scheme on screen, following the system and the toggle; null while the static HTML hydrates. */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, shownTheme, () => null);
}
