const WEI_PER_ETH = 10n ** 18n;
const WEI_PER_GWEI = 10n ** 9n;

/**
 * `wei` as a decimal of `unitWei` with exactly `decimals` digits, in bigint arithmetic only.
 * Digits past `decimals` are cut off (toward zero), so a claimable amount is never shown larger
 * than it is: 0.0149999 ETH reads "0.014". A value that cuts to zero carries no minus sign.
 */
function formatFixed(wei: bigint, unitWei: bigint, decimals: number): string {
  const step = unitWei / 10n ** BigInt(decimals);
  const negative = wei < 0n;
  const scaled = (negative ? -wei : wei) / step;
  const scale = 10n ** BigInt(decimals);
  const whole = (scaled / scale).toString();
  const fraction = (scaled % scale).toString().padStart(decimals, "0");
  const sign = negative && scaled !== 0n ? "-" : "";
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** ETH with 3 decimals, rounded down (never show more than can be claimed): 1234500000000000000n → "1.234". */
export function formatEth(wei: bigint): string {
  return formatFixed(wei, WEI_PER_ETH, 3);
}

/** Gas price in gwei with 2 decimals, rounded down like formatEth: 12345678901n → "12.34". */
export function formatGwei(wei: bigint): string {
  return formatFixed(wei, WEI_PER_GWEI, 2);
}

/** The ≤ 600 px form of an address: first 4 and last 4 hex digits, case kept ("0xdDda…B1F9"). */
export function abbreviateAddress(address: string): string {
  if (address.length <= 12) return address;
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
