import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serveStatic, type StaticServer } from "./serve-static";

let dirs: string[] = [];
let servers: StaticServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
  servers = [];
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "serve-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

async function get(server: StaticServer, path: string): Promise<[number, string]> {
  const response = await fetch(new URL(path, server.url));
  return [response.status, await response.text()];
}

describe("serveStatic's mounts", () => {
  it("serve another folder inside the site, under the prefix, as a deploy would place it", async () => {
    const site = folder({ "index.html": "<h1>site</h1>", "trees/withdrawals.json": "from the build" });
    const latest = folder({ "withdrawals.json": "from the oracle", "epoch.json": '{"epoch":3}' });
    const server = await serveStatic({ dir: site, prefix: "/ipfs/bafy/", mounts: { "trees/": latest } });
    servers.push(server);
    expect(await get(server, "/ipfs/bafy/")).toEqual([200, "<h1>site</h1>"]);
    expect(await get(server, "/ipfs/bafy/trees/withdrawals.json")).toEqual([200, "from the oracle"]);
    expect(await get(server, "/ipfs/bafy/trees/epoch.json")).toEqual([200, '{"epoch":3}']);
    expect((await get(server, "/trees/epoch.json"))[0]).toBe(404);
  });

  it("never reach out of the mounted folder, and a missing one is simply not found", async () => {
    const site = folder({ "index.html": "site" });
    const outside = folder({ "mounted/key.txt": "mounted", "private.txt": "beside the mount" });
    const server = await serveStatic({
      dir: site,
      mounts: { "trees/": join(outside, "missing"), "other/": join(outside, "mounted") },
    });
    servers.push(server);
    expect((await get(server, "/trees/epoch.json"))[0]).toBe(404);
    expect(await get(server, "/other/key.txt")).toEqual([200, "mounted"]);
    expect((await get(server, "/other/..%2Fprivate.txt"))[0]).toBe(404);
  });
});
