// The second UnixFS writer, independent of the packer: ipfs-car (web3-storage's @ipld/unixfs, where car.ts uses
// ipfs-unixfs-importer). A release's CID is only published when both give the same root (docs/release.md).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const IPFS_CAR = createRequire(import.meta.url).resolve("ipfs-car/bin.js");

/** The root CID that `npx ipfs-car pack <dir> --no-wrap --output <file>` prints: the command a user runs. */
export async function ipfsCarRoot(dir: string): Promise<string> {
  const scratch = mkdtempSync(join(tmpdir(), "ipfs-car-"));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [
      IPFS_CAR,
      "pack",
      dir,
      "--no-wrap",
      "--output",
      join(scratch, "site.car"),
    ]);
    const cid = stdout.trim();
    if (!/^bafy[a-z2-7]+$/.test(cid)) throw new Error(`ipfs-car pack ${dir} printed no folder CID: "${cid}"`);
    return cid;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
