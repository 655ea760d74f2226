// A dependency-free static server for the exported builds, loopback only. With a prefix it serves the build
// under that path only (e.g. /ipfs/<cid>/), the way an IPFS gateway or a sub-folder host does.
//   npx tsx mocks/site/serve-static.ts <dir> [port] [prefix]
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Content types by file ending: what the static server and the IPFS gateway send. */
export const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Types worth compressing: a real static host or gateway sends these as brotli or gzip. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".txt", ".svg"]);
type Encoding = "br" | "gzip";

/** The encoding a request accepts, brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? "").split(",").map((part) => part.split(";")[0]?.trim());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/**
 * How long a browser may keep a file: Next's hashed assets never change under their name, so a year and immutable;
 * the HTML and everything else is checked again on every load.
 */
export function cacheControl(relative: string): string {
  return relative.startsWith("_next/static/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Files another origin reads: Safe{Wallet} (and the local Safe host) fetch a Safe App's manifest and its icon across
 * origins (lib/site-icon.ts), so a host must send them with CORS, as Safe's Apps SDK documents.
 */
export const CROSS_ORIGIN_FILES: ReadonlySet<string> = new Set(["manifest.json", "safe-app-icon.svg"]);

/** Compressed bodies by file, encoding, size and time: compressed once at the highest level, as a host does ahead. */
const compressed = new Map<string, Buffer>();

async function body(file: string, request: IncomingMessage): Promise<{ bytes: Buffer; encoding: Encoding | null }> {
  const bytes = await readFile(file);
  const encoding = COMPRESSIBLE.has(extname(file)) ? chooseEncoding(request.headers["accept-encoding"]) : null;
  if (!encoding) return { bytes, encoding };
  const info = await stat(file);
  const key = `${encoding} ${info.size} ${info.mtimeMs} ${file}`;
  let packed = compressed.get(key);
  if (!packed) {
    packed =
      encoding === "br"
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(bytes, { level: 9 });
    compressed.set(key, packed);
  }
  return { bytes: packed, encoding };
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

async function resolveFile(root: string, relative: string): Promise<string | null> {
  const path = resolve(root, "." + sep + normalize(relative));
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping the build folder
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) return resolveFile(root, join(relative, "index.html"));
  } catch {
    // not there: a 404 below
  }
  return null;
}

/**
 * Serves `dir` under `prefix` on 127.0.0.1; resolves once it listens (port 0 picks a free port). `mounts` serves other
 * folders inside the site, as an operator's deploy would place them: `{ "trees/": ".stack/trees/latest" }` puts the
 * latest published trees at `<prefix>trees/`, where the build looks for them.
 */
export function serveStatic({
  dir,
  port = 0,
  prefix = "/",
  mounts = {},
}: {
  dir: string;
  port?: number;
  prefix?: string;
  mounts?: Readonly<Record<string, string>>;
}): Promise<StaticServer> {
  const root = resolve(dir);
  const base = prefix.endsWith("/") ? prefix : `${prefix}/`;
  const mounted = Object.entries(mounts).map(([path, folder]) => [path.replace(/^\/+/, ""), resolve(folder)] as const);
  const locate = (relative: string) => {
    const mount = mounted.find(([path]) => relative.startsWith(path));
    return mount ? resolveFile(mount[1], relative.slice(mount[0].length)) : resolveFile(root, relative);
  };
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    if (pathname === base.slice(0, -1)) {
      // Gateways redirect a folder without its slash; relative asset URLs depend on it.
      res.writeHead(301, { location: base }).end();
      return;
    }
    const relative = pathname.startsWith(base) ? pathname.slice(base.length) : null;
    const file = relative === null ? null : await locate(relative);
    if (relative === null || !file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const { bytes, encoding } = await body(file, req);
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": cacheControl(relative),
      vary: "accept-encoding",
      ...(encoding ? { "content-encoding": encoding } : {}),
      ...(CROSS_ORIGIN_FILES.has(relative) ? { "access-control-allow-origin": "*" } : {}),
    });
    res.end(bytes);
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      done({
        url: `http://127.0.0.1:${actualPort}${base}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = "out/local", port = "3000", prefix = "/"] = process.argv.slice(2);
  const { url } = await serveStatic({ dir, port: Number(port), prefix });
  console.log(`serving ${dir} at ${url}`);
}
