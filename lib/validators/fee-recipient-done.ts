import * as v from "valibot";

/**
 * Which validators' owners said they changed the fee recipient after leaving the pool, kept in this browser per
 * network and address. Only the reminder reads it: it never blocks a transaction.
 */
export const feeRecipientDoneKey = (network: string, address: string) =>
  `smoothly:fee-recipient-done:${network}:${address.toLowerCase()}`;

const storedSchema = v.array(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** The stored indexes; anything that is not a list of validator indexes reads as none (the reminder comes back). */
export function parseFeeRecipientDone(stored: string | null): ReadonlySet<number> {
  if (stored === null) return new Set();
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return new Set();
  }
  const parsed = v.safeParse(storedSchema, json);
  return new Set(parsed.success ? parsed.output : []);
}

/** What to store once `index` is marked done: ascending, each once. */
export const withFeeRecipientDone = (done: ReadonlySet<number>, index: number): string =>
  JSON.stringify([...new Set([...done, index])].sort((a, b) => a - b));
