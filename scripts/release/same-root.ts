// Does the packer give a folder the root a second, independent UnixFS writer gives it? `npm test` asks it of the
// holesky and mainnet builds, `npm run release` of each release before writing its manifest. docs/release.md.
//   npx tsx scripts/release/same-root.ts out/holesky out/mainnet
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { packSite } from "./car";
import { ipfsCarRoot } from "./ipfs-car";

/** Throws, naming both roots, unless `ipfs-car pack --no-wrap` gives `dir` the packer's root. */
export async function ipfsCarAgrees(dir: string, packerRoot: string): Promise<void> {
  const ipfsCar = await ipfsCarRoot(dir);
  if (ipfsCar !== packerRoot)
    throw new Error(`${dir}: the packer gives ${packerRoot}, ipfs-car pack --no-wrap gives ${ipfsCar}`);
}

/** The root both writers give `dir`; throws when they differ or the packer refuses the folder. */
export async function sameRoot(dir: string): Promise<string> {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build it first (node scripts/build.mjs <network>)`);
  const root = (await packSite(dir)).cid.toString();
  await ipfsCarAgrees(dir, root);
  return root;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error("usage: npx tsx scripts/release/same-root.ts <folder>...");
    process.exit(2);
  }
  let failed = false;
  for (const dir of dirs) {
    try {
      console.log(`${dir}: ${await sameRoot(dir)} from the packer and from ipfs-car pack --no-wrap`);
    } catch (error) {
      failed = true;
      console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
