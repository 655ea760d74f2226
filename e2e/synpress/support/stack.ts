import { CONTROL_URL, RPC_URL } from "./constants";

async function anvil(method: string, params: readonly unknown[] = []): Promise<unknown> {
  const response = await fetch(RPC_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** The suite's one stack: back to the seed between specs, and anvil's mining under the spec's control. */
export const stack = {
  /** The chain and the oracle back at the seed (e2e/support/synpress-stack.ts), mining each transaction at once. */
  async reset(): Promise<void> {
    const response = await fetch(`${CONTROL_URL}/reset`, { method: "POST" });
    if (!response.ok) throw new Error(`the stack could not go back to the seed: ${await response.text()}`);
    await anvil("evm_setAutomine", [true]);
  },
  /** With automining off, a sent transaction waits in anvil's pool until `mine()`: MetaMask can replace it. */
  async setAutomine(on: boolean): Promise<void> {
    await anvil("evm_setAutomine", [on]);
  },
  async mine(): Promise<void> {
    await anvil("evm_mine");
  },
  /** The transactions waiting in anvil's pool, by sender and nonce. */
  async pending(): Promise<Record<string, Record<string, { hash: string }>>> {
    const content = (await anvil("txpool_content")) as { pending: Record<string, Record<string, { hash: string }>> };
    return content.pending;
  },
};
