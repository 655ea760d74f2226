import { describe, expect, it } from "vitest";
import { CHROMIUM_HELP, findChromium } from "./chromium";

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe("findChromium", () => {
  it("prefers CHROMIUM_PATH", () => {
    expect(findChromium({ CHROMIUM_PATH: "/opt/chrome" }, only("/opt/chrome", "/usr/bin/chromium"))).toBe(
      "/opt/chrome",
    );
  });
  it("falls back to Debian's chromium", () => {
    expect(findChromium({ CHROMIUM_PATH: "/missing" }, only("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
  });
  it("says how to get one when none exists", () => {
    expect(() => findChromium({}, only())).toThrow(CHROMIUM_HELP);
    expect(CHROMIUM_HELP).toContain("apt-get install -y chromium");
  });
});
