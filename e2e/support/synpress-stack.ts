// The local stack for the real-MetaMask suite (e2e/synpress, a separate npm project that cannot import this one):
// the same startStack() as `npm start`, plus a small control server on 127.0.0.1 that takes the chain and the
// oracle's follower back to the seed between specs, so the suite starts one stack instead of one per spec.
//
//   tsx e2e/support/synpress-stack.ts [--network local|mainnet] [--control-port 8547]
//
// POST /reset: back to the seed (anvil's evm_revert and the follower's restore), then a new snapshot for the next
// spec. The suite mines and toggles automining through anvil's own RPC methods.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { siteDirFor, startStack, STACK_NETWORKS, type Stack, type StackNetwork } from "../../mocks/stack";
import { startAnvil } from "../../mocks/chain/anvil";
import { snapshotStack } from "./stack-snapshot";

const DEFAULT_CONTROL_PORT = 8547;
/** e2e/synpress/support/constants.ts's OTHER_CHAIN_RPC_URL. */
const OTHER_CHAIN_PORT = 8548;

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function networkFromArgs(): StackNetwork {
  const value = flag("network") ?? "local";
  const network = STACK_NETWORKS.find((name) => name === value);
  if (!network) throw new Error(`unknown network "${value}": use ${STACK_NETWORKS.join(", ")}`);
  return network;
}

function answer(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function main(): Promise<void> {
  const network = networkFromArgs();
  const siteDir = siteDirFor(network);
  if (!existsSync(join(siteDir, "index.html"))) {
    const build = network === "local" ? "npm run build:local" : `npm start -- --network ${network} (it builds it)`;
    throw new Error(`no site in ${siteDir}: build it first (${build})`);
  }
  const stack: Stack = await startStack({ network, siteDir });
  // The wallet's other network for the local build: a chain with Ethereum's id that answers, where MetaMask's
  // Ethereum network points (e2e/synpress/support/metamask/prepare.ts). A site MetaMask moves there reads a live
  // chain, as a person's would, instead of MetaMask's own default RPC, which cannot be reached here.
  const otherChain = network === "local" ? await startAnvil({ port: OTHER_CHAIN_PORT, chainId: 1 }) : null;
  let backToSeed = await snapshotStack(stack);
  // One reset at a time: a second request waits for the first.
  let queue: Promise<unknown> = Promise.resolve();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === "POST" && request.url === "/reset") {
      queue = queue
        .then(async () => {
          await backToSeed();
          backToSeed = await snapshotStack(stack);
          answer(response, 200, { ok: true });
        })
        .catch((error: unknown) => answer(response, 500, { ok: false, error: String(error) }));
      return;
    }
    answer(response, 404, { ok: false, error: "POST /reset is the only route" });
  });
  const port = Number(flag("control-port") ?? DEFAULT_CONTROL_PORT);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  process.stdout.write(
    `synpress stack up: ${network}, chain ${stack.chainId}, site ${stack.siteUrl}, RPC ${stack.rpcUrl}, API ${stack.apiUrl}, control http://127.0.0.1:${port}/reset\n`,
  );

  const stop = () => {
    server.close();
    Promise.all([stack.stop(), otherChain?.stop()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`synpress stack failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
