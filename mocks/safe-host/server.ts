import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Address } from "viem";
import { LOCAL_SAFE_HOST_PORT } from "../../lib/network/safe-hosts";
import type { SafeAccountSpec, SafeCall, SafeChain } from "../chain/safe-account";
import { createProposals, type Proposals } from "./proposals";

// The local Safe host: a page on its own origin (http://localhost:3100 by default, another site than the dashboard's
// 127.0.0.1) that frames the built dashboard as Safe{Wallet} frames a custom Safe App, and the server behind it that
// keeps the Safe's proposals and has its owners sign and execute them (mocks/safe-host/proposals.ts).

export interface SafeHostOptions {
  readonly chain: SafeChain;
  /** The dashboard's URL, which the host frames. */
  readonly siteUrl: string;
  readonly safe: Address;
  readonly spec: SafeAccountSpec;
  /** 3100 by default (the local build takes its messages); 0 picks a free one. */
  readonly port?: number;
  /** `localhost` by default: another site than the dashboard's 127.0.0.1, as Safe{Wallet} is. */
  readonly hostname?: string;
  /**
   * The proposer signs what the app asks without a click in the host's review (for drivers that act inside the app's
   * frame only: e2e/engines). False by default: a person (or a test) signs or rejects in the review.
   */
  readonly autoApprove?: boolean;
}

export interface SafeHost {
  /** The host page: open it to use the dashboard as the Safe. */
  readonly url: string;
  /** The Safe's proposals and its owners' hands, for tests (the same the page's buttons use). */
  readonly proposals: Proposals;
  close(): Promise<void>;
}

const PAGE_SCRIPT = fileURLToPath(new URL("./page.ts", import.meta.url));

/** The page's script, bundled once a process. */
let bundled: Promise<string> | null = null;
function pageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [PAGE_SCRIPT],
    bundle: true,
    write: false,
    format: "iife",
    target: "es2022",
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]?.text ?? "");
  return bundled;
}

const STYLE = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #121312; color: #e6e6e6; display: flex; flex-direction: column; height: 100vh; }
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 10px 16px; background: #1c1c1c; border-bottom: 1px solid #303033; }
  header .safe { font-weight: 700; color: #12ff80; }
  header code { color: #a1a3a7; word-break: break-all; }
  #app-name { display: flex; align-items: center; gap: 8px; font-weight: 700; margin-left: auto; }
  main { flex: 1; display: flex; min-height: 0; }
  #app { flex: 1; display: flex; min-width: 0; }
  iframe { flex: 1; border: 0; background: #fff; width: 100%; }
  aside { width: 340px; overflow: auto; padding: 12px; border-left: 1px solid #303033; background: #1c1c1c; }
  aside h2 { font-size: 14px; margin: 0 0 8px; }
  #queue { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 10px; }
  #queue li { display: flex; flex-direction: column; gap: 4px; padding: 8px; border: 1px solid #303033; border-radius: 8px; }
  #queue code { font-size: 11px; color: #a1a3a7; word-break: break-all; }
  .buttons { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 4px; }
  button { font: inherit; padding: 4px 10px; border-radius: 6px; border: 0; background: #12ff80; color: #121312; font-weight: 600; cursor: pointer; }
  button.secondary { background: #303033; color: #e6e6e6; }
  .review { position: fixed; inset: 0; margin: auto; width: min(520px, 92vw); height: fit-content; padding: 20px; background: #1c1c1c; border: 1px solid #12ff80; border-radius: 12px; box-shadow: 0 0 0 100vmax rgba(0,0,0,.6); }
  .review h2 { margin-top: 0; font-size: 16px; }
  .review ol { font-family: monospace; font-size: 12px; word-break: break-all; }
  @media (max-width: 760px) { main { flex-direction: column; } #app { min-height: 75vh; } aside { width: auto; border-left: 0; border-top: 1px solid #303033; } }
`;

function pageHtml(options: SafeHostOptions): string {
  const config = {
    siteUrl: options.siteUrl,
    safe: options.safe,
    safeName: options.spec.name,
    chainId: options.chain.chainId,
    owners: options.spec.owners.map((o) => ({ name: o.name, address: o.address })),
    threshold: options.spec.threshold,
    autoApprove: options.autoApprove ?? false,
  };
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Safe host · ${options.spec.name}</title><style>${STYLE}</style></head>
<body>
<header>
  <span>Local Safe host</span>
  <span class="safe">${options.spec.name}</span>
  <code>${options.safe}</code>
  <span>${options.spec.threshold} of ${options.spec.owners.length} · chain ${options.chain.chainId}</span>
  <span id="app-name">Safe App</span>
</header>
<main>
  <div id="app"></div>
  <aside aria-label="The Safe's transactions"><h2>Transactions of ${options.spec.name}</h2><ul id="queue"></ul></aside>
</main>
<script type="application/json" id="host-config">${json}</script>
<script src="/host.js"></script>
</body></html>`;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? {} : (JSON.parse(text) as unknown);
}

const field = (body: unknown, name: string): string => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== "string") throw new Error(`missing ${name}`);
  return value;
};

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store" }).end(body);
}

/** Starts the host on loopback; resolves once it listens. */
export async function startSafeHost(options: SafeHostOptions): Promise<SafeHost> {
  const proposals = createProposals(options.chain, options.safe, options.spec);
  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(options.chain.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (answer.error) throw new Error(answer.error.message);
    return answer.result;
  };
  const routes: Record<string, (body: unknown) => Promise<unknown>> = {
    "safe-info": () => proposals.info(),
    propose: async (body) => {
      const txs = (body as { txs: SafeCall[] }).txs;
      if (!Array.isArray(txs) || txs.length === 0) throw new Error("no transactions");
      return proposals.propose(txs.map((tx) => ({ to: tx.to, value: String(tx.value), data: tx.data })));
    },
    tx: (body) => proposals.details(field(body, "safeTxHash")),
    queue: () => proposals.queue(),
    confirm: (body) => proposals.confirm(field(body, "safeTxHash"), field(body, "owner")),
    execute: (body) => proposals.execute(field(body, "safeTxHash"), field(body, "owner")),
    reject: (body) => proposals.reject(field(body, "safeTxHash"), field(body, "owner")),
    rpc: (body) => rpc(field(body, "method"), (body as { params?: unknown }).params ?? []),
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      if (path === "/") return send(response, 200, "text/html; charset=utf-8", pageHtml(options));
      if (path === "/host.js") return send(response, 200, "text/javascript; charset=utf-8", await pageScript());
      if (path === "/favicon.ico") return void response.writeHead(204).end();
      const route = path.startsWith("/api/") ? routes[path.slice("/api/".length)] : undefined;
      if (!route) return send(response, 404, "text/plain; charset=utf-8", "Not found");
      try {
        const result = await route(await readBody(request));
        send(response, 200, "application/json", JSON.stringify({ result: result ?? null }));
      } catch (error) {
        const message = error instanceof Error ? (error.message.split("\n")[0] ?? error.message) : String(error);
        send(response, 200, "application/json", JSON.stringify({ error: message }));
      }
    })();
  });
  const hostname = options.hostname ?? "localhost";
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port ?? LOCAL_SAFE_HOST_PORT, "127.0.0.1", () => done());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? LOCAL_SAFE_HOST_PORT);
  return {
    url: `http://${hostname}:${port}/`,
    proposals,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
