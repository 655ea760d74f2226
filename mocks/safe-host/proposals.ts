import {
  createPublicClient,
  encodeEventTopics,
  http,
  isAddressEqual,
  parseAbi,
  sliceHex,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { anvilAt } from "../../lib/protocol/chains";
import {
  executeSafeTransaction,
  ownerKit,
  signSafeTransaction,
  type SafeAccountSpec,
  type SafeCall,
  type SafeChain,
  type SafeOwner,
  type SafeTransaction,
} from "../chain/safe-account";
import { safeContractAddresses } from "../chain/safe-contracts";

// What Safe{Wallet} keeps for a Safe (its transaction service): the proposals, each owner's signature, which one was
// executed. The signing and the execution are protocol-kit's with the owners' keys; whether a transaction ran, and
// how, is read from the chain, never assumed.

const SAFE_READS = parseAbi([
  "function nonce() view returns (uint256)",
  "function getThreshold() view returns (uint256)",
  "function getOwners() view returns (address[])",
  "function VERSION() view returns (string)",
  "event ExecutionSuccess(bytes32 indexed txHash, uint256 payment)",
  "event ExecutionFailure(bytes32 indexed txHash, uint256 payment)",
]);
const [SUCCESS_TOPIC] = encodeEventTopics({ abi: SAFE_READS, eventName: "ExecutionSuccess" });
const [FAILURE_TOPIC] = encodeEventTopics({ abi: SAFE_READS, eventName: "ExecutionFailure" });

export type ProposalStatus = "AWAITING_CONFIRMATIONS" | "AWAITING_EXECUTION" | "SUCCESS" | "FAILED" | "CANCELLED";

interface Kept {
  transaction: SafeTransaction;
  readonly safeTxHash: Hash;
  readonly proposedAt: number;
  /** Who signed, in order, and when. */
  readonly confirmedAt: Map<Address, number>;
  /** The transaction that executed it, once the host executed it (an execution elsewhere is found on chain). */
  executedBy: Hash | null;
  /** A rejection proposed for its nonce (Safe{Wallet}'s "Reject"), once there is one. */
  rejection: Hash | null;
}

export interface SafeInfo {
  readonly safeAddress: Address;
  readonly chainId: number;
  readonly threshold: number;
  readonly owners: Address[];
  readonly isReadOnly: boolean;
  readonly nonce: number;
  readonly implementation: Address;
  readonly modules: Address[];
  readonly fallbackHandler: Address;
  readonly guard: null;
  readonly version: string;
}

export interface QueueEntry {
  readonly safeTxHash: Hash;
  readonly nonce: number;
  readonly status: ProposalStatus;
  /** A MultiSend batch (a delegate call), or one call. */
  readonly batch: boolean;
  readonly confirmations: readonly string[];
  readonly needed: number;
  readonly txHash: Hash | null;
  readonly isRejection: boolean;
}

export function createProposals(chain: SafeChain, safe: Address, spec: SafeAccountSpec) {
  const reader = createPublicClient({
    chain: anvilAt(chain.rpcUrl, chain.chainId),
    transport: http(chain.rpcUrl),
    cacheTime: 0,
  });
  const kept = new Map<Hash, Kept>();
  /** The safeTxGas a proposal gets: 0 as Safe{Wallet} proposes by default, or what a test sets. */
  let safeTxGas = 0n;
  /** A host that does not propose what the app asked (a test of the page's checks): it drops a batch's last call. */
  let dropsLastCall = false;
  const [proposer] = spec.owners;
  if (!proposer) throw new Error(`${spec.name} has no owner`);

  const owner = (address: string): SafeOwner => {
    const found = spec.owners.find((o) => o.name === address || o.address.toLowerCase() === address.toLowerCase());
    if (!found) throw new Error(`${address} is not an owner of ${spec.name}`);
    return found;
  };
  const entry = (safeTxHash: string): Kept => {
    const found = kept.get(safeTxHash.toLowerCase() as Hash);
    if (!found) throw new Error(`no proposal ${safeTxHash}`);
    return found;
  };
  const read = <F extends "nonce" | "getThreshold">(functionName: F) =>
    reader.readContract({ address: safe, abi: SAFE_READS, functionName });

  /** What ran under `safeTxHash`, from the chain: the execution's hash and whether it succeeded inside. */
  async function executionOf(item: Kept): Promise<{ hash: Hash; ok: boolean } | null> {
    const logs = await reader.getLogs({ address: safe, fromBlock: 0n, toBlock: "latest" });
    for (const log of logs) {
      const [topic, named] = log.topics;
      if ((topic !== SUCCESS_TOPIC && topic !== FAILURE_TOPIC) || !log.transactionHash) continue;
      const hash = named ?? (log.data.length >= 66 ? sliceHex(log.data, 0, 32) : undefined);
      if (hash?.toLowerCase() === item.safeTxHash) return { hash: log.transactionHash, ok: topic === SUCCESS_TOPIC };
    }
    return null;
  }

  async function status(item: Kept): Promise<{ status: ProposalStatus; txHash: Hash | null }> {
    const nonce = await read("nonce");
    if (nonce <= BigInt(item.transaction.data.nonce)) {
      const threshold = await read("getThreshold");
      return {
        status: BigInt(item.confirmedAt.size) >= threshold ? "AWAITING_EXECUTION" : "AWAITING_CONFIRMATIONS",
        txHash: null,
      };
    }
    const execution = await executionOf(item);
    if (!execution) return { status: "CANCELLED", txHash: null };
    return { status: execution.ok ? "SUCCESS" : "FAILED", txHash: execution.hash };
  }

  async function add(transaction: SafeTransaction, signer: SafeOwner): Promise<Hash> {
    const kit = await ownerKit(chain, safe, signer);
    const safeTxHash = (await kit.getTransactionHash(transaction)).toLowerCase() as Hash;
    const signed = await signSafeTransaction(chain, safe, transaction, [signer]);
    kept.set(safeTxHash, {
      transaction: signed,
      safeTxHash,
      proposedAt: Date.now(),
      confirmedAt: new Map([[signer.address, Date.now()]]),
      executedBy: null,
      rejection: null,
    });
    return safeTxHash;
  }

  /** The next nonce free for a proposal: past the chain's and past every proposal still waiting. */
  async function nextNonce(): Promise<number> {
    let next = Number(await read("nonce"));
    for (const item of kept.values()) {
      const n = Number(item.transaction.data.nonce);
      if (n >= next && item.executedBy === null) next = n + 1;
    }
    return next;
  }

  return {
    safe,
    spec,
    /** Sets the safeTxGas of the next proposals (Safe{Wallet}'s "Safe transaction gas"); 0 by default. */
    setSafeTxGas(gas: bigint) {
      safeTxGas = gas;
    },
    /** From now on, proposes a batch without its last call, as a host the page must not trust would. */
    dropLastCallOfBatches() {
      dropsLastCall = true;
    },

    async info(): Promise<SafeInfo> {
      const [nonce, threshold, owners, version] = await Promise.all([
        read("nonce"),
        read("getThreshold"),
        reader.readContract({ address: safe, abi: SAFE_READS, functionName: "getOwners" }),
        reader.readContract({ address: safe, abi: SAFE_READS, functionName: "VERSION" }),
      ]);
      const contracts = safeContractAddresses(chain.chainId);
      return {
        safeAddress: safe,
        chainId: chain.chainId,
        threshold: Number(threshold),
        owners: [...owners],
        isReadOnly: false,
        nonce: Number(nonce),
        implementation: contracts.safeSingleton,
        modules: [],
        fallbackHandler: contracts.fallbackHandler,
        guard: null,
        version,
      };
    },

    /** sendTransactions: one Safe transaction for the calls (a MultiSend for several), signed by the proposer. */
    async propose(calls: readonly SafeCall[]): Promise<Hash> {
      const kit = await ownerKit(chain, safe, proposer);
      const transaction = await kit.createTransaction({
        transactions: dropsLastCall && calls.length > 1 ? calls.slice(0, -1) : [...calls],
        options: { nonce: await nextNonce(), safeTxGas: safeTxGas.toString() },
      });
      return add(transaction, proposer);
    },

    /** An owner's confirmation: their EIP-712 signature of the safeTxHash. */
    async confirm(safeTxHash: string, who: string): Promise<void> {
      const item = entry(safeTxHash);
      const signer = owner(who);
      item.transaction = await signSafeTransaction(chain, safe, item.transaction, [signer]);
      item.confirmedAt.set(signer.address, Date.now());
    },

    /** Executes with the signatures gathered, as protocol-kit does (an executing owner counts as one more). */
    async execute(safeTxHash: string, who: string): Promise<Hash> {
      const item = entry(safeTxHash);
      const hash = await executeSafeTransaction(chain, safe, item.transaction, owner(who));
      item.executedBy = hash;
      return hash;
    },

    /** The transaction with its signatures, for an owner who executes it elsewhere (the host then knows nothing). */
    signed(safeTxHash: string): SafeTransaction {
      return entry(safeTxHash).transaction;
    },

    /** Safe{Wallet}'s "Reject": a transaction to the Safe itself with the same nonce, proposed by `who`. */
    async reject(safeTxHash: string, who: string): Promise<Hash> {
      const item = entry(safeTxHash);
      const kit = await ownerKit(chain, safe, owner(who));
      const rejection = await kit.createRejectionTransaction(Number(item.transaction.data.nonce));
      const hash = await add(rejection, owner(who));
      item.rejection = hash;
      return hash;
    },

    /** getTxBySafeTxHash's answer, shaped as Safe{Wallet}'s gateway shapes it; its status read from the chain. */
    async details(safeTxHash: string) {
      const item = entry(safeTxHash);
      const { data } = item.transaction;
      const now = await status(item);
      const threshold = Number(await read("getThreshold"));
      const confirmations = [...item.transaction.signatures.values()].map((signature) => ({
        signer: { value: signature.signer as Address },
        signature: signature.data as Hex,
        submittedAt: item.confirmedAt.get(signature.signer as Address) ?? item.proposedAt,
      }));
      return {
        safeAddress: safe,
        txId: `multisig_${safe}_${item.safeTxHash}`,
        executedAt: now.txHash ? Date.now() : null,
        txStatus: now.status,
        txInfo: {
          type: "Custom",
          to: { value: data.to },
          dataSize: String((data.data.length - 2) / 2),
          value: data.value,
          isCancellation: item.transaction.data.to === safe && data.data === "0x",
        },
        txData: {
          hexData: data.data,
          to: { value: data.to },
          value: data.value,
          operation: data.operation,
          trustedDelegateCallTarget: true,
        },
        detailedExecutionInfo: {
          type: "MULTISIG",
          submittedAt: item.proposedAt,
          nonce: Number(data.nonce),
          safeTxGas: data.safeTxGas,
          baseGas: data.baseGas,
          gasPrice: data.gasPrice,
          gasToken: data.gasToken,
          refundReceiver: { value: data.refundReceiver },
          safeTxHash: item.safeTxHash,
          executor: null,
          signers: spec.owners.map((o) => ({ value: o.address })),
          confirmationsRequired: threshold,
          confirmations,
          trusted: true,
          proposer: { value: proposer.address },
          proposedByDelegate: null,
        },
        txHash: now.txHash,
      };
    },

    /** Every proposal with its standing, newest first: the host page's queue. */
    async queue(): Promise<QueueEntry[]> {
      const threshold = Number(await read("getThreshold"));
      const entries: QueueEntry[] = [];
      for (const item of [...kept.values()].reverse()) {
        const now = await status(item);
        entries.push({
          safeTxHash: item.safeTxHash,
          nonce: Number(item.transaction.data.nonce),
          status: now.status,
          batch: item.transaction.data.operation === 1,
          confirmations: spec.owners.filter((o) => item.confirmedAt.has(o.address)).map((o) => o.name),
          needed: threshold,
          txHash: now.txHash,
          isRejection: isAddressEqual(item.transaction.data.to as Address, safe) && item.transaction.data.data === "0x",
        });
      }
      return entries;
    },
  };
}

export type Proposals = ReturnType<typeof createProposals>;
