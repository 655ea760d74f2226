import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { LOCAL_CHAIN_ID } from "../../lib/protocol/chains";

export const DEFAULT_ANVIL_PORT = 8545;

const ANVIL_BIN = fileURLToPath(new URL("../../node_modules/.bin/anvil", import.meta.url));

export interface StartAnvilOptions {
  /** Loopback port to listen on; 8545 by default. */
  readonly port?: number;
  /** The chain id to announce: 31337 (anvil's) by default, 1 or 17000 for a chain shaped like mainnet or holesky. */
  readonly chainId?: number;
  /** A JSON-RPC node to fork: the chain's state is read from it on demand. */
  readonly forkUrl?: string;
  /** Extra anvil flags, e.g. ["--block-time", "2"]. */
  readonly extraArgs?: readonly string[];
  /** How long to wait for the first answer, in ms (10 s by default). */
  readonly timeoutMs?: number;
}

export interface AnvilHandle {
  readonly port: number;
  readonly rpcUrl: string;
  /** Stops anvil and waits for it to exit; safe to call twice. */
  stop(): Promise<void>;
}

/** A port that is free on 127.0.0.1 right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "result" in body && body.result === `0x${chainId.toString(16)}`;
  } catch {
    return false;
  }
}

/**
 * Starts anvil (chain id 31337 unless told otherwise, loopback only) and resolves once it answers JSON-RPC.
 * It runs in its own process group: node_modules/.bin/anvil is a node wrapper around the native
 * binary, and stopping the group stops both even if the wrapper dies first.
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilHandle> {
  const port = options.port ?? DEFAULT_ANVIL_PORT;
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chainId = options.chainId ?? LOCAL_CHAIN_ID;
  const args = [
    "--chain-id",
    String(chainId),
    ...(options.forkUrl ? ["--fork-url", options.forkUrl] : []),
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    // The local oracle answers from the chain head, so the head is what it has seen: anvil's "finalized" tag must
    // name the head too (by default it lags 64 blocks), or the page would replay events the answer already holds.
    "--slots-in-an-epoch",
    "0",
    ...(options.extraArgs ?? []),
  ];
  const child = spawn(ANVIL_BIN, args, { detached: true, stdio: ["ignore", "pipe", "pipe"] });

  // Another node already on the port would answer too; only our own "Listening on" line proves it is ours.
  let listening = false;
  let stdout = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    if (listening) return; // keep draining the pipe, nothing more to learn
    stdout = (stdout + chunk).slice(-4000);
    listening = stdout.includes(`Listening on 127.0.0.1:${port}`);
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });

  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
    child.once("error", (error) => {
      stderr += String(error);
      exited = true;
      resolve();
    });
  });

  const signalGroup = (signal: NodeJS.Signals): void => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  // A test runner that exits without calling stop() must not leave anvil behind.
  const killOnExit = (): void => signalGroup("SIGKILL");
  process.once("exit", killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener("exit", killOnExit);
    if (exited) return;
    signalGroup("SIGTERM");
    const killer = setTimeout(() => signalGroup("SIGKILL"), 3000);
    await exit;
    clearTimeout(killer);
    // The node wrapper can exit a moment before the native anvil lets go of the port: wait until it does, so a
    // caller can start the next node on the same port at once.
    for (const giveUp = Date.now() + 3000; Date.now() < giveUp && (await answersChainId(rpcUrl, chainId));) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL"); // the group outlives the wrapper
      } catch {
        // already gone
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(listening && !exited && (await answersChainId(rpcUrl, chainId)))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const reason = exited ? "exited" : "did not answer in time";
      throw new Error(`anvil on port ${port} ${reason}${stderr ? `: ${stderr.trim()}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, rpcUrl, stop };
}
