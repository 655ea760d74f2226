import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { announceAsMetaMask } from "../../../mocks/site/announce-wallet";
import { TEST_WALLET_UUID, type TestWallet } from "../../support/test-wallet";
import { walletProviderScript, type WalletRequest } from "../../support/wallet-provider";
import { harnessScript } from "./bundle";
import { ANNOUNCE_SCRIPT_PATH, HARNESS_PATH, REPORT_PATH, WALLET_PATH, WALLET_SCRIPT_PATH } from "./protocol";

/** What the front serves to the current test: its wallet (none for a visitor), and where the page's errors go. */
export interface FrontSession {
  readonly wallet: TestWallet | null;
  readonly errors: string[];
}

export interface SiteFront {
  readonly url: string;
  /** From now on the pages load with this session's wallet and report to its errors. */
  begin(session: FrontSession): void;
  close(): Promise<void>;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** The page's provider, asking the test process over HTTP (the CSP's connect-src allows the site itself). */
const BRIDGE = `(request) => fetch(${JSON.stringify(WALLET_PATH)}, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(request),
  }).then((response) => response.json())`;

/**
 * The harness's scripts, right after the Content-Security-Policy (so the policy covers them, as any script of the
 * page): same-origin files, which the policy's script-src 'self' allows. Classic scripts block the parser, so they run
 * before the app's (async) scripts, as an extension's content script does.
 */
export function withHarness(html: string, wallet: boolean): string {
  const match = CSP_META.exec(html);
  if (!match) throw new Error("the page has no Content-Security-Policy <meta>: the harness would run outside it");
  const paths = [HARNESS_PATH, ...(wallet ? [WALLET_SCRIPT_PATH, ANNOUNCE_SCRIPT_PATH] : [])];
  const tags = paths.map((path) => `<script src="${path}"></script>`).join("");
  const at = match.index + match[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const script = (response: ServerResponse, text: string) =>
  response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" }).end(text);

/**
 * A small proxy in front of the static site, on the site's own origin: it puts the harness (and the test wallet, when
 * the test has one) into every page, answers the wallet's requests with the test's TestWallet, and collects what the
 * page reports. Drivers without init scripts (WebDriver) get the same wallet this way as the others.
 */
export function startSiteFront({ upstream, port }: { upstream: string; port: number }): Promise<SiteFront> {
  let session: FrontSession = { wallet: null, errors: [] };
  const target = new URL(upstream);

  const proxy = (request: IncomingMessage, response: ServerResponse) => {
    const headers = { ...request.headers, host: target.host };
    delete headers["accept-encoding"]; // plain bodies, so the HTML can be edited
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) session.errors.push(`HTTP ${status}: ${request.url}`);
        const type = answer.headers["content-type"] ?? "";
        if (!type.startsWith("text/html")) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        void readBody(answer).then((html) => {
          const body = Buffer.from(withHarness(html, session.wallet !== null));
          response.writeHead(status, { ...answer.headers, "content-length": String(body.length) }).end(body);
        });
      },
    );
    forwarded.on("error", (error) => response.writeHead(502).end(error.message));
    request.pipe(forwarded);
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://front").pathname;
    if (path === HARNESS_PATH) {
      void harnessScript().then((text) => script(response, text));
    } else if (path === WALLET_SCRIPT_PATH) {
      script(response, walletProviderScript(BRIDGE));
    } else if (path === ANNOUNCE_SCRIPT_PATH) {
      script(response, announceAsMetaMask(TEST_WALLET_UUID));
    } else if (path === WALLET_PATH && request.method === "POST") {
      const { wallet } = session;
      void readBody(request)
        .then(async (body) =>
          wallet
            ? await wallet.request(JSON.parse(body) as WalletRequest)
            : { error: { code: 4100, message: "No test wallet in this test" } },
        )
        // A request left unanswered would hang the page's wallet (RainbowKit "connecting" for ever): answer, and say so.
        .catch((error: unknown) => {
          session.errors.push(`the test wallet could not answer: ${String(error)}`);
          return { error: { code: -32603, message: String(error) } };
        })
        .then((answer) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer)));
    } else if (path === REPORT_PATH && request.method === "POST") {
      const { errors } = session;
      void readBody(request).then((line) => {
        errors.push(line);
        response.writeHead(204).end();
      });
    } else {
      proxy(request, response);
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${port}/`,
        begin: (next) => {
          session = next;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
