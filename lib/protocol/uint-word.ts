/**
 * An eth_call's answer holding one ABI-encoded unsigned integer of `bits` bits: one 32-byte word, read without viem's
 * ABI coder (the visitor's first scripts carry none). Anything else, or a value wider than the type, is refused.
 */
export function decodeUintWord(result: unknown, bits: number): bigint {
  if (typeof result !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(result)) {
    throw new Error(
      `expected one 32-byte word, got ${typeof result === "string" ? result.slice(0, 80) : typeof result}`,
    );
  }
  const value = BigInt(result);
  if (value >> BigInt(bits) !== 0n) throw new Error(`${result} does not fit in uint${bits}`);
  return value;
}
