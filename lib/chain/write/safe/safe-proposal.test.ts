import { encodeMultiSendData } from "@safe-global/protocol-kit";
import { encodeFunctionData, zeroAddress, type Address, type Hash, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { multiSendAbi, safeAbi } from "@/lib/protocol/safe-abi.generated";
import {
  checkedNonce,
  judgeProposal,
  parseHostProposal,
  type HostProposal,
  type ProposalReading,
  type SafeProposal,
} from "./safe-proposal";
import { safeTxHash, type SafeTxFields } from "./safe-transaction";

const SAFE: Address = "0x33527590A0a1980Fbca1f9b9906d1cA811348E83";
const POOL: Address = "0xa16E02E87b7454126E5E10d957A927A7F5B5d2be";
const MULTI_SEND: Address = "0x218543288004CD07832472D464648173c77D7eB7"; // Safe 1.5.0's canonical MultiSend
const CHAIN_ID = 31337;
const EXECUTION: Hash = `0x${"e1".repeat(32)}`;

const claim = encodeFunctionData({
  abi: smoothlyPoolAbi,
  functionName: "withdrawRewards",
  args: [[`0x${"ab".repeat(32)}`], [501n, 502n], 142_825_000_000_000_000n],
});
const bond = encodeFunctionData({
  abi: smoothlyPoolAbi,
  functionName: "withdrawStake",
  args: [[], [501n], 50_000_000_000_000_000n],
});
const exit = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args: [[502n]] });
const call = (data: Hex) => ({ to: POOL, data, value: 0n });

const plain = (data: Hex): SafeTxFields => ({
  to: POOL,
  value: 0n,
  data,
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
});
/** A batch of plain calls as Safe's SDK packs it, delegate-called to MultiSend. */
const batch = (datas: readonly Hex[]): SafeTxFields => ({
  ...plain("0x"),
  to: MULTI_SEND,
  operation: 1,
  data: encodeFunctionData({
    abi: multiSendAbi,
    functionName: "multiSend",
    args: [encodeMultiSendData(datas.map((data) => ({ to: POOL, value: "0", data, operation: 0 }))) as Hex],
  }),
});

function proposalFor(fields: SafeTxFields, calls: readonly Hex[], nonce: number | null = 4): SafeProposal {
  return {
    safeTxHash: safeTxHash(fields, { safe: SAFE, chainId: CHAIN_ID, nonce: 4 }),
    safe: SAFE,
    calls: calls.map(call),
    nonce,
    fromBlock: 100n,
  };
}

/** The mined transaction of an execution: execTransaction with `fields`, sent to `to`. */
function executed(
  fields: SafeTxFields,
  outcome: "success" | "failure" = "success",
  to: Address = SAFE,
): ProposalReading {
  const input = encodeFunctionData({
    abi: safeAbi,
    functionName: "execTransaction",
    args: [
      fields.to,
      fields.value,
      fields.data,
      fields.operation,
      fields.safeTxGas,
      fields.baseGas,
      fields.gasPrice,
      fields.gasToken,
      fields.refundReceiver,
      "0x",
    ],
  });
  return { kind: "executed", transactionHash: EXECUTION, to, input, outcome };
}

describe("judgeProposal", () => {
  it("calls the proposal's own execution, with exactly the asked call and ExecutionSuccess, a success with its hash", () => {
    const fields = plain(claim);
    expect(judgeProposal(proposalFor(fields, [claim]), executed(fields), CHAIN_ID)).toEqual({
      kind: "ran",
      transactionHash: EXECUTION,
    });
  });

  it("takes a batch only when it ran every asked call, in order", () => {
    const asked = [exit, claim, bond];
    const fields = batch(asked);
    expect(judgeProposal(proposalFor(fields, asked), executed(fields), CHAIN_ID).kind).toBe("ran");
    // One call missing from what ran: not the asked batch, whatever its event says.
    const short = batch([exit, claim]);
    const missing = { ...proposalFor(fields, asked), nonce: null };
    expect(judgeProposal(missing, executed(short), CHAIN_ID)).toEqual({
      kind: "not-asked",
      transactionHash: EXECUTION,
    });
  });

  it("never calls ExecutionFailure a success: the pool call inside failed", () => {
    const fields = plain(claim);
    expect(judgeProposal(proposalFor(fields, [claim]), executed(fields, "failure"), CHAIN_ID)).toEqual({
      kind: "failed-inside",
      transactionHash: EXECUTION,
    });
  });

  it("refuses what does not hash to the proposal at its nonce, and another call than the asked one", () => {
    const fields = plain(claim);
    const proposal = proposalFor(fields, [claim]);
    expect(judgeProposal(proposal, executed({ ...fields, safeTxGas: 1n }), CHAIN_ID).kind).toBe("not-asked");
    expect(judgeProposal({ ...proposal, nonce: null }, executed(plain(bond)), CHAIN_ID).kind).toBe("not-asked");
  });

  it("cannot read an execution sent through another contract, and says so", () => {
    const fields = plain(claim);
    const viaOther = executed(fields, "success", "0x000000000000000000000000000000000000bEEF");
    expect(judgeProposal(proposalFor(fields, [claim]), viaOther, CHAIN_ID)).toEqual({
      kind: "unreadable",
      transactionHash: EXECUTION,
    });
  });

  it("passes waiting on with its count, and ends a replaced proposal as rejected", () => {
    const proposal = proposalFor(plain(claim), [claim]);
    const waiting = { kind: "waiting", confirmations: { given: 1, needed: 2 } } as const;
    expect(judgeProposal(proposal, waiting, CHAIN_ID)).toEqual(waiting);
    expect(judgeProposal(proposal, { kind: "replaced" }, CHAIN_ID)).toEqual({ kind: "rejected" });
  });
});

/** getTxBySafeTxHash's answer as Safe{Wallet}'s gateway shapes it. */
function gateway(fields: SafeTxFields, hash: Hash, extra: Record<string, unknown> = {}) {
  return {
    safeAddress: SAFE,
    txId: `multisig_${SAFE}_${hash}`,
    txStatus: "AWAITING_CONFIRMATIONS",
    txInfo: { type: "Custom" },
    txData: {
      hexData: fields.data,
      to: { value: fields.to },
      value: fields.value.toString(),
      operation: fields.operation,
      trustedDelegateCallTarget: true,
    },
    detailedExecutionInfo: {
      type: "MULTISIG",
      submittedAt: 1,
      nonce: 4,
      safeTxGas: fields.safeTxGas.toString(),
      baseGas: "0",
      gasPrice: "0",
      gasToken: zeroAddress,
      refundReceiver: { value: zeroAddress },
      safeTxHash: hash,
      signers: [],
      confirmationsRequired: 2,
      confirmations: [{ signer: { value: SAFE }, signature: "0x", submittedAt: 1 }],
      trusted: true,
      proposer: null,
      proposedByDelegate: null,
    },
    ...extra,
  };
}

describe("parseHostProposal and checkedNonce", () => {
  const fields = batch([exit, claim]);
  const proposal = proposalFor(fields, [exit, claim]);

  it("reads the host's status, count, nonce and fields", () => {
    const host = parseHostProposal(gateway(fields, proposal.safeTxHash), proposal.safeTxHash);
    expect(host).toEqual<HostProposal>({
      safeTxHash: proposal.safeTxHash,
      status: "AWAITING_CONFIRMATIONS",
      txHash: null,
      nonce: 4,
      fields,
      confirmations: { given: 1, needed: 2 },
    });
  });

  it("refuses an answer about another proposal, or one that is not a multisig transaction", () => {
    expect(parseHostProposal(gateway(fields, EXECUTION), proposal.safeTxHash)).toBeNull();
    expect(parseHostProposal({ txStatus: "SUCCESS" }, proposal.safeTxHash)).toBeNull();
    expect(parseHostProposal("nonsense", proposal.safeTxHash)).toBeNull();
  });

  it("keeps the host's nonce only when its fields hash to the safeTxHash and make exactly the asked calls", () => {
    const host = parseHostProposal(gateway(fields, proposal.safeTxHash), proposal.safeTxHash);
    if (!host) throw new Error("the host's answer did not parse");
    expect(checkedNonce(proposal, host, CHAIN_ID)).toBe(4);
    expect(checkedNonce(proposal, { ...host, nonce: 5 }, CHAIN_ID)).toBeNull();
    expect(checkedNonce({ ...proposal, calls: [call(exit)] }, host, CHAIN_ID)).toBeNull();
    expect(checkedNonce(proposal, { ...host, fields: null }, CHAIN_ID)).toBeNull();
  });
});
