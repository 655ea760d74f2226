import { connect, createServer, type Socket } from "node:net";

export interface ApiGate {
  /** The oracle's host is gone: the port refuses every connection, and open ones are cut. */
  refuse(): Promise<void>;
  /** Back again (does nothing while open). */
  open(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A plain TCP pass-through on the port the local build calls its API on, to the stack's API elsewhere: the same
 * bytes both ways while open, a refused connection once closed, in every engine alike (WebDriver cannot intercept
 * requests, so the host is taken away where it listens, as when the oracle's server is switched off).
 */
export async function startApiGate({ port, upstream }: { port: number; upstream: string }): Promise<ApiGate> {
  const target = new URL(upstream);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const api = connect(Number(target.port), target.hostname);
    for (const socket of [client, api]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        api.destroy();
      });
    }
    client.pipe(api).pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    refuse: stop,
    open: () => (server.listening ? Promise.resolve() : listen()),
    close: stop,
  };
}
