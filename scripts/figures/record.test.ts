import { describe, expect, it } from "vitest";
import { sectionBody, withSection } from "./record.mjs";

const WHERE = { commit: "1fa292d", date: "2026-12-02 04:50 UTC", host: "2 cores (AMD EPYC), Node v24.21.0" };

describe("docs/figures.md, written by the commands that measure", () => {
  it("starts the file with its header and the first command's section", () => {
    const text = withSection("", "npm test", sectionBody("npm test", ["npm test: 946.7 s in all"], WHERE));
    expect(text.startsWith("# Figures of record\n")).toBe(true);
    expect(text).toContain(
      [
        "<!-- figures: npm test -->",
        "## `npm test`",
        "",
        "1fa292d, 2026-12-02 04:50 UTC; 2 cores (AMD EPYC), Node v24.21.0.",
        "",
        "```",
        "npm test: 946.7 s in all",
        "```",
        "<!-- /figures: npm test -->",
      ].join("\n"),
    );
  });

  it("replaces only the command's own section, keeping the others in place", () => {
    let text = withSection("", "npm test", "first");
    text = withSection(text, "npm run bench", "bench figures");
    text = withSection(text, "npm test", "second");
    expect(text).not.toContain("first");
    expect(text.indexOf("second")).toBeLessThan(text.indexOf("bench figures"));
    expect(text.split("<!-- figures: npm test -->")).toHaveLength(2);
  });
});
