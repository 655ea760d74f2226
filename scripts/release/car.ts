// A static site as an IPFS CAR: packed deterministically (npm run release), read back with every block checked
// against its CID (the verifying gateway, the release's --verify), and unpacked for comparison. docs/release.md.
import { lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { CarReader, CarWriter } from "@ipld/car";
import { exporter, type ReadableStorage } from "ipfs-unixfs-exporter";
import { importer, type ImportCandidate } from "ipfs-unixfs-importer";
import { CID } from "multiformats/cid";
import { sha256 } from "multiformats/hashes/sha2";

export interface PackedSite {
  /** The root: the folder itself (CIDv1). */
  readonly cid: CID;
  readonly car: Uint8Array;
  /** Files in the folder, and their bytes. */
  readonly files: number;
  readonly bytes: number;
}

export interface SiteEntry {
  /** POSIX path relative to the site's folder. */
  readonly path: string;
  readonly kind: "file" | "folder" | "link";
  /** A folder with nothing in it. */
  readonly empty: boolean;
}

/** Every file, folder and link under `dir`, as POSIX paths relative to it, in name order (so the DAG never varies). */
export function siteEntries(dir: string): SiteEntry[] {
  const entries: SiteEntry[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const rel = relative(dir, path).split(sep).join("/");
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) entries.push({ path: rel, kind: "link", empty: false });
      else if (stat.isDirectory()) {
        entries.push({ path: rel, kind: "folder", empty: readdirSync(path).length === 0 });
        walk(path);
      } else entries.push({ path: rel, kind: "file", empty: false });
    }
  };
  walk(dir);
  return entries;
}

/**
 * What IPFS tools pack differently, each one a different root for the same folder: an empty folder (ipfs-car drops
 * it, kubo keeps it), a hidden name (ipfs-car and kubo skip it unless told, this packer would not) and a symbolic link
 * (kubo stores the link, ipfs-car its target). A release holds none, so every tool gives its CID.
 */
export function unportableEntries(entries: readonly SiteEntry[]): string[] {
  return entries.flatMap(({ path, kind, empty }) => {
    if (path.split("/").some((name) => name.startsWith(".")))
      return [`${path}: a hidden name (ipfs-car and kubo leave it out unless told to add hidden files)`];
    if (kind === "link") return [`${path}: a symbolic link (kubo stores the link, ipfs-car the file it points to)`];
    if (empty) return [`${path}/: an empty folder (ipfs-car leaves it out, kubo keeps it)`];
    return [];
  });
}

/** Blocks by CID, in memory: what the importer writes and the exporter reads. */
class MemoryBlocks implements ReadableStorage {
  readonly blocks = new Map<string, { readonly cid: CID; readonly bytes: Uint8Array }>();

  put(cid: CID, bytes: Uint8Array): CID {
    this.blocks.set(cid.toString(), { cid, bytes });
    return cid;
  }

  async *get(cid: CID): AsyncGenerator<Uint8Array> {
    const block = this.blocks.get(cid.toString());
    if (!block) throw new Error(`the CAR has no block ${cid.toString()}`);
    yield block.bytes;
  }
}

/**
 * Packs `dir` into a CAR whose root is the folder: the IPIP-499 "unixfs-v1-2025" profile (CIDv1, raw leaves, 1 MiB
 * chunks), entries in name order, blocks written in CID order. The same files give the same bytes, whatever the
 * machine, the path or the time. Refuses a folder that another IPFS tool would pack into another root.
 */
export async function packSite(dir: string): Promise<PackedSite> {
  const store = new MemoryBlocks();
  const entries = siteEntries(dir);
  if (entries.length === 0) throw new Error(`nothing to pack in ${dir}: the folder is empty`);
  const unportable = unportableEntries(entries);
  if (unportable.length > 0)
    throw new Error(
      `${dir} would not get the same CID from every IPFS tool (docs/release.md):\n  ${unportable.join("\n  ")}`,
    );
  const files = entries.filter((e) => e.kind === "file");
  const candidates: ImportCandidate[] = files.map(({ path }) => ({
    path: `site/${path}`,
    content: readFileSync(join(dir, path)),
  }));
  let root: CID | null = null;
  for await (const entry of importer(
    candidates,
    { put: (cid, bytes) => store.put(cid, bytes as Uint8Array) },
    {
      profile: "unixfs-v1-2025",
    },
  )) {
    if (entry.path === "site") root = entry.cid;
  }
  if (!root) throw new Error(`the importer gave no root for ${dir}`);
  const { writer, out } = CarWriter.create([root]);
  const chunks: Uint8Array[] = [];
  const collected = (async () => {
    for await (const chunk of out) chunks.push(chunk);
  })();
  const ordered = [...store.blocks.values()].sort((a, b) => (a.cid.toString() < b.cid.toString() ? -1 : 1));
  for (const block of ordered) await writer.put(block);
  await writer.close();
  await collected;
  const car = Buffer.concat(chunks);
  const bytes = files.reduce((sum, e) => sum + statSync(join(dir, e.path)).size, 0);
  return { cid: root, car: new Uint8Array(car), files: files.length, bytes };
}

/** A CAR read into memory after every block was hashed and matched to its CID; throws on the first that does not. */
export interface VerifiedCar {
  readonly roots: readonly CID[];
  readonly blocks: ReadableStorage;
  readonly count: number;
}

export async function readVerifiedCar(bytes: Uint8Array): Promise<VerifiedCar> {
  const reader = await CarReader.fromBytes(bytes);
  const store = new MemoryBlocks();
  let count = 0;
  for await (const block of reader.blocks()) {
    if (block.cid.multihash.code !== sha256.code) throw new Error(`block ${block.cid.toString()}: not a sha2-256 CID`);
    const digest = await sha256.digest(block.bytes);
    if (!equalBytes(digest.digest, block.cid.multihash.digest))
      throw new Error(`block ${block.cid.toString()} does not hash to its CID`);
    store.put(block.cid, block.bytes);
    count += 1;
  }
  return { roots: await reader.getRoots(), blocks: store, count };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** What `path` under `root` is: a file's bytes, a folder, or nothing. */
export async function resolvePath(
  car: VerifiedCar,
  root: CID,
  path: string,
): Promise<{ readonly kind: "file"; readonly bytes: Uint8Array } | { readonly kind: "directory" } | null> {
  try {
    const entry = await exporter(path === "" ? root : `${root.toString()}/${path}`, car.blocks);
    if (entry.type === "directory") return { kind: "directory" };
    if (entry.type !== "file" && entry.type !== "raw") return null;
    const chunks: Uint8Array[] = [];
    for await (const chunk of entry.content()) chunks.push(chunk);
    return { kind: "file", bytes: new Uint8Array(Buffer.concat(chunks)) };
  } catch {
    return null;
  }
}

/** Every file under `root` with its bytes (folders too, empty ones included), as POSIX paths: the CAR unpacked. */
export async function unpack(car: VerifiedCar, root: CID): Promise<Map<string, Uint8Array | null>> {
  const out = new Map<string, Uint8Array | null>();
  const walk = async (cid: CID, prefix: string) => {
    const entry = await exporter(cid, car.blocks);
    if (entry.type !== "directory") throw new Error(`${prefix || "/"} is not a folder`);
    for await (const child of entry.entries()) {
      const path = prefix === "" ? child.name : `${prefix}/${child.name}`;
      const resolved = await resolvePath(car, root, path);
      if (resolved?.kind === "directory") {
        out.set(path, null);
        await walk(child.cid, path);
      } else if (resolved) out.set(path, resolved.bytes);
    }
  };
  await walk(root, "");
  return out;
}

export { CID };
