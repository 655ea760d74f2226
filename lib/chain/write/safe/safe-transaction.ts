import {
  decodeFunctionData,
  getAddress,
  hashTypedData,
  hexToBigInt,
  isAddressEqual,
  sliceHex,
  size,
  type Address,
  type Hash,
  type Hex,
} from "viem";
import { multiSendAbi, safeAbi } from "@/lib/protocol/safe-abi.generated";
import { safeBatchContracts } from "@/lib/protocol/safe-batch.generated";
import type { SentCall } from "../inflight";

// What a Safe transaction is, read without trusting anyone's word for it: its EIP-712 hash (the safeTxHash its owners
// sign and its events name), execTransaction's arguments read back from a mined input, and the calls it makes (one
// call, or each call of a MultiSend batch). Safe 1.3.0 and later: their domain has the chain id.

/** Safe's Enum.Operation. */
export type SafeOperation = 0 | 1;
const CALL: SafeOperation = 0;
const DELEGATE_CALL: SafeOperation = 1;

/** A Safe transaction's fields, as execTransaction takes them (the nonce is the Safe's own, at execution). */
export interface SafeTxFields {
  readonly to: Address;
  readonly value: bigint;
  readonly data: Hex;
  readonly operation: SafeOperation;
  readonly safeTxGas: bigint;
  readonly baseGas: bigint;
  readonly gasPrice: bigint;
  readonly gasToken: Address;
  readonly refundReceiver: Address;
}

/** One call a Safe transaction makes. */
export interface InnerCall {
  readonly operation: SafeOperation;
  readonly to: Address;
  readonly value: bigint;
  readonly data: Hex;
}

const SAFE_TX_TYPES = {
  SafeTx: [
    { name: "to", type: "address" },
    { name: "value", type: "uint256" },
    { name: "data", type: "bytes" },
    { name: "operation", type: "uint8" },
    { name: "safeTxGas", type: "uint256" },
    { name: "baseGas", type: "uint256" },
    { name: "gasPrice", type: "uint256" },
    { name: "gasToken", type: "address" },
    { name: "refundReceiver", type: "address" },
    { name: "nonce", type: "uint256" },
  ],
} as const;

/** The safeTxHash of `fields` at `nonce` in the Safe at `safe` on `chainId` (Safe 1.3.0 and later). */
export function safeTxHash(
  fields: SafeTxFields,
  where: { readonly safe: Address; readonly chainId: number; readonly nonce: number },
): Hash {
  return hashTypedData({
    domain: { chainId: where.chainId, verifyingContract: where.safe },
    types: SAFE_TX_TYPES,
    primaryType: "SafeTx",
    message: { ...fields, nonce: BigInt(where.nonce) },
  });
}

const asOperation = (value: number): SafeOperation | null => (value === CALL || value === DELEGATE_CALL ? value : null);

/** execTransaction's fields from a transaction's input; null for any other input. */
export function decodeExecTransaction(input: Hex): SafeTxFields | null {
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: safeAbi, data: input });
  } catch {
    return null;
  }
  if (decoded.functionName !== "execTransaction") return null;
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver] = decoded.args;
  const op = asOperation(operation);
  if (op === null) return null;
  return { to, value, data, operation: op, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver };
}

/**
 * The calls packed in MultiSend's `multiSend(bytes)`: each an operation (1 byte), a target (20), a value (32), a data
 * length (32) and the data. Null when the data is not one such call or the packing does not end exactly.
 */
export function decodeMultiSend(data: Hex): InnerCall[] | null {
  let packed: Hex;
  try {
    const decoded = decodeFunctionData({ abi: multiSendAbi, data });
    [packed] = decoded.args;
  } catch {
    return null;
  }
  const calls: InnerCall[] = [];
  const length = size(packed);
  let at = 0;
  while (at < length) {
    if (at + 85 > length) return null;
    const operation = asOperation(Number(hexToBigInt(sliceHex(packed, at, at + 1))));
    if (operation === null) return null;
    const to = getAddress(sliceHex(packed, at + 1, at + 21));
    const value = hexToBigInt(sliceHex(packed, at + 21, at + 53));
    const dataLength = Number(hexToBigInt(sliceHex(packed, at + 53, at + 85)));
    if (at + 85 + dataLength > length) return null;
    const callData = dataLength === 0 ? "0x" : sliceHex(packed, at + 85, at + 85 + dataLength);
    calls.push({ operation, to, value, data: callData });
    at += 85 + dataLength;
  }
  return calls;
}

/**
 * What a Safe transaction does, as calls: itself when it is a plain call, each call of the batch when it
 * delegate-calls one of Safe's MultiSend deployments (`batchContracts`), null for anything else (a delegate call
 * elsewhere could do anything).
 */
export function innerCalls(
  fields: Pick<SafeTxFields, "to" | "value" | "data" | "operation">,
  batchContracts: readonly Address[] = safeBatchContracts,
): InnerCall[] | null {
  if (fields.operation === CALL) return [{ operation: CALL, to: fields.to, value: fields.value, data: fields.data }];
  if (fields.value !== 0n || !batchContracts.some((batch) => isAddressEqual(batch, fields.to))) return null;
  return decodeMultiSend(fields.data);
}

/** Whether the calls run are exactly the calls asked for: as many, in order, each a plain call with the same target, value and data. */
export function sameCalls(asked: readonly SentCall[], ran: readonly InnerCall[]): boolean {
  return (
    asked.length === ran.length &&
    asked.every((call, i) => {
      const run = ran[i];
      return (
        run !== undefined &&
        run.operation === CALL &&
        isAddressEqual(run.to, call.to) &&
        run.value === call.value &&
        run.data.toLowerCase() === call.data.toLowerCase()
      );
    })
  );
}
