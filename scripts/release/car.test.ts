import { symlinkSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CID } from "multiformats/cid";
import { packSite, readVerifiedCar, resolvePath, unpack } from "./car";
import { HELLO_WORLD_FILE, removeSiteFolders, SITE, siteFolder, tampered } from "./test-sites";

afterEach(removeSiteFolders);

describe("packSite", () => {
  it("stores a small file as one raw block named by its own hash", async () => {
    const packed = await packSite(siteFolder(SITE));
    const car = await readVerifiedCar(packed.car);
    const blocks: Uint8Array[] = [];
    for await (const bytes of car.blocks.get(CID.parse(HELLO_WORLD_FILE))) blocks.push(bytes);
    expect(new TextDecoder().decode(blocks[0])).toBe("hello world");
    expect(packed.files).toBe(3);
    expect(packed.bytes).toBe(43 + 11 + 14);
  });

  it("gives the same files the same CID and the same CAR bytes, whatever the path, the order written or the times", async () => {
    const a = siteFolder(SITE);
    const b = siteFolder(SITE, ["_next/static/chunks/app.js", "hello.txt", "index.html"]);
    utimesSync(join(b, "index.html"), new Date("2001-01-01"), new Date("2001-01-01"));
    const [first, second] = await Promise.all([packSite(a), packSite(b)]);
    expect(second.cid.toString()).toBe(first.cid.toString());
    expect(Buffer.from(second.car).equals(Buffer.from(first.car))).toBe(true);
  });

  it("gives another CID when one byte of one file changes", async () => {
    const base = await packSite(siteFolder(SITE));
    const edited = await packSite(siteFolder({ ...SITE, "hello.txt": "hello world!" }));
    expect(edited.cid.toString()).not.toBe(base.cid.toString());
  });

  it("unpacks to exactly the folder it packed", async () => {
    const packed = await packSite(siteFolder(SITE));
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
    });
    expect(await resolvePath(car, packed.cid, "missing.html")).toBeNull();
  });
});

// Each of these gives one root with ipfs-car and another with kubo's `ipfs add -r`, so a release holds none.
describe("packSite refuses what IPFS tools pack differently", () => {
  it("an empty folder, as Next's export leaves _next/<build id>/, named", async () => {
    const dir = siteFolder({ ...SITE, "_next/7778d84": null, "trees/latest": null });
    await expect(packSite(dir)).rejects.toThrow(
      `${dir} would not get the same CID from every IPFS tool (docs/release.md):\n` +
        "  _next/7778d84/: an empty folder (ipfs-car leaves it out, kubo keeps it)\n" +
        "  trees/latest/: an empty folder (ipfs-car leaves it out, kubo keeps it)",
    );
  });

  it("a hidden file or folder", async () => {
    const dir = siteFolder({ ...SITE, ".nojekyll": "", ".well-known/security.txt": "Contact: x" });
    await expect(packSite(dir)).rejects.toThrow(
      "  .nojekyll: a hidden name (ipfs-car and kubo leave it out unless told to add hidden files)\n" +
        "  .well-known: a hidden name (ipfs-car and kubo leave it out unless told to add hidden files)\n" +
        "  .well-known/security.txt: a hidden name (ipfs-car and kubo leave it out unless told to add hidden files)",
    );
  });

  it("a symbolic link", async () => {
    const dir = siteFolder(SITE);
    symlinkSync("index.html", join(dir, "404.html"));
    await expect(packSite(dir)).rejects.toThrow(
      "  404.html: a symbolic link (kubo stores the link, ipfs-car the file it points to)",
    );
  });

  it("a folder with nothing in it at all", async () => {
    const dir = siteFolder({});
    await expect(packSite(dir)).rejects.toThrow(`nothing to pack in ${dir}: the folder is empty`);
  });
});

describe("readVerifiedCar", () => {
  it("refuses a CAR with a block that does not hash to its CID", async () => {
    const packed = await packSite(siteFolder(SITE));
    await expect(readVerifiedCar(tampered(packed.car))).rejects.toThrow(
      `block ${HELLO_WORLD_FILE} does not hash to its CID`,
    );
  });
});
