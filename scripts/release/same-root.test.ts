import { afterEach, describe, expect, it } from "vitest";
import { packSite } from "./car";
import { ipfsCarRoot } from "./ipfs-car";
import { sameRoot } from "./same-root";
import { removeSiteFolders, siteFolder } from "./test-sites";

afterEach(removeSiteFolders);

const MIB = 1024 * 1024;

/** `length` bytes that repeat nowhere (so no two 1 MiB chunks are one block): a fixed linear congruential sequence. */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 20_250_101;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

// Nested folders, a file of three chunks (the last one short), one of exactly one chunk, an empty file.
const FIXTURE = {
  "index.html": "<!doctype html><title>Smoothly Pool</title>",
  "empty.txt": "",
  "_next/static/chunks/big.js": noise(2 * MIB + 123),
  "_next/static/media/one-chunk.bin": noise(MIB),
  "trees/epoch-1/tree.json": '{"format":"standard-v1"}',
} as const;

// The root both writers gave this fixture when the test was written: a change to either writer, or to the profile,
// shows here as well as in the comparison.
const FIXTURE_ROOT = "bafybeib6rvlhkvxvliqlwbjtcku3eibb4nduer3guqec7rpxcqptvko3gq";

describe("the packer and ipfs-car pack --no-wrap", () => {
  it("give the same root to nested folders, a file over 1 MiB, one of exactly 1 MiB and an empty file", async () => {
    const dir = siteFolder(FIXTURE);
    const [packed, ipfsCar] = await Promise.all([packSite(dir), ipfsCarRoot(dir)]);
    expect(packed.cid.toString()).toBe(FIXTURE_ROOT);
    expect(ipfsCar).toBe(FIXTURE_ROOT);
    expect(await sameRoot(dir)).toBe(FIXTURE_ROOT);
  });

  it("differ on an empty folder, which ipfs-car leaves out: the packer refuses it rather than give another root", async () => {
    const dir = siteFolder({ ...FIXTURE, "_next/7778d84": null });
    expect(await ipfsCarRoot(dir)).toBe(FIXTURE_ROOT);
    await expect(sameRoot(dir)).rejects.toThrow(
      "_next/7778d84/: an empty folder (ipfs-car leaves it out, kubo keeps it)",
    );
  });

  it("are not asked about a folder that is not there", async () => {
    await expect(sameRoot("out/no-such-network")).rejects.toThrow(
      "out/no-such-network does not exist: build it first (node scripts/build.mjs <network>)",
    );
  });
});
