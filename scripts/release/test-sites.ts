// Sites for the release's tests: folders of files made in the system's temporary folder, removed after each test.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A file's content, or null for a folder. */
export type SiteFiles = Readonly<Record<string, string | Uint8Array | null>>;

const made: string[] = [];

/** Writes `files` into a new folder, in `order` (paths in `files` by default), and returns the folder. */
export function siteFolder(files: SiteFiles, order: readonly string[] = Object.keys(files)): string {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  made.push(dir);
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

/** Removes every folder siteFolder made: call it in afterEach. */
export function removeSiteFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A small site: a page, a text whose raw-leaf CID is well known, a script two folders down. */
export const SITE = {
  "index.html": "<!doctype html><title>Smoothly Pool</title>",
  "hello.txt": "hello world",
  "_next/static/chunks/app.js": "console.log(1)",
} as const;

/** The CID any IPFS implementation gives "hello world" as a raw leaf (CIDv1): `ipfs add --cid-version 1`. */
export const HELLO_WORLD_FILE = "bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e";

/** The CAR with one byte of the "hello world" block changed: a block that no longer hashes to its CID. */
export function tampered(car: Uint8Array): Uint8Array {
  const copy = Buffer.from(car);
  const at = copy.indexOf("hello world");
  if (at < 0) throw new Error("the CAR holds no hello world block");
  copy[at] = "j".charCodeAt(0);
  return new Uint8Array(copy);
}
