import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parsePoolData, validatorSchema } from "./api-schemas";
import { isIndexList, readWellFormedRecord, readWellFormedRecords } from "./well-formed-records";

const OWNER = "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

const record = {
  index: 42,
  eth1: OWNER,
  rewards: { type: "BigNumber", hex: "0x0de0b6b3a7640000" },
  stake: "0x06f05b59d3b20000",
  slashMiss: 1,
  slashFee: 0,
  firstBlockProposed: true,
  firstMissedSlot: false,
  excludeRebalance: true,
  exitRequested: false,
  active: true,
  deactivated: false,
};

const { excludeRebalance: _x, ...withoutExcludeRebalance } = record;
const { active: _a, ...withoutActive } = record;

// Each breaks one rule of the detailed schema.
const broken: [string, unknown][] = [
  ["null", null],
  ["a list", [record]],
  ["an empty object", {}],
  ["index as a string", { ...record, index: "42" }],
  ["a negative index", { ...record, index: -1 }],
  ["a fractional index", { ...record, index: 1.5 }],
  ["an unsafe index", { ...record, index: 2 ** 53 }],
  ["index alone, as a string", { index: "7" }],
  ["index and one other key", { index: 7, eth1: OWNER }],
  ["active missing", withoutActive],
  ["eth1 too short", { ...record, eth1: "0x1234" }],
  ["eth1 one byte too long", { ...record, eth1: `${OWNER}ab` }],
  ["eth1 with junk before 0x", { ...record, eth1: `junk${OWNER}` }],
  ["rewards as a decimal string", { ...record, rewards: "1000" }],
  ["rewards as a number", { ...record, rewards: 1000 }],
  ["rewards with the wrong type tag", { ...record, rewards: { type: "Number", hex: "0x1" } }],
  ["rewards without hex", { ...record, rewards: { type: "BigNumber" } }],
  ["stake bare 0x", { ...record, stake: "0x" }],
  ["stake wider than 256 bits", { ...record, stake: `0x1${"0".repeat(64)}` }],
  ["slashMiss negative", { ...record, slashMiss: -1 }],
  ["slashFee as a string", { ...record, slashFee: "0" }],
  ["firstBlockProposed as a string", { ...record, firstBlockProposed: "true" }],
  ["firstMissedSlot as a number", { ...record, firstMissedSlot: 0 }],
  ["exitRequested as a number", { ...record, exitRequested: 1 }],
  ["excludeRebalance null", { ...record, excludeRebalance: null }],
  ["deactivated missing", { ...record, deactivated: undefined }],
];

describe("the plain pass over validator records", () => {
  it.each(broken)("leaves %s to the detailed schema, which refuses it too", (_name, input) => {
    expect(readWellFormedRecord(input)).toBeUndefined();
    expect(v.safeParse(validatorSchema, input).success).toBe(false);
  });

  it.each<[string, unknown]>([
    ["a full record", record],
    ["a record without excludeRebalance", withoutExcludeRebalance],
    ["a record with extra fields", { ...record, registrationTime: 5 }],
    ["a record of 256-bit amounts", { ...record, rewards: `0x${"f".repeat(64)}`, stake: `0x${"F".repeat(64)}` }],
    ["a validator the pool does not know", { index: 7 }],
  ])("reads %s exactly as the detailed schema does", (_name, input) => {
    const detailed = v.safeParse(validatorSchema, input);
    expect(detailed.success).toBe(true);
    expect(readWellFormedRecord(input)).toEqual(detailed.output);
  });

  it("reads a full record into the domain's values", () => {
    expect(readWellFormedRecord(record)).toEqual({
      index: 42,
      eth1: "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266",
      rewards: 1_000_000_000_000_000_000n,
      stake: 500_000_000_000_000_000n,
      slashMiss: 1,
      slashFee: 0,
      firstBlockProposed: true,
      firstMissedSlot: false,
      excludeRebalance: true,
      exitRequested: false,
      active: true,
      deactivated: false,
    });
  });

  it("gives up on the whole list at the first record it cannot read", () => {
    expect(readWellFormedRecords([record, { index: 7 }])).toHaveLength(2);
    expect(readWellFormedRecords([record, { ...record, index: 43, stake: "0xgg" }])).toBeUndefined();
    expect(readWellFormedRecords({ 0: record })).toBeUndefined();
  });

  it("checks a proof's index list by the index rules", () => {
    expect(isIndexList([0, 1, 500_000])).toBe(true);
    expect(isIndexList([])).toBe(true);
    expect(isIndexList([1, "2"])).toBe(false);
    expect(isIndexList([1, -2])).toBe(false);
    expect(isIndexList([1.5])).toBe(false);
    expect(isIndexList("1,2")).toBe(false);
  });
});

describe("a long answer with one bad record", () => {
  it("is refused with the detailed schema's reason, naming the record", () => {
    const validators = Array.from({ length: 5000 }, (_, i) => ({ ...record, index: 500_000 + i }));
    validators[4321] = { ...record, index: 504_321, stake: "0xgg" };
    const result = parsePoolData({ validators, withdrawals: { proof: [] }, exits: { proof: [] } });
    expect(result).toEqual({
      ok: false,
      reason: "Malformed pooldata answer: validators.4321.stake: expected a hex amount like 0x1a (at most 256 bits)",
    });
  });

  it("is refused when a proof index deep in the list is not a whole number", () => {
    const indexes = Array.from({ length: 5000 }, (_, i) => 500_000 + i);
    const bad = [...indexes.slice(0, 3000), 503_000.5, ...indexes.slice(3001)];
    const node = `0x${"ab".repeat(32)}`;
    const result = parsePoolData({
      validators: [],
      withdrawals: { proof: [[node], bad, "0x1"] },
      exits: { proof: [] },
    });
    expect(result).toEqual({
      ok: false,
      reason: "Malformed pooldata answer: withdrawals.proof.1.3000: expected a whole validator index",
    });
  });
});
