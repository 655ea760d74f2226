import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import * as v from "valibot";
import { describeIssues } from "../../lib/api/parse-result";
import { addressSchema, registerValidateRequestSchema, type OracleApi } from "./api";

export const DEFAULT_ORACLE_PORT = 8546;
const MAX_BODY_BYTES = 64 * 1024;

// The site is served from another origin (port 3000), and registerValidate's JSON POST is preflighted.
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, accept",
  "access-control-max-age": "600",
} as const;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface Route {
  readonly method: "GET" | "POST";
  handle(request: IncomingMessage, url: URL): Promise<unknown>;
}

function validate<T extends v.GenericSchema>(schema: T, input: unknown, what: string): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, `${what}: ${describeIssues(result.issues)}`);
  return result.output;
}

async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") throw new HttpError(400, "expected a JSON body");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "body is not valid JSON");
  }
}

function routesFor(api: OracleApi): ReadonlyMap<string, Route> {
  return new Map<string, Route>([
    [
      "/pooldata",
      {
        method: "GET",
        async handle(_request, url) {
          const values = url.searchParams.getAll("addr");
          if (values.length === 0) throw new HttpError(400, "missing query parameter addr");
          if (values.length > 1) throw new HttpError(400, "expected one addr");
          return api.poolData(validate(addressSchema, values[0], "addr"));
        },
      },
    ],
    [
      "/registerValidate",
      {
        method: "POST",
        async handle(request) {
          const body = validate(registerValidateRequestSchema, await readJsonBody(request), "body");
          return api.registerValidate(body);
        },
      },
    ],
    ["/poolstats", { method: "GET", handle: () => api.poolStats() }],
    [
      "/cycle",
      {
        method: "POST",
        async handle(request) {
          request.resume(); // no body needed; drain whatever came
          return api.closeCycle();
        },
      },
    ],
    ["/health", { method: "GET", handle: async () => ({ ok: true }) }],
  ]);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    ...CORS_HEADERS,
    ...headers,
  });
  response.end(status === 204 ? undefined : JSON.stringify(body));
}

async function handleRequest(
  routes: ReadonlyMap<string, Route>,
  request: IncomingMessage,
  response: ServerResponse,
  log: (message: string) => void,
): Promise<void> {
  try {
    let url: URL;
    try {
      url = new URL(request.url ?? "/", "http://127.0.0.1");
    } catch {
      throw new HttpError(400, "malformed request URL");
    }
    const route = routes.get(url.pathname);
    if (!route) throw new HttpError(404, `no route ${url.pathname}`);
    if (request.method === "OPTIONS") {
      send(response, 204, null);
      return;
    }
    const allowed = route.method === "GET" ? ["GET", "HEAD"] : [route.method];
    if (!allowed.includes(request.method ?? "")) {
      throw new HttpError(405, `${url.pathname} expects ${route.method}`, { allow: `${route.method}, OPTIONS` });
    }
    send(response, 200, await route.handle(request, url));
  } catch (error) {
    if (error instanceof HttpError) {
      send(response, error.status, { ok: false, error: error.message }, error.headers);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    log(`${request.method} ${request.url} failed: ${message}`);
    send(response, 500, { ok: false, error: message });
  }
}

export interface OracleHttpServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Serves the oracle API on loopback only; port 0 picks a free port. */
export function serveOracleApi(
  api: OracleApi,
  options: { readonly port?: number; readonly log?: (message: string) => void } = {},
): Promise<OracleHttpServer> {
  const log = options.log ?? ((message: string) => process.stderr.write(`oracle: ${message}\n`));
  const routes = routesFor(api);
  const server = createServer((request, response) => {
    void handleRequest(routes, request, response, log);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_ORACLE_PORT, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
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
