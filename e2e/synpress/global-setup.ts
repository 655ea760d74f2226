import { API_URL, CHAIN_ID, RPC_URL, SITE_URL } from "./support/constants";

async function answers(what: string, request: () => Promise<Response>, check: (body: string) => boolean): Promise<string | null> {
  try {
    const response = await request();
    const body = await response.text();
    return response.ok && check(body) ? null : `${what} answered ${response.status}`;
  } catch (error) {
    return `${what} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Fails fast, with the fix, when the local stack is not running: every spec needs the site, the API and anvil. */
export default async function globalSetup(): Promise<void> {
  const problems = (
    await Promise.all([
      answers(`the site at ${SITE_URL}`, () => fetch(SITE_URL), () => true),
      answers(`the API at ${API_URL}/health`, () => fetch(`${API_URL}/health`), () => true),
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
        "Start it with `npm start` in the repository root (a freshly seeded one: claim and exit change its state), " +
        "or run the suite with `node run.mjs`, which starts it.",
    );
  }
}
