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
 * returns takes both back there, so that each test starts from the seed without a new stack. What a test may have
 * left besides the chain's state goes too: transactions still pending (dropped), mining paused (resumed), and trees
 * the oracle published for a cycle the chain no longer has (the seed's published again). anvil's revert takes its
 * clock back as well. A snapshot serves one revert: take a new one after.
 */
export async function snapshotStack(stack: Stack): Promise<() => Promise<void>> {
  const id = await anvilCall<string>(stack.rpcUrl, "evm_snapshot");
  const follower = await stack.oracle.follower.checkpoint();
  return async () => {
    await anvilCall(stack.rpcUrl, "anvil_dropAllTransactions");
    const reverted = await anvilCall<boolean>(stack.rpcUrl, "evm_revert", [id]);
    if (!reverted) throw new Error(`anvil could not revert to snapshot ${id}`);
    await anvilCall(stack.rpcUrl, "evm_setAutomine", [true]);
    await follower.restore();
    stack.oracle.publishTrees();
  };
}
