// A public build's RPC and API hosts, answered by the local stack over the browser's own network path. Playwright's
// request routing (what the bench used before) turns the browser's HTTP cache off for the whole context, so a
// returning visit fetched every script again; and a routed answer skips the phone's emulated network. Here Chromium
// resolves both host names to a local HTTPS server (a throwaway self-signed certificate, certificate errors ignored)
// that forwards each request to the stack: the cache and the throttling apply as to any host.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where a public build sends its reads, and where the stack answers them. */
export interface PublicHostsTarget {
  readonly rpcUrl: string;
  readonly apiUrl: string;
  readonly stackRpcUrl: string;
  readonly stackApiUrl: string;
}

export interface PublicHosts {
  /** Chromium's launch arguments that send both hosts here. */
  readonly browserArgs: readonly string[];
  stop(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "smoothly-bench-tls-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=smoothly-bench"].concat([
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The stack's URL for a request to one of the public hosts, as the build would have asked the real one. */
export function stackUrlFor(target: PublicHostsTarget, host: string, path: string): string | null {
  if (host === new URL(target.rpcUrl).host) return target.stackRpcUrl;
  if (host === new URL(target.apiUrl).host) return new URL(path, target.stackApiUrl).href;
  return null;
}

export async function startPublicHosts(target: PublicHostsTarget): Promise<PublicHosts> {
  const server: Server = createServer(selfSignedCertificate(), (asked, answer) => {
    const to = stackUrlFor(target, asked.headers.host ?? "", asked.url ?? "/");
    if (!to) {
      answer.writeHead(421).end();
      return;
    }
    const url = new URL(to);
    const forwarded = httpRequest(
      url,
      { method: asked.method, headers: { ...asked.headers, host: url.host } },
      (reply: IncomingMessage) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forwarded.on("error", () => answer.destroy());
    asked.pipe(forwarded);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  const hosts = [new URL(target.rpcUrl).hostname, new URL(target.apiUrl).hostname];
  return {
    browserArgs: [
      `--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(",")}`,
      "--ignore-certificate-errors",
    ],
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
