import { ADDRESS, HEX_QUANTITY, isPlainObject } from "./wire-primitives";
import { unknownValidator, type Validator } from "./records";

// The common case of a large answer, checked in one plain pass: valibot's general machinery, run per record, makes a
// 5,000-validator answer slow to read. These checks apply the very same rules as the detailed schemas in
// api-schemas.ts at a few percent of the cost. Whatever fails them goes through the detailed
// schemas, which either accept it in a tolerated form or say exactly what is wrong; so these checks may be
// stricter than the schemas, never looser (api-schemas.test.ts holds them to that).

const isIndex = (input: unknown): input is number =>
  typeof input === "number" && Number.isSafeInteger(input) && input >= 0;

const isCount = isIndex;

const isHexQuantity = (input: unknown): input is string => typeof input === "string" && HEX_QUANTITY.test(input);

/** `{ type: "BigNumber", hex }` or the bare hex string, as amountSchema reads them. */
function amountOf(input: unknown): bigint | undefined {
  if (isHexQuantity(input)) return BigInt(input);
  if (isPlainObject(input) && input.type === "BigNumber" && isHexQuantity(input.hex)) return BigInt(input.hex);
  return undefined;
}

/** Every index a safe whole number of 0 or more, as a proof's index list must be. */
export function isIndexList(input: unknown): input is number[] {
  return Array.isArray(input) && input.every(isIndex);
}

/**
 * A validator record read in one pass: a full record with every field of the right kind, or `{ index }` alone (a
 * validator the pool does not know). undefined for anything else, which the detailed schema then explains.
 */
export function readWellFormedRecord(input: unknown): Validator | undefined {
  if (!isPlainObject(input) || !isIndex(input.index)) return undefined;
  return readFullRecord(input, input.index) ?? readIndexAlone(input, input.index);
}

/** `{ index }` alone: a validator the pool does not know. Asked only of what is not a full record (the rare case). */
function readIndexAlone(input: Record<string, unknown>, index: number): Validator | undefined {
  const keys = Object.keys(input);
  return keys.length === 1 && keys[0] === "index" ? unknownValidator(index) : undefined;
}

/** A full record with every field of the right kind; undefined otherwise. */
function readFullRecord(input: Record<string, unknown>, index: number): Validator | undefined {
  const { eth1, slashMiss, slashFee, excludeRebalance } = input;
  const rewards = amountOf(input.rewards);
  const stake = amountOf(input.stake);
  if (
    typeof eth1 !== "string" ||
    !ADDRESS.test(eth1) ||
    rewards === undefined ||
    stake === undefined ||
    !isCount(slashMiss) ||
    !isCount(slashFee) ||
    typeof input.firstBlockProposed !== "boolean" ||
    typeof input.firstMissedSlot !== "boolean" ||
    (excludeRebalance !== undefined && typeof excludeRebalance !== "boolean") ||
    typeof input.exitRequested !== "boolean" ||
    typeof input.active !== "boolean" ||
    typeof input.deactivated !== "boolean"
  ) {
    return undefined;
  }
  return {
    index,
    eth1: eth1.toLowerCase(),
    rewards,
    stake,
    slashMiss,
    slashFee,
    firstBlockProposed: input.firstBlockProposed,
    firstMissedSlot: input.firstMissedSlot,
    excludeRebalance: excludeRebalance ?? false,
    exitRequested: input.exitRequested,
    active: input.active,
    deactivated: input.deactivated,
  };
}

/** Every record of the list read in one pass, or undefined as soon as one is not well formed. */
export function readWellFormedRecords(input: unknown): Validator[] | undefined {
  if (!Array.isArray(input)) return undefined;
  const out: Validator[] = [];
  for (const record of input) {
    const read = readWellFormedRecord(record);
    if (read === undefined) return undefined;
    out.push(read);
  }
  return out;
}
