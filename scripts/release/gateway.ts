// A small verifying IPFS gateway: serves sites from CARs at /ipfs/<cid>/, as a public gateway does, after checking
// every block of each CAR against its CID, so a page can only come from the blocks its CID names. It serves the
// release's CARs to e2e/builds/ipfs.spec.ts, and anyone can check a CAR fetched from a gateway with it (docs/release.md):
//   npx tsx scripts/release/gateway.ts <file.car> [port]
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { readVerifiedCar, resolvePath, type VerifiedCar } from "./car";
import { TYPES } from "../../mocks/site/serve-static";

export interface IpfsGateway {
  /** http://127.0.0.1:<port>/ */
  readonly url: string;
  /** The root CIDs served, each at /ipfs/<cid>/. */
  readonly roots: readonly string[];
  close(): Promise<void>;
}

/** Serves each CAR's roots at /ipfs/<cid>/; refuses to start on a CAR with a block that does not match its CID. */
export async function serveCars({
  cars,
  port = 0,
}: {
  cars: readonly Uint8Array[];
  port?: number;
}): Promise<IpfsGateway> {
  const byRoot = new Map<string, VerifiedCar>();
  for (const bytes of cars) {
    const car = await readVerifiedCar(bytes);
    for (const root of car.roots) byRoot.set(root.toString(), car);
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://gateway").pathname);
    const match = /^\/ipfs\/([^/]+)(\/.*)?$/.exec(pathname);
    const car = match ? byRoot.get(match[1] ?? "") : undefined;
    if (!match || !car) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    const [, cid = "", rest] = match;
    // A folder without its slash moves to it: the site's relative URLs depend on it.
    if (rest === undefined) {
      response.writeHead(301, { location: `/ipfs/${cid}/` }).end();
      return;
    }
    const path = rest.replace(/^\/+|\/+$/g, "");
    const root = car.roots.find((r) => r.toString() === cid);
    if (!root) return void response.writeHead(404).end();
    void (async () => {
      let resolved = await resolvePath(car, root, path);
      let file = path;
      if (resolved?.kind === "directory") {
        file = path === "" ? "index.html" : `${path}/index.html`;
        resolved = await resolvePath(car, root, file);
      }
      if (resolved?.kind !== "file") {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      response
        .writeHead(200, {
          "content-type": TYPES[extname(file)] ?? "application/octet-stream",
          // What every gateway says of content addressed by its CID.
          "cache-control": "public, max-age=29030400, immutable",
        })
        .end(Buffer.from(resolved.bytes));
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    roots: [...byRoot.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, port = "8080"] = process.argv.slice(2);
  if (!file) {
    console.error("usage: npx tsx scripts/release/gateway.ts <file.car> [port]");
    process.exit(2);
  }
  const gateway = await serveCars({ cars: [readFileSync(file)], port: Number(port) });
  for (const root of gateway.roots) console.log(`${gateway.url}ipfs/${root}/`);
}
