import { http, HttpResponse, type HttpHandler } from "msw";
import * as v from "valibot";
import { addressSchema, registerValidateRequestSchema, type OracleErrorInput } from "../../lib/protocol/api-schemas";
import { describeIssues } from "../../lib/protocol/parse-result";
import { composePoolData, type ApiDataSource, type TreeName } from "../oracle/api";
import type { CycleReportJson } from "../oracle/cycle-report";

/** The header `npm run cycle` sends the token in; a custom header also makes a browser preflight it. */
export const CYCLE_TOKEN_HEADER = "x-cycle-token";

/** POST /cycle, on the local oracle only: closing a cycle moves the chain, so it takes the token `npm start` made. */
export interface CycleControl {
  readonly token: string;
  closeCycle(): Promise<CycleReportJson>;
}

export interface ApiHandlerOptions {
  /** The API base URL the handlers answer at; `*` answers on any host (the node server). */
  readonly baseUrl: string;
  readonly cycle?: CycleControl;
  /** Where failures behind the API are reported; they still become a JSON 500. */
  readonly log?: (message: string) => void;
}

const TREES: readonly TreeName[] = ["withdrawals", "exits"];

/** Our own mistakes-in-the-request answer, from both route sets. */
const badRequest = (error: string, status = 400) => HttpResponse.json({ ok: false, error }, { status });

/** The deployed oracle's "not found" answer: HTTP 200 with the error in the body. */
const treeNotFound = () => HttpResponse.json({ status: 404, err: "Tree not found" } satisfies OracleErrorInput);

function readAddress(raw: string | readonly string[] | undefined | null, what: string): string | Response {
  if (raw === undefined || raw === null) return badRequest(`missing ${what}`);
  if (typeof raw !== "string") return badRequest(`expected one ${what}`);
  const parsed = v.safeParse(addressSchema, raw);
  return parsed.success ? parsed.output : badRequest(`${what}: ${describeIssues(parsed.issues)}`);
}

function readAddressQuery(request: Request): string | Response {
  const values = new URL(request.url).searchParams.getAll("addr");
  if (values.length === 0) return badRequest("missing query parameter addr");
  if (values.length > 1) return badRequest("expected one addr");
  const [raw] = values;
  return readAddress(raw, "addr");
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") throw new SyntaxError("expected a JSON body");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SyntaxError("body is not valid JSON");
  }
}

/**
 * The one set of API handlers, both route sets: the dashboard server's (pooldata, registerValidate, poolstats) and
 * the oracle's own (validators, tree, poolstats), plus the published trees as JSON. msw serves it in vitest, the
 * node adapter (./node-server.ts) on the local stack, and a Playwright route in e2e; `source` says where the data
 * comes from (the live local oracle, or fixtures).
 */
export function createApiHandlers(source: ApiDataSource, options: ApiHandlerOptions): HttpHandler[] {
  const base = options.baseUrl.replace(/\/+$/, "");
  const log = options.log ?? (() => {});
  // A failure behind the API (the chain unreachable…) is a JSON 500 that names it, and the server keeps serving.
  const guarded =
    <A extends unknown[]>(label: string, answer: (...args: A) => Promise<Response>) =>
    async (...args: A): Promise<Response> => {
      try {
        return await answer(...args);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`${label} failed: ${message}`);
        return HttpResponse.json({ ok: false, error: message }, { status: 500 });
      }
    };

  const handlers: HttpHandler[] = [
    http.get(
      `${base}/pooldata`,
      guarded("pooldata", async ({ request }: { request: Request }) => {
        const address = readAddressQuery(request);
        if (address instanceof Response) return address;
        return HttpResponse.json(await composePoolData(source, address));
      }),
    ),
    http.post(
      `${base}/registerValidate`,
      guarded("registerValidate", async ({ request }: { request: Request }) => {
        let body: unknown;
        try {
          body = await readJson(request);
        } catch (error) {
          return badRequest(error instanceof Error ? error.message : String(error));
        }
        const parsed = v.safeParse(registerValidateRequestSchema, body);
        if (!parsed.success) return badRequest(`body: ${describeIssues(parsed.issues)}`);
        return HttpResponse.json(await source.registerValidate(parsed.output));
      }),
    ),
    http.get(
      `${base}/poolstats`,
      guarded("poolstats", async () => HttpResponse.json(await source.poolStats())),
    ),
    http.get(
      `${base}/validators/:addr`,
      guarded("validators", async ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
        const address = readAddress(params.addr, "address");
        if (address instanceof Response) return address;
        return HttpResponse.json({ data: await source.validators(address) });
      }),
    ),
    http.get(
      `${base}/tree/:tree/:addr`,
      guarded("tree", async ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
        const tree = TREES.find((name) => name === params.tree);
        if (!tree) return treeNotFound();
        const address = readAddress(params.addr, "address");
        if (address instanceof Response) return address;
        return HttpResponse.json(await source.proof(tree, address));
      }),
    ),
    ...TREES.map((tree) =>
      http.get(
        `${base}/trees/${tree}.json`,
        guarded(`trees/${tree}.json`, async () => {
          const dump = await source.treeDump(tree);
          return dump ? HttpResponse.json(dump) : treeNotFound();
        }),
      ),
    ),
    http.get(`${base}/health`, () => HttpResponse.json({ ok: true })),
  ];

  const { cycle } = options;
  if (cycle) {
    handlers.push(
      http.post(
        `${base}/cycle`,
        guarded("cycle", async ({ request }: { request: Request }) => {
          if (request.headers.get(CYCLE_TOKEN_HEADER) !== cycle.token) {
            return badRequest(
              `closing a cycle needs the token npm start printed, in the ${CYCLE_TOKEN_HEADER} header`,
              403,
            );
          }
          return HttpResponse.json(await cycle.closeCycle());
        }),
      ),
    );
  }
  return handlers;
}
