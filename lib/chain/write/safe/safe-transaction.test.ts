import { calculateSafeTransactionHash, encodeMultiSendData } from "@safe-global/protocol-kit";
import { encodeFunctionData, zeroAddress, type Address, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { multiSendAbi, safeAbi } from "@/lib/protocol/safe-abi.generated";
import {
  decodeExecTransaction,
  decodeMultiSend,
  innerCalls,
  safeTxHash,
  sameCalls,
  type SafeTxFields,
} from "./safe-transaction";

const SAFE: Address = "0x33527590A0a1980Fbca1f9b9906d1cA811348E83";
const POOL: Address = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
/** Safe 1.5.0's canonical MultiSendCallOnly, and a contract that is none of Safe's batch contracts. */
const MULTI_SEND_CALL_ONLY: Address = "0xA83c336B20401Af773B6219BA5027174338D1836";
const ELSEWHERE: Address = "0x000000000000000000000000000000000000bEEF";

const claim = encodeFunctionData({
  abi: smoothlyPoolAbi,
  functionName: "withdrawRewards",
  args: [[`0x${"ab".repeat(32)}`], [501n, 502n], 142_825_000_000_000_000n],
});
const exit = encodeFunctionData({ abi: smoothlyPoolAbi, functionName: "requestExit", args: [[502n]] });
const bond = encodeFunctionData({
  abi: smoothlyPoolAbi,
  functionName: "withdrawStake",
  args: [[], [501n], 50_000_000_000_000_000n],
});
const ASKED = [
  { to: POOL, data: exit, value: 0n },
  { to: POOL, data: claim, value: 0n },
  { to: POOL, data: bond, value: 0n },
] as const;

/** The batch as protocol-kit (Safe's SDK) packs it for MultiSend. */
function packed(calls: readonly { to: Address; data: Hex; value: bigint; operation?: number }[]): Hex {
  const bytes = encodeMultiSendData(
    calls.map((c) => ({ to: c.to, data: c.data, value: c.value.toString(), operation: c.operation ?? 0 })),
  ) as Hex;
  return encodeFunctionData({ abi: multiSendAbi, functionName: "multiSend", args: [bytes] });
}

const FIELDS: SafeTxFields = {
  to: POOL,
  value: 0n,
  data: claim,
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
};

describe("safeTxHash", () => {
  it.each([
    ["a claim on the local chain at nonce 0", FIELDS, 31337, 0],
    [
      "a batch on mainnet at nonce 7, with a gas limit for the inner call",
      { ...FIELDS, to: MULTI_SEND_CALL_ONLY, data: packed(ASKED), operation: 1 as const, safeTxGas: 91_234n },
      1,
      7,
    ],
  ])("is the hash Safe's SDK computes: %s", (_case, fields, chainId, nonce) => {
    const bySdk = calculateSafeTransactionHash(
      SAFE,
      {
        ...fields,
        value: fields.value.toString(),
        safeTxGas: fields.safeTxGas.toString(),
        baseGas: fields.baseGas.toString(),
        gasPrice: fields.gasPrice.toString(),
        nonce,
      },
      "1.5.0",
      BigInt(chainId),
    );
    expect(safeTxHash(fields, { safe: SAFE, chainId, nonce })).toBe(bySdk);
  });

  it("changes with the nonce, the chain and the Safe", () => {
    const base = safeTxHash(FIELDS, { safe: SAFE, chainId: 1, nonce: 0 });
    expect(safeTxHash(FIELDS, { safe: SAFE, chainId: 1, nonce: 1 })).not.toBe(base);
    expect(safeTxHash(FIELDS, { safe: SAFE, chainId: 17000, nonce: 0 })).not.toBe(base);
    expect(safeTxHash(FIELDS, { safe: ELSEWHERE, chainId: 1, nonce: 0 })).not.toBe(base);
  });
});

describe("decodeExecTransaction", () => {
  it("reads back every field of execTransaction's input", () => {
    const input = encodeFunctionData({
      abi: safeAbi,
      functionName: "execTransaction",
      args: [POOL, 5n, claim, 0, 21n, 22n, 23n, ELSEWHERE, SAFE, "0x1234"],
    });
    expect(decodeExecTransaction(input)).toEqual({
      to: POOL,
      value: 5n,
      data: claim,
      operation: 0,
      safeTxGas: 21n,
      baseGas: 22n,
      gasPrice: 23n,
      gasToken: ELSEWHERE,
      refundReceiver: SAFE,
    });
  });

  it("is null for any other input: a pool call, another Safe function, nothing, an operation Safe does not have", () => {
    expect(decodeExecTransaction(claim)).toBeNull();
    expect(decodeExecTransaction(encodeFunctionData({ abi: safeAbi, functionName: "nonce" }))).toBeNull();
    expect(decodeExecTransaction("0x")).toBeNull();
    const badOperation = encodeFunctionData({
      abi: safeAbi,
      functionName: "execTransaction",
      args: [POOL, 0n, claim, 2, 0n, 0n, 0n, zeroAddress, zeroAddress, "0x"],
    });
    expect(decodeExecTransaction(badOperation)).toBeNull();
  });
});

describe("decodeMultiSend and innerCalls", () => {
  it("reads each call of a batch as Safe's SDK packs it, in order", () => {
    expect(decodeMultiSend(packed(ASKED))).toEqual(ASKED.map((c) => ({ operation: 0, ...c })));
  });

  it("refuses a packing that does not end exactly, and data that is not multiSend", () => {
    const whole = packed(ASKED);
    const bytes = `0x${whole.slice(2 + 8 + 128)}` as Hex; // the packed bytes without the ABI's head
    const cut = encodeFunctionData({
      abi: multiSendAbi,
      functionName: "multiSend",
      args: [bytes.slice(0, -2) as Hex],
    });
    expect(decodeMultiSend(cut)).toBeNull();
    expect(decodeMultiSend(claim)).toBeNull();
  });

  it("a plain call is its own one call; a batch is its calls only when delegate-called to Safe's MultiSend", () => {
    expect(innerCalls(FIELDS)).toEqual([{ operation: 0, to: POOL, value: 0n, data: claim }]);
    const batch = { to: MULTI_SEND_CALL_ONLY, value: 0n, data: packed(ASKED), operation: 1 as const };
    expect(innerCalls(batch)).toHaveLength(3);
    expect(innerCalls({ ...batch, to: ELSEWHERE })).toBeNull();
    expect(innerCalls({ ...batch, value: 1n })).toBeNull();
  });
});

describe("sameCalls", () => {
  const ran = (calls: readonly { to: Address; data: Hex; value: bigint; operation?: number }[]) =>
    decodeMultiSend(packed(calls)) ?? [];

  it("takes exactly the calls asked for, in order", () => {
    expect(sameCalls(ASKED, ran(ASKED))).toBe(true);
  });

  it("refuses a batch with one call missing, one more, another order, or another amount", () => {
    expect(sameCalls(ASKED, ran(ASKED.slice(0, 2)))).toBe(false);
    expect(sameCalls(ASKED.slice(0, 2), ran(ASKED))).toBe(false);
    expect(sameCalls(ASKED, ran([ASKED[1], ASKED[0], ASKED[2]]))).toBe(false);
    expect(sameCalls(ASKED, ran([ASKED[0], ASKED[1], { ...ASKED[2], value: 1n }]))).toBe(false);
  });

  it("refuses the same call made as a delegate call, or to another contract", () => {
    expect(sameCalls(ASKED, ran([ASKED[0], ASKED[1], { ...ASKED[2], operation: 1 }]))).toBe(false);
    expect(sameCalls(ASKED, ran([ASKED[0], ASKED[1], { ...ASKED[2], to: ELSEWHERE }]))).toBe(false);
  });
});
