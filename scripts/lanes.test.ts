import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { inNamespace, laneEnv, namespacesWork } from "./lanes.mjs";

describe("npm test's lanes", () => {
  it("run a command in a new network namespace, its loopback up; a user who is not root maps themself to root in it", () => {
    expect(inNamespace(["npx", "playwright", "test"], { root: true })).toEqual([
      "unshare",
      "--net",
      "--",
      "sh",
      "-c",
      'ip link set lo up && exec "$0" "$@"',
      "npx",
      "playwright",
      "test",
    ]);
    expect(inNamespace(["true"], { root: false }).slice(0, 5)).toEqual([
      "unshare",
      "--user",
      "--map-root-user",
      "--net",
      "--",
    ]);
  });

  it("give each lane its own stack folder and result folders", () => {
    expect(laneEnv("/repo/test-results/lanes", "chromium-2")).toEqual({
      SMOOTHLY_STACK_DIR: "/repo/test-results/lanes/chromium-2/stack",
      E2E_OUTPUT_DIR: "/repo/test-results/lanes/chromium-2/test-results",
      E2E_HTML_REPORT: "/repo/test-results/lanes/chromium-2/playwright-report",
    });
  });

  it.runIf(namespacesWork())("keep a lane's loopback apart: a port taken outside is free inside", async () => {
    const { createServer } = await import("node:net");
    const server = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const [command, ...args] = inNamespace([
      process.execPath,
      "-e",
      `require("node:net").createServer().listen(${port}, "127.0.0.1", function () { this.close(); console.log("free") })`,
    ]);
    const inside = spawnSync(command ?? "", args, { encoding: "utf8" });
    server.close();
    expect(inside.stdout.trim()).toBe("free");
  });
});
