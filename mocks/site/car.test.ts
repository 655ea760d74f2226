import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CID } from "multiformats/cid";
import { packSite, readVerifiedCar, resolvePath, unpack } from "./car";
import { serveCars } from "./ipfs-gateway";

// CIDs any IPFS implementation gives for the same content (CIDv1, raw leaves): `ipfs add --cid-version 1`.
const EMPTY_FOLDER = "bafybeiczsscdsbs7ffqz55asqdf3smv6klcw3gofszvwlyarci47bgf354";
const HELLO_WORLD_FILE = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string | null>, order = Object.keys(files)): string {
  const dir = mkdtempSync(join(tmpdir(), "car-"));
  folders.push(dir);
  for (const path of order) {
    const content = files[path];
    if (content === null || content === undefined) mkdirSync(join(dir, path), { recursive: true });
    else {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
  }
  return dir;
}

const SITE = {
  "index.html": "<!doctype html><title>Smoothly Pool</title>",
  "hello.txt": "hello world",
  "_next/static/chunks/app.js": "console.log(1)",
  "trees/empty": null,
} as const;

describe("packSite", () => {
  it("gives an empty folder the CID every IPFS implementation gives it", async () => {
    const packed = await packSite(folder({}));
    expect(packed.cid.toString()).toBe(EMPTY_FOLDER);
    expect(packed.files).toBe(0);
    expect(packed.bytes).toBe(0);
  });

  it("stores a small file as one raw block named by its own hash", async () => {
    const packed = await packSite(folder(SITE));
    const car = await readVerifiedCar(packed.car);
    const blocks: Uint8Array[] = [];
    for await (const bytes of car.blocks.get(CID.parse(HELLO_WORLD_FILE))) blocks.push(bytes);
    expect(new TextDecoder().decode(blocks[0])).toBe("hello world");
    expect(packed.files).toBe(3);
    expect(packed.bytes).toBe(43 + 11 + 14);
  });

  it("gives the same files the same CID and the same CAR bytes, whatever the path, the order written or the times", async () => {
    const a = folder(SITE);
    const b = folder(SITE, ["trees/empty", "_next/static/chunks/app.js", "hello.txt", "index.html"]);
    utimesSync(join(b, "index.html"), new Date("2001-01-01"), new Date("2001-01-01"));
    const [first, second] = await Promise.all([packSite(a), packSite(b)]);
    expect(second.cid.toString()).toBe(first.cid.toString());
    expect(Buffer.from(second.car).equals(Buffer.from(first.car))).toBe(true);
  });

  it("gives another CID when one byte of one file changes, or an empty folder goes", async () => {
    const base = (await packSite(folder(SITE))).cid.toString();
    const edited = await packSite(folder({ ...SITE, "hello.txt": "hello world!" }));
    const { ["trees/empty"]: _gone, ...withoutEmpty } = SITE;
    const noEmptyFolder = await packSite(folder(withoutEmpty));
    expect(edited.cid.toString()).not.toBe(base);
    expect(noEmptyFolder.cid.toString()).not.toBe(base);
  });

  it("unpacks to exactly the folder it packed, empty folders included", async () => {
    const packed = await packSite(folder(SITE));
    const car = await readVerifiedCar(packed.car);
    expect(car.roots.map(String)).toEqual([packed.cid.toString()]);
    const files = await unpack(car, packed.cid);
    const text = new Map([...files].map(([path, bytes]) => [path, bytes && new TextDecoder().decode(bytes)]));
    expect(Object.fromEntries(text)).toEqual({
      _next: null,
      "_next/static": null,
      "_next/static/chunks": null,
      "_next/static/chunks/app.js": "console.log(1)",
      "hello.txt": "hello world",
      "index.html": "<!doctype html><title>Smoothly Pool</title>",
      trees: null,
      "trees/empty": null,
    });
    expect(await resolvePath(car, packed.cid, "missing.html")).toBeNull();
  });
});

/** The CAR with one byte of the "hello world" block changed: a block that no longer hashes to its CID. */
function tampered(car: Uint8Array): Uint8Array {
  const copy = Buffer.from(car);
  const at = copy.indexOf("hello world");
  expect(at).toBeGreaterThan(0);
  copy[at] = "j".charCodeAt(0);
  return new Uint8Array(copy);
}

describe("readVerifiedCar", () => {
  it("refuses a CAR with a block that does not hash to its CID", async () => {
    const packed = await packSite(folder(SITE));
    await expect(readVerifiedCar(tampered(packed.car))).rejects.toThrow(
      `block ${HELLO_WORLD_FILE} does not hash to its CID`,
    );
  });
});

describe("serveCars", () => {
  it("serves the site at /ipfs/<cid>/ as a gateway does, and nothing else", async () => {
    const packed = await packSite(folder(SITE));
    const gateway = await serveCars({ cars: [packed.car] });
    try {
      const root = `${gateway.url}ipfs/${packed.cid.toString()}`;
      const index = await fetch(`${root}/`);
      expect(index.status).toBe(200);
      expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(index.headers.get("cache-control")).toBe("public, max-age=29030400, immutable");
      expect(await index.text()).toBe("<!doctype html><title>Smoothly Pool</title>");
      const script = await fetch(`${root}/_next/static/chunks/app.js`);
      expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(await script.text()).toBe("console.log(1)");
      const bare = await fetch(root, { redirect: "manual" });
      expect(bare.status).toBe(301);
      expect(bare.headers.get("location")).toBe(`/ipfs/${packed.cid.toString()}/`);
      expect((await fetch(`${root}/missing.html`)).status).toBe(404);
      expect((await fetch(`${root}/trees/empty/`)).status).toBe(404);
      expect((await fetch(`${gateway.url}ipfs/${EMPTY_FOLDER}/`)).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });

  it("does not start on a CAR with a block that does not match its CID", async () => {
    const packed = await packSite(folder(SITE));
    await expect(serveCars({ cars: [tampered(packed.car)] })).rejects.toThrow("does not hash to its CID");
  });
});
