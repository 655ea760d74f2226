// npm run release [-- --verify] [--wc-project-id <id> [--wc-relay-url <wss://…>]]: the public networks' release builds, each packed into a CAR whose CIDv1 root anyone
// can reproduce from the commit, with release/manifest.json. --verify builds each network a second time from
// scratch and checks the bytes are the same, and that each CAR unpacks to exactly its folder. docs/release.md.
// The packer, the verifying gateway and the second UnixFS writer live in scripts/release/.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MANIFEST_FILE, parseManifest } from "../lib/history/snapshot-files";
import { relayUrlProblem } from "../lib/wallet/walletconnect-settings";
import { packSite, readVerifiedCar, siteEntries, unpack } from "./release/car";
import { ipfsCarAgrees } from "./release/same-root";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const RELEASE_NETWORKS = ["holesky", "mainnet"] as const;
const RELEASE_DIR = join(ROOT, "release");
/** Settings that would make a build other than the one anyone rebuilds from the commit. */
const BUILD_SETTINGS = [
  "NEXT_PUBLIC_RPC_URL",
  "NEXT_PUBLIC_API_URL",
  "NEXT_PUBLIC_API_KIND",
  "NEXT_PUBLIC_IPFS_GATEWAY",
  "NEXT_PUBLIC_TREES_URL",
  "NEXT_PUBLIC_WC_PROJECT_ID",
  "NEXT_PUBLIC_WC_RELAY_URL",
  "NEXT_PUBLIC_HISTORY_URL",
  "PUBLISHED_TREES_DIR",
  "HISTORY_SNAPSHOT_DIR",
  "BUILD_ID",
];

export interface ReleaseEntry {
  readonly cid: string;
  readonly car: string;
  readonly sha256: string;
  readonly files: number;
  readonly bytes: number;
  /** The pool's history snapshot the build carries (its block N and N's hash), or null for none. */
  readonly history: { readonly block: string; readonly blockHash: string } | null;
}

/** The release's WalletConnect (its flags): written in the manifest, so that a rebuild takes the same. */
export interface ReleaseWalletConnect {
  readonly projectId: string;
  /** null: the SDK's own relay. */
  readonly relayUrl: string | null;
}

export interface ReleaseManifest {
  readonly commit: string;
  /** null: no WalletConnect (only injected wallets). */
  readonly walletConnect: ReleaseWalletConnect | null;
  readonly networks: Readonly<Record<string, ReleaseEntry>>;
}

const git = (...args: string[]) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" }).stdout.trim();

/** Every file's SHA-256 under `dir`, by POSIX path: two folders with equal maps hold the same bytes. */
export function fileHashes(dir: string): Map<string, string> {
  return new Map(
    siteEntries(dir)
      .filter((e) => e.kind === "file")
      .map((e) => [
        e.path,
        createHash("sha256")
          .update(readFileSync(join(dir, e.path)))
          .digest("hex"),
      ]),
  );
}

/** The value after `--<name>`, or undefined without the flag; a flag without a value is refused. */
function flagValue(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

/** The WalletConnect flags: a project id (WalletConnect Cloud's, public) and, with it, a relay URL. */
export function walletConnectFlags(args: readonly string[]): ReleaseWalletConnect | null {
  const projectId = flagValue(args, "wc-project-id");
  const relayUrl = flagValue(args, "wc-relay-url") ?? null;
  if (projectId === undefined) {
    if (relayUrl !== null) throw new Error("--wc-relay-url goes with --wc-project-id");
    return null;
  }
  if (!/^[0-9a-f]{32}$/i.test(projectId))
    throw new Error(`--wc-project-id ${projectId}: a project id is 32 hex digits`);
  const problem = relayUrl === null ? null : relayUrlProblem(relayUrl);
  if (problem !== null) throw new Error(`--wc-relay-url: ${problem}`);
  return { projectId, relayUrl };
}

/** What a build with these settings gets in its environment. */
export function walletConnectEnv(settings: ReleaseWalletConnect | null): Record<string, string> {
  if (settings === null) return {};
  return {
    NEXT_PUBLIC_WC_PROJECT_ID: settings.projectId,
    ...(settings.relayUrl === null ? {} : { NEXT_PUBLIC_WC_RELAY_URL: settings.relayUrl }),
  };
}

function build(networks: readonly string[], commit: string, walletConnect: ReleaseWalletConnect | null): void {
  const result = spawnSync(process.execPath, [join(ROOT, "scripts/build.mjs"), ...networks], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_ID: commit, ...walletConnectEnv(walletConnect) },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status ?? result.signal})`);
}

/** The history snapshot a built site carries in history/ (its block and hash), or null for none. */
export function carriedHistory(folder: string): ReleaseEntry["history"] {
  const path = join(folder, "history", MANIFEST_FILE);
  if (!existsSync(path)) return null;
  const manifest = parseManifest(readFileSync(path, "utf8"));
  // Stryker disable next-line StringLiteral: the build has checked it (scripts/check-history.ts)
  if (!manifest) throw new Error(`${path} is not a history snapshot the command wrote`);
  return { block: manifest.block.toString(), blockHash: manifest.blockHash };
}

/** What the release says of a network's snapshot: its block, or none. */
export const historyLine = (history: ReleaseEntry["history"]): string =>
  history === null
    ? "history snapshot: none"
    : `history snapshot: block ${BigInt(history.block).toLocaleString("en-US")} (${history.blockHash})`;

function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths.filter((path) => a.get(path) !== b.get(path));
}

async function main(): Promise<void> {
  const verify = process.argv.includes("--verify");
  const walletConnect = walletConnectFlags(process.argv.slice(2));
  const set = BUILD_SETTINGS.filter((name) => process.env[name]);
  if (set.length > 0)
    throw new Error(
      `${set.join(", ")} set: a release is built with the networks' own settings, so that anyone can rebuild it (WalletConnect's: --wc-project-id, --wc-relay-url)`,
    );
  const commit = git("rev-parse", "HEAD");
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error("a release is built from a git commit: no commit found");
  const dirty = git("status", "--porcelain", "--untracked-files=no");
  if (dirty !== "" && !process.argv.includes("--allow-dirty"))
    throw new Error(`the working tree has changes that are not committed: a release must be the commit's\n${dirty}`);

  build(RELEASE_NETWORKS, commit, walletConnect);
  rmSync(RELEASE_DIR, { recursive: true, force: true });
  mkdirSync(RELEASE_DIR, { recursive: true });
  const networks: Record<string, ReleaseEntry> = {};
  for (const network of RELEASE_NETWORKS) {
    const folder = join(ROOT, "out", network);
    const packed = await packSite(folder);
    // A CID only this packer gave would be one nobody else could check: ipfs-car must give the same.
    await ipfsCarAgrees(folder, packed.cid.toString());
    const car = `${network}.car`;
    writeFileSync(join(RELEASE_DIR, car), packed.car);
    networks[network] = {
      cid: packed.cid.toString(),
      car,
      sha256: createHash("sha256").update(packed.car).digest("hex"),
      files: packed.files,
      bytes: packed.bytes,
      history: carriedHistory(folder),
    };
  }
  const manifest: ReleaseManifest = { commit, walletConnect, networks };
  writeFileSync(join(RELEASE_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  if (verify) {
    for (const network of RELEASE_NETWORKS) {
      const folder = join(ROOT, "out", network);
      const first = fileHashes(folder);
      const car = await readVerifiedCar(readFileSync(join(RELEASE_DIR, `${network}.car`)));
      const unpacked = await unpack(car, car.roots[0]!);
      const fromCar = new Map(
        [...unpacked].flatMap(([path, bytes]) =>
          bytes === null ? [] : [[path, createHash("sha256").update(bytes).digest("hex")] as const],
        ),
      );
      const unpackDiff = differences(first, fromCar);
      if (unpackDiff.length > 0)
        throw new Error(`${network}.car does not unpack to out/${network}: ${unpackDiff.join(", ")}`);
      rmSync(folder, { recursive: true, force: true });
      rmSync(join(ROOT, ".next"), { recursive: true, force: true });
      build([network], commit, walletConnect);
      const again = differences(first, fileHashes(folder));
      if (again.length > 0) throw new Error(`a second build of ${network} differs: ${again.join(", ")}`);
      process.stdout.write(`verified ${network}: ${first.size} files the same in two builds, and in the CAR\n`);
    }
  }

  process.stdout.write(`\nrelease of ${commit}\n`);
  process.stdout.write(
    walletConnect === null
      ? "WalletConnect: none (no --wc-project-id)\n"
      : `WalletConnect: project ${walletConnect.projectId}, relay ${walletConnect.relayUrl ?? "the SDK's own"}\n`,
  );
  for (const [network, entry] of Object.entries(networks))
    process.stdout.write(
      `${network.padEnd(8)} ${entry.cid}  (release/${entry.car}, ${entry.files} files; ipfs-car pack --no-wrap agrees); ${historyLine(entry.history)}\n`,
    );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`release failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
