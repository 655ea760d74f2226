// The local Safe host's page, in the browser (bundled by mocks/safe-host/server.ts): it frames the dashboard as
// Safe{Wallet} frames a Safe App and answers the Safe Apps SDK's messages (getSafeInfo, getChainInfo, rpcCall,
// sendTransactions, getTxBySafeTxHash, ...) from the host's server, where the Safe's owners sign and execute through
// protocol-kit. It takes messages only from the frame it made, from the dashboard's origin.

interface HostConfig {
  readonly siteUrl: string;
  readonly safe: string;
  readonly safeName: string;
  readonly chainId: number;
  readonly owners: readonly { readonly name: string; readonly address: string }[];
  readonly threshold: number;
  /** Sign as the first owner without showing the review (e2e/engines' drivers act inside the app's frame only). */
  readonly autoApprove: boolean;
}

interface AppRequest {
  readonly id: string;
  readonly method: string;
  readonly params: unknown;
  readonly env?: { readonly sdkVersion?: string };
}

interface QueueEntry {
  readonly safeTxHash: string;
  readonly nonce: number;
  readonly status: string;
  readonly batch: boolean;
  readonly confirmations: readonly string[];
  readonly needed: number;
  readonly txHash: string | null;
  readonly isRejection: boolean;
}

/** The version the host answers with: the SDK takes answers of a major version 1 or later. */
const HOST_VERSION = "9.1.0";
/** What Safe{Wallet} answers when its owner rejects the app's transaction. */
const REJECTED = "Transaction was rejected";

const configElement = document.getElementById("host-config");
const config = JSON.parse(configElement?.textContent ?? "{}") as HostConfig;
const siteOrigin = new URL(config.siteUrl).origin;

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { result?: T; error?: string };
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer.result as T;
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { dataset?: Record<string, string> } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const { dataset, ...rest } = props;
  const made = Object.assign(document.createElement(tag), rest);
  for (const [key, value] of Object.entries(dataset ?? {})) made.dataset[key] = value;
  made.append(...children);
  return made;
};

const frame = element("iframe", {
  src: config.siteUrl,
  title: "Safe App: Smoothly Pool",
  allow: "clipboard-write",
});
frame.setAttribute(
  "sandbox",
  "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads",
);
document.getElementById("app")?.append(frame);

function answer(request: AppRequest, result: { data: unknown } | { error: string }) {
  const message =
    "data" in result
      ? { id: request.id, success: true, version: HOST_VERSION, data: result.data }
      : { id: request.id, success: false, version: HOST_VERSION, error: result.error };
  frame.contentWindow?.postMessage(message, siteOrigin);
}

/** The owner's review of the app's transaction, as Safe{Wallet} shows it: sign and propose, or reject. */
function review(txs: readonly { to: string; value: string; data: string }[]): Promise<boolean> {
  if (config.autoApprove) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (signed: boolean) => {
      dialog.remove();
      resolve(signed);
    };
    const dialog = element(
      "div",
      { className: "review", role: "dialog", ariaLabel: "Review the Safe App's transaction" },
      element("h2", {}, `Smoothly Pool asks ${config.safeName} to sign`),
      element(
        "p",
        {},
        txs.length === 1
          ? `One call to ${txs[0]?.to ?? "?"} (value ${txs[0]?.value ?? "0"} wei).`
          : `${txs.length} calls in one batch (MultiSend), each to ${txs[0]?.to ?? "?"}.`,
      ),
      element("ol", {}, ...txs.map((tx) => element("li", {}, `${tx.data.slice(0, 10)} → ${tx.to}, ${tx.value} wei`))),
      element(
        "div",
        { className: "buttons" },
        element("button", { type: "button", className: "secondary", onclick: () => done(false) }, "Reject"),
        element(
          "button",
          { type: "button", onclick: () => done(true) },
          `Sign as ${config.owners[0]?.name ?? "the first owner"} and propose`,
        ),
      ),
    );
    document.body.append(dialog);
  });
}

async function handle(request: AppRequest): Promise<unknown> {
  switch (request.method) {
    case "getSafeInfo":
      return api("safe-info", {});
    case "getChainInfo":
      return {
        chainName: `Local chain ${config.chainId}`,
        chainId: String(config.chainId),
        shortName: "local",
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18, logoUri: "" },
        blockExplorerUriTemplate: { address: "", txHash: "", api: "" },
      };
    case "getEnvironmentInfo":
      return { origin: window.location.origin };
    case "getSafeBalances":
      return { fiatTotal: "0", items: [] };
    case "wallet_getPermissions":
      return [];
    case "rpcCall": {
      const { call, params } = request.params as { call: string; params: unknown[] };
      return api("rpc", { method: call, params });
    }
    case "sendTransactions": {
      const { txs } = request.params as { txs: { to: string; value: string; data: string }[] };
      if (!(await review(txs))) throw new Error(REJECTED);
      const safeTxHash = await api<string>("propose", { txs });
      void renderQueue();
      return { safeTxHash };
    }
    case "getTxBySafeTxHash": {
      const { safeTxHash } = request.params as { safeTxHash: string };
      return api("tx", { safeTxHash });
    }
    default:
      throw new Error(`${request.method} is not offered by the local Safe host`);
  }
}

window.addEventListener("message", (event: MessageEvent<unknown>) => {
  // Only the app this page framed, from its own origin.
  if (event.source !== frame.contentWindow || event.origin !== siteOrigin) return;
  const request = event.data as Partial<AppRequest> | null;
  if (!request || typeof request.id !== "string" || typeof request.method !== "string") return;
  const valid = request as AppRequest;
  handle(valid).then(
    (data) => answer(valid, { data }),
    (error: unknown) => answer(valid, { error: error instanceof Error ? error.message : String(error) }),
  );
});

const STATUS_TEXT: Record<string, string> = {
  AWAITING_CONFIRMATIONS: "Waiting for confirmations",
  AWAITING_EXECUTION: "Ready to execute",
  SUCCESS: "Executed",
  FAILED: "Executed, failed inside (ExecutionFailure)",
  CANCELLED: "Replaced by another transaction",
};

async function act(what: string, body: unknown) {
  try {
    await api(what, body);
  } catch (error) {
    window.alert(error instanceof Error ? error.message : String(error));
  }
  await renderQueue();
}

async function renderQueue(): Promise<void> {
  const list = document.getElementById("queue");
  if (!list) return;
  let entries: QueueEntry[];
  try {
    entries = await api<QueueEntry[]>("queue");
  } catch {
    return;
  }
  list.replaceChildren(
    ...(entries.length === 0
      ? [element("li", { className: "empty" }, "No transactions yet.")]
      : entries.map((entry) => {
          const open = entry.status === "AWAITING_CONFIRMATIONS" || entry.status === "AWAITING_EXECUTION";
          const unsigned = config.owners.filter((o) => !entry.confirmations.includes(o.name));
          const buttons = open
            ? [
                ...unsigned.map((o) =>
                  element(
                    "button",
                    {
                      type: "button",
                      onclick: () => void act("confirm", { safeTxHash: entry.safeTxHash, owner: o.name }),
                    },
                    `Confirm as ${o.name}`,
                  ),
                ),
                ...config.owners.map((o) =>
                  element(
                    "button",
                    {
                      type: "button",
                      className: "secondary",
                      onclick: () => void act("execute", { safeTxHash: entry.safeTxHash, owner: o.name }),
                    },
                    `Execute as ${o.name}`,
                  ),
                ),
                ...(entry.isRejection
                  ? []
                  : [
                      element(
                        "button",
                        {
                          type: "button",
                          className: "secondary",
                          onclick: () =>
                            void act("reject", { safeTxHash: entry.safeTxHash, owner: config.owners[0]?.name }),
                        },
                        "Reject",
                      ),
                    ]),
              ]
            : [];
          return element(
            "li",
            { dataset: { safeTxHash: entry.safeTxHash, status: entry.status } },
            element(
              "strong",
              {},
              `Nonce ${entry.nonce}: ${entry.isRejection ? "On-chain rejection" : entry.batch ? "Batch (MultiSend)" : "Contract call"}`,
            ),
            element(
              "span",
              {},
              `${STATUS_TEXT[entry.status] ?? entry.status} · ${entry.confirmations.length} of ${entry.needed} confirmations (${entry.confirmations.join(", ") || "none"})`,
            ),
            element("code", {}, entry.txHash ? `executed in ${entry.txHash}` : `safeTxHash ${entry.safeTxHash}`),
            element("div", { className: "buttons" }, ...buttons),
          );
        })),
  );
}

/** The app's name and icon, from its manifest.json (cross-origin, as Safe{Wallet} reads a custom app's). */
async function showManifest(): Promise<void> {
  const title = document.getElementById("app-name");
  try {
    const manifest = (await (await fetch(new URL("manifest.json", config.siteUrl))).json()) as {
      name: string;
      description: string;
      icons?: { src: string }[];
    };
    const icon = manifest.icons?.[0]?.src;
    title?.replaceChildren(
      ...(icon ? [element("img", { src: new URL(icon, config.siteUrl).href, alt: "", width: 24, height: 24 })] : []),
      element("span", { title: manifest.description }, manifest.name),
    );
  } catch {
    title?.replaceChildren("(the app's manifest.json could not be read)");
  }
}

void showManifest();
void renderQueue();
setInterval(() => void renderQueue(), 2_000);
