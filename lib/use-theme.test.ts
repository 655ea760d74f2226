// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTheme } from "./use-theme";

/** A system scheme the test can flip, with the listeners the page registered on it. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    // Only "change" is an event a MediaQueryList sends.
    addEventListener: (type: string, listener: () => void) => type === "change" && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === "change" && listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", (media: string) => {
    expect(media).toBe("(prefers-color-scheme: dark)");
    return query;
  });
  return {
    listeners,
    flip(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe("useTheme", () => {
  it("follows the system's scheme while the visitor has not chosen", () => {
    const system = systemScheme(true);
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe("dark");
    act(() => system.flip(false));
    expect(result.current).toBe("light");
  });

  it("shows the visitor's choice on <html data-theme> over the system's, and follows it when it changes", async () => {
    systemScheme(false);
    document.documentElement.dataset.theme = "dark";
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe("dark");
    act(() => {
      document.documentElement.dataset.theme = "light";
    });
    await waitFor(() => expect(result.current).toBe("light"));
    act(() => {
      document.documentElement.dataset.theme = "dark";
    });
    await waitFor(() => expect(result.current).toBe("dark"));
    act(() => {
      document.documentElement.dataset.theme = "sepia"; // not a scheme: the system's again
    });
    await waitFor(() => expect(result.current).toBe("light"));
  });

  it("stops listening once unmounted", () => {
    const system = systemScheme(false);
    const { unmount } = renderHook(() => useTheme());
    expect(system.listeners.size).toBe(1);
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it("is not known in the static HTML: the scheme is only known in the browser", () => {
    systemScheme(true);
    function Shown() {
      return createElement("p", null, String(useTheme()));
    }
    expect(renderToString(createElement(Shown))).toBe("<p>null</p>");
  });
});
