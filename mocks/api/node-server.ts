import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getResponse, type HttpHandler } from "msw";

export const DEFAULT_API_PORT = 8546;
const MAX_BODY_BYTES = 64 * 1024;

/** The local sites' origins: the demo build on 3000 and the other API kind's build beside it on 3001. */
export const LOCAL_SITE_ORIGINS: readonly string[] = [
  "http://127.0.0.1:3000",
  "http://localhost:3000",
  "http://127.0.0.1:3001",
  "http://localhost:3001",
];

export interface ApiServerOptions {
  /** 8546 by default; 0 picks a free port. */
  readonly port?: number;
  /** Origins whose pages may call the API; a request from any other origin is refused. */
  readonly allowedOrigins?: readonly string[];
  readonly log?: (message: string) => void;
}

export interface ApiHttpServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge(`body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = request.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD" && body.length > 0;
  return new Request(new URL(request.url ?? "/", origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/**
 * Serves the API handler set over node:http, on loopback only: each request goes to msw's `getResponse`, as it
 * would in a test. CORS names only the allowed origins; a page from elsewhere gets 403 before any handler runs.
 */
export function serveApi(handlers: readonly HttpHandler[], options: ApiServerOptions = {}): Promise<ApiHttpServer> {
  const log = options.log ?? ((message: string) => process.stderr.write(`api: ${message}\n`));
  const allowed = new Set(options.allowedOrigins ?? LOCAL_SITE_ORIGINS);
  let base = "http://127.0.0.1";

  const send = (response: ServerResponse, status: number, body: string, headers: Record<string, string>) => {
    if (response.headersSent) return void response.end();
    response.writeHead(status, { "cache-control": "no-store", ...headers });
    response.end(status === 204 ? undefined : body);
  };
  const json = (error: string) => JSON.stringify({ ok: false, error });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const origin = request.headers.origin;
    // No Origin: curl, npm run cycle, the tests' own fetches. With one, it must be a local site's.
    if (origin !== undefined && !allowed.has(origin)) {
      send(response, 403, json(`origin ${origin} may not call this API`), { "content-type": "application/json" });
      request.resume();
      return;
    }
    const cors: Record<string, string> =
      origin === undefined ? {} : { "access-control-allow-origin": origin, vary: "origin" };
    if (request.method === "OPTIONS") {
      send(response, 204, "", {
        ...cors,
        "access-control-allow-methods": "GET, POST, OPTIONS",
        "access-control-allow-headers": "content-type, accept",
        "access-control-max-age": "600",
      });
      request.resume();
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      send(response, 413, json(error.message), { "content-type": "application/json", ...cors });
      return;
    }
    let fetchRequest: Request;
    try {
      fetchRequest = toFetchRequest(request, body, base);
    } catch {
      send(response, 400, json("malformed request URL"), { "content-type": "application/json", ...cors });
      return;
    }
    const answer = await getResponse([...handlers], fetchRequest);
    if (!answer) {
      const path = new URL(fetchRequest.url).pathname;
      send(response, 404, json(`no route ${request.method ?? "GET"} ${path}`), {
        "content-type": "application/json",
        ...cors,
      });
      return;
    }
    const headers: Record<string, string> = { ...cors };
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    send(response, answer.status, await answer.text(), headers);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      log(`${request.method} ${request.url} failed: ${message}`);
      send(response, 500, json(message), { "content-type": "application/json" });
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_API_PORT, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      base = `http://127.0.0.1:${port}`;
      resolve({
        url: base,
        port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}
