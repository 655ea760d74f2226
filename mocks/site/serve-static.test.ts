import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { cacheControl, chooseEncoding, serveStatic, type StaticServer } from "./serve-static";

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

/** One request with its raw (still encoded) body and headers: fetch would decode it. */
function raw(url: string, acceptEncoding?: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((done, fail) => {
    const request = httpGet(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", fail);
  });
}

describe("serveStatic serves as a real host does", () => {
  const script = "console.log('the same line, many times');\n".repeat(200);

  it("sends brotli when the browser accepts it, gzip when only that, and the bytes as they are otherwise", async () => {
    const server = await serveStatic({
      dir: folder({ "index.html": "<h1>site</h1>", "_next/static/chunks/a.js": script }),
    });
    servers.push(server);
    const url = new URL("_next/static/chunks/a.js", server.url).href;
    const br = await raw(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(200);
    const gzip = await raw(url, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("keeps hashed assets for a year and has the HTML checked on every load", async () => {
    const server = await serveStatic({
      dir: folder({ "index.html": "<h1>site</h1>", "_next/static/chunks/a.js": script }),
      prefix: "/ipfs/bafy/",
    });
    servers.push(server);
    expect((await raw(new URL("_next/static/chunks/a.js", server.url).href)).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await raw(server.url)).headers["cache-control"]).toBe("no-cache");
  });

  it("does not compress what is compressed already", async () => {
    const server = await serveStatic({ dir: folder({ "index.html": "x", "logo.png": "not really a png" }) });
    servers.push(server);
    const png = await raw(new URL("logo.png", server.url).href, "br, gzip");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and reads q-values' names only", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, identity")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("cacheControl", () => {
  it("is immutable for Next's hashed assets only", () => {
    expect(cacheControl("_next/static/chunks/0cz1d0mv5g_q7.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControl("index.html")).toBe("no-cache");
    expect(cacheControl("trees/withdrawals.json")).toBe("no-cache");
  });
});
