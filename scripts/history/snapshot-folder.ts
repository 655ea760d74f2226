// A history snapshot's folder (lib/history/snapshot-files.ts): read back with every file checked, written so that a
// reader (a build, a site being served) never finds a manifest naming a shard that is not there yet.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Address } from "viem";
import type { HistoryEvent } from "../../lib/history/events";
import { MANIFEST_FILE, parseManifest, parseShard, type SnapshotManifest } from "../../lib/history/snapshot-files";
import type { FullSnapshot, SnapshotWrite } from "../../lib/history/snapshot-write";

export type SnapshotFolder =
  | { readonly kind: "none" }
  | { readonly kind: "found"; readonly snapshot: FullSnapshot }
  | { readonly kind: "broken"; readonly problem: string };

const SHARD_NAME = /^[0-9a-f]{2}-[0-9a-f]{8}\.json$/;

/** The snapshot in `dir`, every shard the manifest names read and checked; none without a snapshot.json. */
export function readSnapshotFolder(dir: string): SnapshotFolder {
  const manifestPath = join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) return { kind: "none" };
  const manifest = parseManifest(readFileSync(manifestPath, "utf8"));
  if (!manifest) return { kind: "broken", problem: `${MANIFEST_FILE} is cut, altered or of another form` };
  const owners = new Map<Address, readonly HistoryEvent[]>();
  for (const entry of manifest.shards) {
    const path = join(dir, entry.file);
    if (!existsSync(path)) return { kind: "broken", problem: `${entry.file} is missing` };
    const shard = parseShard(readFileSync(path, "utf8"), entry, manifest);
    if (!shard) return { kind: "broken", problem: `${entry.file} is cut, altered or of another form` };
    for (const [owner, events] of shard) owners.set(owner, events);
  }
  return { kind: "found", snapshot: { manifest, owners } };
}

/** The files a snapshot's manifest names, the manifest first: what a build copies. */
export const snapshotFileNames = (manifest: SnapshotManifest): string[] => [
  MANIFEST_FILE,
  ...manifest.shards.map((s) => s.file),
];

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/**
 * Writes a snapshot into `dir`: the shards first (named by their digest, so none of the previous snapshot's is
 * overwritten), then the manifest in one rename, then the previous snapshot's shards that the new one no longer
 * names. A stop at any point leaves a folder that reads back as the previous snapshot or the new one.
 */
export function writeSnapshotFolder(dir: string, write: SnapshotWrite): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of write.files) {
    if (name === MANIFEST_FILE) continue;
    const path = join(dir, name);
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) writeAtomically(path, text);
  }
  writeAtomically(join(dir, MANIFEST_FILE), write.files.get(MANIFEST_FILE) ?? "");
  for (const name of readdirSync(dir)) if (SHARD_NAME.test(name) && !write.files.has(name)) rmSync(join(dir, name));
}

/** What keeps a build from carrying `dir`, one line each; empty when it may (every file the command's). */
export function snapshotFolderProblems(dir: string): string[] {
  const folder = readSnapshotFolder(dir);
  if (folder.kind === "none") return [`${MANIFEST_FILE} is missing`];
  if (folder.kind === "broken") return [folder.problem];
  const named = new Set(snapshotFileNames(folder.snapshot.manifest));
  return readdirSync(dir)
    .filter((name) => !named.has(name))
    .map((name) => `${name} is not a file of the snapshot (the command writes only the manifest and its shards)`);
}
