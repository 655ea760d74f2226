import type { Stack } from "../../mocks/stack";

async function anvilCall<T>(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: T; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result as T;
}

/**
 * Marks where the shared stack stands (anvil's evm_snapshot, and the oracle's follower with it); the function it
 * returns takes both back there, so that each test starts from the seed without a new stack.
 */
export async function snapshotStack(stack: Stack): Promise<() => Promise<void>> {
  const id = await anvilCall<string>(stack.rpcUrl, "evm_snapshot");
  const follower = await stack.oracle.follower.checkpoint();
  return async () => {
    const reverted = await anvilCall<boolean>(stack.rpcUrl, "evm_revert", [id]);
    if (!reverted) throw new Error(`anvil could not revert to snapshot ${id}`);
    await follower.restore();
  };
}
