import { keccak256, numberToHex, type Address, type Hash, type Hex } from "viem";
import { RpcFailure, type RpcCall } from "./fake-rpc";

/** A transaction the fake chain accepted, as eth_sendTransaction sent it. */
export interface FakeSentTransaction {
  readonly hash: Hash;
  readonly from: Address;
  readonly to: Address;
  readonly input: Hex;
  readonly value: bigint;
  readonly nonce: number;
}

export interface FakeWalletChainOptions {
  /** The chain id the node reports (anvil's by default). */
  readonly chainId?: number;
  /** The accounts the wallet holds (wagmi's mock connector asks the node for them). */
  readonly accounts: readonly Address[];
  /** What simulating a call answers: undefined for success, or revert data. */
  readonly simulate?: (call: { readonly to: Address; readonly data: Hex }) => Hex | undefined;
  /** Whether a sent transaction is mined at once (true) or waits for `mine`. */
  readonly autoMine?: boolean;
  /** Whether the node can say which transaction holds a sender's nonce (many public RPCs cannot). */
  readonly senderNonceLookup?: boolean;
}

/**
 * A node with a wallet behind it, for unit tests of the write path through wagmi: simulates calls, accepts
 * eth_sendTransaction, and hands out the transaction and its receipt once it is mined. What it does not serve
 * fails with "method not found", so a test sees any call it did not expect.
 */
export function fakeWalletChain(options: FakeWalletChainOptions) {
  const chainId = options.chainId ?? 31337;
  const sent: FakeSentTransaction[] = [];
  /** Hashes the node no longer knows (a replaced transaction drops out of its pool). */
  const forgotten = new Set<Hash>();
  const known = (hash: unknown) => sent.find((t) => t.hash === hash && !forgotten.has(t.hash));
  /** Each mined transaction's status and block; every mined transaction gets a block of its own. */
  const mined = new Map<Hash, { readonly status: "0x1" | "0x0"; readonly block: number }>();
  let block = 16;
  const mineNow = (hash: Hash, status: "0x1" | "0x0") => {
    block += 1;
    mined.set(hash, { status, block });
  };

  const tx = (t: FakeSentTransaction) => ({
    hash: t.hash,
    from: t.from,
    to: t.to,
    input: t.input,
    value: numberToHex(t.value),
    nonce: numberToHex(t.nonce),
    gas: "0x5208",
    gasPrice: "0x1",
    type: "0x0",
    chainId: numberToHex(chainId),
    v: "0x1b",
    r: `0x${"11".repeat(32)}`,
    s: `0x${"22".repeat(32)}`,
    blockHash: mined.has(t.hash) ? `0x${"bb".repeat(32)}` : null,
    blockNumber: mined.has(t.hash) ? numberToHex(mined.get(t.hash)?.block ?? block) : null,
    transactionIndex: mined.has(t.hash) ? "0x0" : null,
  });

  const answer = (call: RpcCall): unknown => {
    const [first] = call.params as [Record<string, string> | string | undefined];
    switch (call.method) {
      case "eth_chainId":
        return numberToHex(chainId);
      case "eth_accounts":
      case "eth_requestAccounts":
        return options.accounts;
      case "eth_blockNumber":
        return numberToHex(block);
      case "eth_call": {
        const request = first as { to: Address; data: Hex };
        const revert = options.simulate?.({ to: request.to, data: request.data });
        if (revert !== undefined) throw new RpcFailure(3, "execution reverted", revert);
        return "0x";
      }
      case "eth_sendTransaction": {
        const request = first as { from: Address; to: Address; data?: Hex; value?: Hex };
        const from = request.from.toLowerCase();
        const nonce = new Set(sent.filter((t) => t.from.toLowerCase() === from).map((t) => t.nonce)).size;
        const hash = keccak256(numberToHex(sent.length + 1));
        sent.push({
          hash,
          from: request.from,
          to: request.to,
          input: request.data ?? "0x",
          value: BigInt(request.value ?? "0x0"),
          nonce,
        });
        if (options.autoMine !== false) mineNow(hash, "0x1");
        return hash;
      }
      case "eth_getTransactionByHash": {
        const found = known(first);
        return found ? tx(found) : null;
      }
      case "eth_getTransactionBySenderAndNonce": {
        if (options.senderNonceLookup === false) throw new RpcFailure(-32601, "the method does not exist");
        const [sender, nonce] = call.params as [string, Hex];
        const found = sent.find(
          (t) => !forgotten.has(t.hash) && t.from.toLowerCase() === sender.toLowerCase() && t.nonce === Number(nonce),
        );
        return found ? tx(found) : null;
      }
      case "eth_getTransactionReceipt": {
        const found = known(first);
        const receipt = found ? mined.get(found.hash) : undefined;
        if (!found || receipt === undefined) return null;
        return {
          transactionHash: found.hash,
          transactionIndex: "0x0",
          blockHash: `0x${"bb".repeat(32)}`,
          blockNumber: numberToHex(receipt.block),
          from: found.from,
          to: found.to,
          status: receipt.status,
          gasUsed: "0x5208",
          cumulativeGasUsed: "0x5208",
          effectiveGasPrice: "0x1",
          contractAddress: null,
          logs: [],
          logsBloom: `0x${"00".repeat(256)}`,
          type: "0x0",
        };
      }
      case "eth_getBlockByNumber":
        return {
          number: numberToHex(block),
          hash: `0x${"bb".repeat(32)}`,
          parentHash: `0x${"aa".repeat(32)}`,
          timestamp: "0x6553f100",
          gasLimit: "0x1c9c380",
          gasUsed: "0x0",
          baseFeePerGas: "0x1",
          miner: "0x0000000000000000000000000000000000000000",
          transactions: [],
        };
      case "eth_getTransactionCount": {
        // The sender's used nonces: one per mined transaction.
        const [sender] = call.params as [string];
        const used = new Set(
          sent.filter((t) => mined.has(t.hash) && t.from.toLowerCase() === sender.toLowerCase()).map((t) => t.nonce),
        );
        return numberToHex(used.size);
      }
      default:
        throw new RpcFailure(-32601, `${call.method} is not served by this fake chain`);
    }
  };

  return {
    answer,
    sent,
    /**
     * The wallet replaced a sent transaction with `call` (a speed-up repeats the call, a cancel sends 0 ETH to
     * oneself) under the same nonce: the replacement is mined and the node forgets the original. Returns its hash.
     */
    replace(hash: Hash, call: { readonly to: Address; readonly input: Hex; readonly value: bigint }): Hash {
      const original = sent.find((t) => t.hash === hash);
      if (!original) throw new Error(`${hash} was never sent`);
      const replacement = { ...original, ...call, hash: keccak256(numberToHex(sent.length + 1)) };
      sent.push(replacement);
      forgotten.add(hash);
      mineNow(replacement.hash, "0x1");
      return replacement.hash;
    },
    /** Mines a sent transaction with the given outcome. */
    mine(hash: Hash, status: "success" | "reverted" = "success") {
      mineNow(hash, status === "success" ? "0x1" : "0x0");
    },
  };
}
