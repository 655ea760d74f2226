// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { parseTheme, THEME_SCRIPT } from "./theme";

/**
 * A page with the top bar's toggle, the inline theme script run in its <head>, a system colour scheme the test can
 * change as the OS setting does, and the browser's storage (or storage that throws, as when it is blocked).
 */
function loadPage({ systemDark, storage = localStorage }: { systemDark: boolean; storage?: Storage }) {
  const page = document.implementation.createHTMLDocument("Smoothly Pool");
  page.body.innerHTML = '<button id="theme-toggle" type="button" aria-label="Dark theme"></button>';
  let dark = systemDark;
  const listeners = new Set<() => void>();
  const matchMedia = (media: string) => {
    expect(media).toBe("(prefers-color-scheme: dark)");
    return {
      get matches() {
        return dark;
      },
      addEventListener: (_: "change", listener: () => void) => listeners.add(listener),
    };
  };
  new Function("document", "matchMedia", "localStorage", THEME_SCRIPT)(page, matchMedia, storage);
  const toggle = page.getElementById("theme-toggle") as HTMLButtonElement;
  return {
    theme: () => page.documentElement.dataset.theme,
    pressed: () => toggle.getAttribute("aria-pressed"),
    parsed: () => page.dispatchEvent(new Event("DOMContentLoaded")),
    click: () => toggle.click(),
    clickElsewhere: () => page.body.click(),
    setSystemDark(nowDark: boolean) {
      dark = nowDark;
      listeners.forEach((listener) => listener());
    },
  };
}

const blockedStorage = new Proxy(localStorage, {
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});

afterEach(() => localStorage.clear());

describe("the inline theme script", () => {
  it("puts a stored choice on <html data-theme> before the body is parsed", () => {
    localStorage.setItem("smoothly-theme", "light");
    const page = loadPage({ systemDark: true });
    expect(page.theme()).toBe("light");
    page.parsed();
    expect(page.pressed()).toBe("false");
  });

  it("leaves the page to the system's scheme without a valid choice, and follows it", () => {
    localStorage.setItem("smoothly-theme", "sepia");
    const page = loadPage({ systemDark: true });
    page.parsed();
    expect(page.theme()).toBeUndefined();
    expect(page.pressed()).toBe("true");
    page.setSystemDark(false);
    expect(page.theme()).toBeUndefined();
    expect(page.pressed()).toBe("false");
  });

  it("switches on a click, remembers the choice, and then ignores the system", () => {
    const page = loadPage({ systemDark: false });
    page.parsed();
    expect(page.pressed()).toBe("false");
    page.click();
    expect(page.theme()).toBe("dark");
    expect(page.pressed()).toBe("true");
    expect(localStorage.getItem("smoothly-theme")).toBe("dark");
    page.setSystemDark(false);
    expect(page.pressed()).toBe("true");
    page.click();
    expect(page.theme()).toBe("light");
    expect(page.pressed()).toBe("false");
    expect(localStorage.getItem("smoothly-theme")).toBe("light");
  });

  it("ignores clicks elsewhere on the page", () => {
    const page = loadPage({ systemDark: true });
    page.parsed();
    page.clickElsewhere();
    expect(page.theme()).toBeUndefined();
    expect(localStorage.getItem("smoothly-theme")).toBeNull();
  });

  it("still switches, for this page only, when storage is blocked", () => {
    const page = loadPage({ systemDark: true, storage: blockedStorage });
    page.parsed();
    expect(page.pressed()).toBe("true");
    page.click();
    expect(page.theme()).toBe("light");
    expect(page.pressed()).toBe("false");
  });
});

describe("parseTheme", () => {
  it("accepts only the two schemes", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("Dark")).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
  });
});
