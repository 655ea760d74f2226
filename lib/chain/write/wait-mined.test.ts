import {
  createPublicClient,
  custom,
  WaitForTransactionReceiptTimeoutError,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { describe, expect, it, vi } from "vitest";
import { fakeWalletChain } from "@/mocks/chain/fake-wallet-chain";
import { anvilAt } from "@/lib/protocol/chains";
import type { InflightRecord } from "./inflight";
import { readSent, waitKept, waitMined } from "./wait-mined";

const ALICE: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const POOL: Address = "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be";
/** addStake(203), with the 0.015 ETH top-up. */
const ADD_STAKE: { to: Address; input: Hex; value: bigint } = {
  to: POOL,
  input: "0x224de6d500000000000000000000000000000000000000000000000000000000000000cb",
  value: 15_000_000_000_000_000n,
};
const MINUTE = 60_000;

function setup(options: { senderNonceLookup?: boolean } = {}) {
  const chain = fakeWalletChain({ accounts: [ALICE], autoMine: false, ...options });
  // In-process: the client's requests go straight to the fake node.
  const client = createPublicClient({
    chain: anvilAt("http://127.0.0.1:8545"),
    pollingInterval: 5,
    transport: custom({
      request: async ({ method, params }: { method: string; params?: unknown }) =>
        chain.answer({ method, params: Array.isArray(params) ? params : [] }),
    }),
  });
  const send = (): Hash => {
    chain.answer({
      method: "eth_sendTransaction",
      params: [{ from: ALICE, to: ADD_STAKE.to, data: ADD_STAKE.input, value: "0x354a6ba7a18000" }],
    });
    const hash = chain.sent.at(-1)?.hash;
    if (!hash) throw new Error("nothing sent");
    return hash;
  };
  return { chain, client, send };
}

const kept = (hash: Hash, nonce: number | null): InflightRecord => ({
  hash,
  action: "addStake",
  indexes: [203],
  proof: null,
  account: ALICE,
  chainId: 31337,
  call: { to: ADD_STAKE.to, data: ADD_STAKE.input, value: ADD_STAKE.value },
  nonce,
  sentAt: 1_700_000_000_000,
});

describe("readSent", () => {
  it("reads the sent transaction's sender, nonce and call, or null when the node does not know it", async () => {
    const { client, send } = setup();
    const hash = send();
    await expect(readSent(client, hash)).resolves.toEqual({ from: ALICE, nonce: 0, ...ADD_STAKE });
    await expect(readSent(client, `0x${"99".repeat(32)}`)).resolves.toBeNull();
  });
});

describe("waitMined", () => {
  it("reports the mined call and its status", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    chain.mine(hash);
    // Strict: a transaction nobody replaced carries no `replaced` key at all.
    await expect(waitMined(client, hash, MINUTE)).resolves.toStrictEqual({
      status: "success",
      transactionHash: hash,
      ...ADD_STAKE,
    });
  });

  it("reports a reverted receipt as reverted", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    chain.mine(hash, "reverted");
    await expect(waitMined(client, hash, MINUTE)).resolves.toMatchObject({ status: "reverted", transactionHash: hash });
  });

  it("follows a speed-up to the repriced copy's receipt", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    const slot = await readSent(client, hash);
    const copy = chain.replace(hash, ADD_STAKE);
    await expect(waitMined(client, hash, MINUTE, slot ?? undefined)).resolves.toEqual({
      status: "success",
      transactionHash: copy,
      ...ADD_STAKE,
      replaced: "repriced",
    });
  });

  it("reports a cancel: 0 ETH to oneself under the same nonce", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    const slot = await readSent(client, hash);
    const cancel = chain.replace(hash, { to: ALICE, input: "0x", value: 0n });
    await expect(waitMined(client, hash, MINUTE, slot ?? undefined)).resolves.toEqual({
      status: "success",
      transactionHash: cancel,
      to: ALICE,
      input: "0x",
      value: 0n,
      replaced: "cancelled",
    });
  });
});

describe("waitMined behind an RPC that answers for another transaction", () => {
  /** The node behind an RPC whose first `wrong` receipts are of `other` (its transaction sent and mined too). */
  function lying(wrong: number) {
    const { chain, send } = setup();
    const other = send();
    chain.mine(other, "reverted");
    let receipts = 0;
    const client = createPublicClient({
      chain: anvilAt("http://127.0.0.1:8545"),
      pollingInterval: 5,
      transport: custom({
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          const args = Array.isArray(params) ? params : [];
          if (method === "eth_getTransactionReceipt" && receipts++ < wrong)
            return chain.answer({ method, params: [other] });
          return chain.answer({ method, params: args });
        },
      }),
    });
    return { chain, client, send, other };
  }

  it("drops a receipt of another transaction, tells it, and waits on for the one sent", async () => {
    const { chain, client, send } = lying(2);
    const hash = send();
    chain.mine(hash);
    const onUnasked = vi.fn();
    await expect(waitMined(client, hash, MINUTE, undefined, onUnasked)).resolves.toStrictEqual({
      status: "success",
      transactionHash: hash,
      ...ADD_STAKE,
    });
    expect(onUnasked.mock.calls).toEqual([[{ "other-transaction": 1 }], [{ "other-transaction": 1 }]]);
  });

  it("never reports another transaction's outcome as the sent one's: it times out instead", async () => {
    const { client, send } = lying(Number.POSITIVE_INFINITY);
    const hash = send();
    const onUnasked = vi.fn();
    await expect(waitMined(client, hash, 200, undefined, onUnasked)).rejects.toBeInstanceOf(
      WaitForTransactionReceiptTimeoutError,
    );
    expect(onUnasked).toHaveBeenCalled();
    expect(onUnasked.mock.calls.every(([dropped]) => dropped["other-transaction"] === 1)).toBe(true);
  });
});

describe("waitKept, after a reload", () => {
  it("waits for a record without a nonce like a fresh send", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    chain.mine(hash);
    await expect(waitKept(client, kept(hash, null), MINUTE)).resolves.toEqual({
      status: "success",
      transactionHash: hash,
      ...ADD_STAKE,
    });
  });

  it("finds what replaced a forgotten transaction through its nonce", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    const copy = chain.replace(hash, ADD_STAKE);
    const answer = vi.spyOn(chain, "answer");
    await expect(waitKept(client, kept(hash, 0), MINUTE)).resolves.toMatchObject({
      transactionHash: copy,
      replaced: "repriced",
    });
    // The nonces used by mined transactions, not counting pending ones.
    expect(answer.mock.calls.map(([call]) => call).filter((call) => call.method === "eth_getTransactionCount")).toEqual(
      [{ method: "eth_getTransactionCount", params: [ALICE, "latest"] }],
    );
  });

  it("reports dropped when the nonce is used and the node cannot say by what", async () => {
    const { chain, client, send } = setup({ senderNonceLookup: false });
    const hash = send();
    chain.replace(hash, { to: ALICE, input: "0x", value: 0n });
    await expect(waitKept(client, kept(hash, 0), MINUTE)).resolves.toBe("dropped");
  });

  it("waits for a known, mined transaction even where the node cannot look up a nonce", async () => {
    const { chain, client, send } = setup({ senderNonceLookup: false });
    const hash = send();
    chain.mine(hash);
    await expect(waitKept(client, kept(hash, 0), MINUTE)).resolves.toEqual({
      status: "success",
      transactionHash: hash,
      ...ADD_STAKE,
    });
  });

  it("without a nonce, never calls a forgotten transaction dropped: it waits until the timeout", async () => {
    const { chain, client, send } = setup();
    const hash = send();
    chain.replace(hash, { to: ALICE, input: "0x", value: 0n });
    await expect(waitKept(client, kept(hash, null), 50)).rejects.toThrow(/Timed out while waiting for transaction/);
  });

  it("keeps waiting for a forgotten transaction whose nonce is still unused", async () => {
    const { client } = setup({ senderNonceLookup: false });
    const unknown: Hash = `0x${"99".repeat(32)}`;
    await expect(waitKept(client, kept(unknown, 0), 50)).rejects.toThrow(/Timed out while waiting for transaction/);
  });
});
