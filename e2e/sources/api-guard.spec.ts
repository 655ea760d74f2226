import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { serveStatic } from "../../mocks/site/serve-static";
import { expect, test } from "../support/fixtures";

// A page from any other origin (here a second local server) must not be able to move the chain through the oracle.
test("a cross-origin page cannot close a cycle, with or without a guessed token", async ({ page, stack, chain }) => {
  const dir = mkdtempSync(join(tmpdir(), "evil-site-"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>another site</title>");
  const evil = await serveStatic({ dir, port: 0 });
  try {
    const epoch = () =>
      chain.readContract({ address: stack.deployment.pool, abi: smoothlyPoolAbi, functionName: "epoch" });
    const before = await epoch();
    await page.goto(evil.url);
    const outcomes = await page.evaluate(async (apiUrl) => {
      const attempt = (init: RequestInit) =>
        fetch(`${apiUrl}/cycle`, { method: "POST", ...init }).then(
          (response) => `status ${response.status}`,
          () => "blocked",
        );
      return [
        await attempt({ mode: "no-cors" }),
        await attempt({ headers: { "x-cycle-token": "guess" } }),
        await attempt({ headers: { "content-type": "text/plain" }, body: "{}" }),
      ];
    }, stack.apiUrl);
    // no-cors hides the status (0) from the page; the other two fail the CORS check.
    expect(outcomes).toEqual(["status 0", "blocked", "blocked"]);
    expect(await epoch()).toBe(before);
    // The token's owner still can.
    const response = await fetch(`${stack.apiUrl}/cycle`, {
      method: "POST",
      headers: { "x-cycle-token": stack.cycleToken },
    });
    expect(response.status).toBe(200);
    expect(await epoch()).toBe(before + 1n);
  } finally {
    await evil.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
