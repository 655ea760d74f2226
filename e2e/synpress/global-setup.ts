import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { API_URL, CHAIN_ID, RPC_URL, SITE_URL } from "./support/constants";

const suiteDir = fileURLToPath(new URL(".", import.meta.url));

async function answers(
  what: string,
  request: () => Promise<Response>,
  check: (body: string) => boolean,
): Promise<string | null> {
  try {
    const response = await request();
    const body = await response.text();
    return response.ok && check(body) ? null : `${what} answered ${response.status}`;
  } catch (error) {
    return `${what} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * Fails fast, with the fix, when the suite runs from the wrong folder or the local stack is not running (every spec
 * needs the site, the API and anvil).
 */
export default async function globalSetup(): Promise<void> {
  // Synpress looks for .cache-synpress/ (the MetaMask zip and the prepared profile) in the working directory.
  if (resolve(process.cwd()) !== resolve(suiteDir)) {
    throw new Error(
      `Run this suite from ${suiteDir} (Synpress finds .cache-synpress/ in the working directory), or use run.mjs.`,
    );
  }
  const problems = (
    await Promise.all([
      answers(
        `the site at ${SITE_URL}`,
        () => fetch(SITE_URL),
        () => true,
      ),
      answers(
        `the API at ${API_URL}/health`,
        () => fetch(`${API_URL}/health`),
        () => true,
      ),
      answers(
        `anvil at ${RPC_URL}`,
        () =>
          fetch(RPC_URL, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
          }),
        (body) => body.includes(`"0x${CHAIN_ID.toString(16)}"`),
      ),
    ])
  ).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) {
    throw new Error(
      `The local stack is not running: ${problems.join("; ")}.\n` +
        "Run the suite with `node run.mjs`, which starts it, or start it by hand in the repository root with " +
        "`npx tsx e2e/support/synpress-stack.ts --network local` (each test goes back to the seed through its control).",
    );
  }
}
