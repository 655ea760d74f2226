import { randomBytes } from "node:crypto";
import { WebSocketServer, type WebSocket } from "ws";

/** Where the local build finds the relay (lib/network/local.ts's walletConnect.relayUrl). */
export const DEFAULT_RELAY_PORT = 8549;

/** Tags the 2.25 cores' own methods stand for (what a plain irn_publish of the same message would carry). */
const TAG_PROPOSE = 1100;
const TAG_PROPOSE_RESPONSE = 1101;
const TAG_SETTLE = 1102;
/** Five minutes, the SDK's default: a kept message that no one subscribes to in that time is dropped. */
const DEFAULT_TTL_SECONDS = 300;

interface Kept {
  readonly message: string;
  readonly tag: number;
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly from: WebSocket;
}

export interface LocalRelay {
  /** ws://127.0.0.1:<port>: what a build's NEXT_PUBLIC_WC_RELAY_URL names. */
  readonly url: string;
  /** Every method a client called, in order (publish, subscribe, …): what tests count. */
  readonly calls: readonly string[];
  /** Closes every connection and the server (the relay gone). */
  close(): Promise<void>;
}

type Params = Readonly<Record<string, unknown>>;

/**
 * The request's id as its text: the SDKs' ids are 19-digit numbers that a JavaScript number would round, so the
 * answer carries them as they came (shared/toolchain.md §13 pitfalls).
 */
function rawId(text: string): string | null {
  return /"id"\s*:\s*("[^"]*"|\d+)/.exec(text)?.[1] ?? null;
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");
const numberOf = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/**
 * WalletConnect's relay, local: JSON-RPC over one WebSocket per client. Messages published before anyone else
 * subscribed to their topic are kept (for their ttl) and pushed to the next subscriber, since the SDKs publish the
 * proposal and the session settlement before the other side listens, and never fetch.
 */
export async function startRelay(options: { port?: number; host?: string } = {}): Promise<LocalRelay> {
  const host = options.host ?? "127.0.0.1";
  const server = new WebSocketServer({ port: options.port ?? DEFAULT_RELAY_PORT, host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const calls: string[] = [];
  /** Topic → subscription id per socket. */
  const subscribers = new Map<string, Map<WebSocket, string>>();
  const kept = new Map<string, Kept[]>();
  let pushId = Date.now() * 1000;

  const push = (socket: WebSocket, subscription: string, topic: string, item: Kept) => {
    const data = { topic, message: item.message, publishedAt: item.publishedAt, tag: item.tag };
    socket.send(
      JSON.stringify({ id: pushId++, jsonrpc: "2.0", method: "irn_subscription", params: { id: subscription, data } }),
    );
  };

  const publish = (from: WebSocket, topic: string, message: string, tag: number, ttl: number) => {
    const now = Date.now();
    const item: Kept = { message, tag, publishedAt: now, expiresAt: now + ttl * 1000, from };
    const others = [...(subscribers.get(topic) ?? [])].filter(([socket]) => socket !== from);
    if (others.length === 0) kept.set(topic, [...(kept.get(topic) ?? []), item]);
    for (const [socket, subscription] of others) push(socket, subscription, topic, item);
  };

  const subscribe = (socket: WebSocket, topic: string): string => {
    const existing = subscribers.get(topic)?.get(socket);
    if (existing) return existing;
    const subscription = randomBytes(32).toString("hex");
    subscribers.set(topic, (subscribers.get(topic) ?? new Map<WebSocket, string>()).set(socket, subscription));
    const waiting = (kept.get(topic) ?? []).filter((item) => item.expiresAt > Date.now() && item.from !== socket);
    kept.set(
      topic,
      (kept.get(topic) ?? []).filter((item) => item.from === socket),
    );
    // After the answer that names the subscription: the SDK matches pushes to the subscriptions it knows.
    setImmediate(() => waiting.forEach((item) => push(socket, subscription, topic, item)));
    return subscription;
  };

  const unsubscribe = (socket: WebSocket, topic: string) => subscribers.get(topic)?.delete(socket);

  const answer = (socket: WebSocket, method: string, params: Params): unknown => {
    switch (method) {
      case "irn_subscribe":
        return subscribe(socket, textOf(params.topic));
      case "irn_batchSubscribe":
        return (Array.isArray(params.topics) ? params.topics : []).map((topic) => subscribe(socket, textOf(topic)));
      case "irn_unsubscribe":
        unsubscribe(socket, textOf(params.topic));
        return true;
      case "irn_batchUnsubscribe":
        for (const entry of Array.isArray(params.subscriptions) ? (params.subscriptions as Params[]) : [])
          unsubscribe(socket, textOf(entry.topic));
        return true;
      case "irn_publish":
        publish(
          socket,
          textOf(params.topic),
          textOf(params.message),
          numberOf(params.tag, 0),
          numberOf(params.ttl, DEFAULT_TTL_SECONDS),
        );
        return true;
      case "irn_batchFetchMessages":
        return { messages: [], hasMore: false };
      case "wc_proposeSession": {
        // The 2.25 dApp core publishes its proposal this way and does not subscribe to the pairing topic itself.
        const pairing = textOf(params.pairingTopic);
        subscribe(socket, pairing);
        const ttl = numberOf(params.ttl, DEFAULT_TTL_SECONDS);
        publish(socket, pairing, textOf(params.sessionProposal), TAG_PROPOSE, ttl);
        return true;
      }
      case "wc_approveSession": {
        // The 2.25 wallet core: its answer on the pairing topic, the settlement on the new session's topic.
        const session = textOf(params.sessionTopic);
        subscribe(socket, session);
        const ttl = numberOf(params.ttl, DEFAULT_TTL_SECONDS);
        publish(socket, textOf(params.pairingTopic), textOf(params.sessionProposalResponse), TAG_PROPOSE_RESPONSE, ttl);
        publish(socket, session, textOf(params.sessionSettlementRequest), TAG_SETTLE, ttl);
        return true;
      }
      default:
        return undefined;
    }
  };

  server.on("connection", (socket) => {
    socket.on("message", (raw) => {
      const text = raw.toString();
      let request: { method?: unknown; params?: unknown };
      try {
        request = JSON.parse(text) as { method?: unknown; params?: unknown };
      } catch {
        return;
      }
      // An answer to one of our pushes (its ack): nothing to do.
      if (typeof request.method !== "string") return;
      const id = rawId(text);
      if (id === null) return;
      calls.push(request.method);
      const params = (request.params ?? {}) as Params;
      const result = answer(socket, request.method, params);
      const body =
        result === undefined
          ? `"error":{"code":-32601,"message":"Method not found: ${request.method}"}`
          : `"result":${JSON.stringify(result)}`;
      socket.send(`{"id":${id},"jsonrpc":"2.0",${body}}`);
    });
    socket.on("close", () => {
      for (const sockets of subscribers.values()) sockets.delete(socket);
    });
  });

  return {
    url: `ws://${host}:${(server.address() as { port: number }).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
