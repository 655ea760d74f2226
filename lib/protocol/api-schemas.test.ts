import { describe, expect, it } from "vitest";
import { unknownValidator } from "@/lib/validators/types";
import {
  parseOracleTree,
  parseOracleValidators,
  parsePoolData,
  parsePoolStats,
  parseRegisterValidate,
  type PoolDataInput,
  type PoolStatsInput,
  type RegisterValidateInput,
  type ValidatorInput,
} from "./api-schemas";

const NODE = `0x${"ab".repeat(32)}` as const;
const OWNER = "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

const knownRecord = {
  index: 42,
  eth1: OWNER,
  rewards: { type: "BigNumber", hex: "0x0de0b6b3a7640000" },
  stake: "0x06f05b59d3b20000",
  slashMiss: 1,
  slashFee: 0,
  firstBlockProposed: true,
  firstMissedSlot: true,
  excludeRebalance: true,
  exitRequested: false,
  active: true,
  deactivated: false,
} satisfies ValidatorInput;

const goodPoolData = {
  validators: [knownRecord, { index: 7 }],
  withdrawals: { proof: [[NODE, NODE], [42], { type: "BigNumber", hex: "0x64" }] },
  exits: { proof: [] },
} satisfies PoolDataInput;

describe("parsePoolData", () => {
  it("parses a full answer into domain values", () => {
    const result = parsePoolData(goodPoolData);
    expect(result).toEqual({
      ok: true,
      value: {
        validators: [
          {
            index: 42,
            eth1: OWNER.toLowerCase(),
            rewards: 10n ** 18n,
            stake: 5n * 10n ** 17n,
            slashMiss: 1,
            slashFee: 0,
            firstBlockProposed: true,
            firstMissedSlot: true,
            excludeRebalance: true,
            exitRequested: false,
            active: true,
            deactivated: false,
          },
          unknownValidator(7),
        ],
        withdrawals: { proof: [NODE, NODE], indexes: [42], amount: 100n },
        exits: null,
      },
    });
  });

  it("defaults a missing excludeRebalance to false", () => {
    const { excludeRebalance: _omitted, ...older } = knownRecord;
    const result = parsePoolData({ ...goodPoolData, validators: [older] });
    expect(result.ok && result.value.validators[0]?.excludeRebalance).toBe(false);
  });

  it("accepts an empty list and two empty proofs", () => {
    expect(parsePoolData({ validators: [], withdrawals: { proof: [] }, exits: { proof: [] } })).toEqual({
      ok: true,
      value: { validators: [], withdrawals: null, exits: null },
    });
  });

  it("also reads the proofs as bare three-item lists, for tolerance", () => {
    const bare = { validators: [], withdrawals: [[NODE], [42], "0x64"], exits: [] };
    expect(parsePoolData(bare)).toEqual({
      ok: true,
      value: { validators: [], withdrawals: { proof: [NODE], indexes: [42], amount: 100n }, exits: null },
    });
  });

  it("accepts a bare hex proof amount and an empty proof path (single-leaf tree)", () => {
    const result = parsePoolData({ validators: [], withdrawals: { proof: [] }, exits: { proof: [[], [1, 2], "0x1"] } });
    expect(result.ok && result.value.exits).toEqual({ proof: [], indexes: [1, 2], amount: 1n });
  });

  it("accepts 10000 validators and a proof of 64 nodes", () => {
    const validators = Array.from({ length: 10_000 }, (_, index) => ({ index }));
    const proof = { proof: [Array.from({ length: 64 }, () => NODE), [1], "0x1"] };
    const result = parsePoolData({ validators, withdrawals: proof, exits: { proof: [] } });
    expect(result.ok && [result.value.validators.length, result.value.withdrawals?.proof.length]).toEqual([10000, 64]);
  });

  it("ignores extra fields the oracle may add to a record", () => {
    const result = parsePoolData({ ...goodPoolData, validators: [{ ...knownRecord, registrationTime: 5 }] });
    expect(result.ok).toBe(true);
  });

  it("parses an amount of 256 bits without loss", () => {
    const max = `0x${"f".repeat(64)}`;
    const result = parsePoolData({ ...goodPoolData, validators: [{ ...knownRecord, rewards: max }] });
    expect(result.ok && result.value.validators[0]?.rewards).toBe(2n ** 256n - 1n);
  });
});

const record = (over: Record<string, unknown>) => ({ ...knownRecord, ...over });
const withRecord = (r: unknown) => ({ ...goodPoolData, validators: [r] });
const { active: _a, ...recordWithoutActive } = knownRecord;
const { eth1: _e, ...recordWithoutEth1 } = knownRecord;

const malformedPoolData: [string, unknown][] = [
  ["null", null],
  ["a string", "<html>502 Bad Gateway</html>"],
  ["an array", []],
  ["a number", 42],
  ["an empty object", {}],
  ["validators missing", { withdrawals: { proof: [] }, exits: { proof: [] } }],
  ["validators not a list", { ...goodPoolData, validators: { 0: knownRecord } }],
  ["withdrawals missing", { validators: [], exits: { proof: [] } }],
  ["exits null", { ...goodPoolData, exits: null }],
  ["a validator that is null", withRecord(null)],
  ["index as a string", withRecord(record({ index: "42" }))],
  ["negative index", withRecord(record({ index: -1 }))],
  ["fractional index", withRecord(record({ index: 1.5 }))],
  ["unknown validator with a string index", withRecord({ index: "7" })],
  ["unknown validator with an extra key", withRecord({ index: 7, eth1: OWNER })],
  ["an empty record", withRecord({})],
  ["active missing from a full record", withRecord(recordWithoutActive)],
  ["eth1 missing from a full record", withRecord(recordWithoutEth1)],
  ["eth1 too short", withRecord(record({ eth1: "0x1234" }))],
  ["eth1 not hex", withRecord(record({ eth1: `0x${"zz".repeat(20)}` }))],
  ["eth1 with junk before 0x", withRecord(record({ eth1: `junk${OWNER}` }))],
  ["eth1 one byte too long", withRecord(record({ eth1: `${OWNER}ab` }))],
  ["rewards as a decimal string", withRecord(record({ rewards: "1000" }))],
  ["rewards as a number", withRecord(record({ rewards: 1000 }))],
  ["rewards BigNumber with the wrong type tag", withRecord(record({ rewards: { type: "Number", hex: "0x1" } }))],
  ["rewards BigNumber without hex", withRecord(record({ rewards: { type: "BigNumber" } }))],
  ["stake negative hex", withRecord(record({ stake: "-0x1" }))],
  ["stake bare 0x", withRecord(record({ stake: "0x" }))],
  ["stake wider than 256 bits", withRecord(record({ stake: `0x1${"0".repeat(64)}` }))],
  ["slashMiss negative", withRecord(record({ slashMiss: -1 }))],
  ["slashFee as a string", withRecord(record({ slashFee: "0" }))],
  ["active as a string", withRecord(record({ active: "true" }))],
  ["active null", withRecord(record({ active: null }))],
  ["excludeRebalance as a number", withRecord(record({ excludeRebalance: 1 }))],
  ["the same index twice", { ...goodPoolData, validators: [knownRecord, { index: 42 }] }],
  ["a proof as a domain object", { ...goodPoolData, withdrawals: { proof: [], indexes: [], amount: "0x0" } }],
  ["a proof object without proof", { ...goodPoolData, withdrawals: {} }],
  ["a proof object holding null", { ...goodPoolData, withdrawals: { proof: null } }],
  ["a proof object holding an object", { ...goodPoolData, exits: { proof: { proof: [] } } }],
  ["a proof with two items", { ...goodPoolData, withdrawals: { proof: [[NODE], [42]] } }],
  ["a proof with four items", { ...goodPoolData, withdrawals: { proof: [[NODE], [42], "0x1", "extra"] } }],
  ["a bare proof with two items", { ...goodPoolData, withdrawals: [[NODE], [42]] }],
  ["a proof node that is not 32 bytes", { ...goodPoolData, withdrawals: { proof: [["0x1234"], [42], "0x1"] } }],
  ["proof indexes as strings", { ...goodPoolData, exits: { proof: [[NODE], ["42"], "0x1"] } }],
  ["a proof amount as a number", { ...goodPoolData, exits: { proof: [[NODE], [42], 100] } }],
  ["10001 validators", { ...goodPoolData, validators: Array.from({ length: 10_001 }, (_, index) => ({ index })) }],
  ["a proof of 65 nodes", { ...goodPoolData, exits: { proof: [Array.from({ length: 65 }, () => NODE), [1], "0x1"] } }],
  ["a bare proof of 65 nodes", { ...goodPoolData, exits: [Array.from({ length: 65 }, () => NODE), [1], "0x1"] }],
  ["a proof node with junk before 0x", { ...goodPoolData, withdrawals: { proof: [[`junk${NODE}`], [42], "0x1"] } }],
  ["a proof node one byte too long", { ...goodPoolData, withdrawals: { proof: [[`${NODE}ab`], [42], "0x1"] } }],
];

describe("parsePoolData rejects malformed answers without throwing", () => {
  it.each(malformedPoolData)("%s", (_name, input) => {
    const result = parsePoolData(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Malformed pooldata answer: .+/);
  });

  it("says where the problem is", () => {
    const result = parsePoolData(withRecord(record({ stake: "0xgg" })));
    expect(!result.ok && result.reason).toContain("validators.0.stake");
  });

  it("summarises many issues", () => {
    const bad = withRecord({ index: 1, eth1: 5, rewards: 5, stake: 5, slashMiss: "x", slashFee: "y" });
    const result = parsePoolData(bad);
    expect(!result.ok && result.reason).toMatch(/\(and \d+ more\)$/);
  });

  it("does not throw on an object whose getter throws", () => {
    const hostile = {
      get validators(): unknown {
        throw new Error("boom");
      },
    };
    expect(parsePoolData(hostile)).toEqual({ ok: false, reason: "Malformed pooldata answer: boom" });
  });
});

describe("parseRegisterValidate", () => {
  it("reads the per-validator statuses", () => {
    const answer = {
      ok: true,
      data: [
        { index: 1, status: "ok" },
        { index: 2, status: "already registered" },
      ],
    } satisfies RegisterValidateInput;
    expect(parseRegisterValidate(answer)).toEqual({
      ok: true,
      value: { accepted: true, validators: answer.data },
    });
  });

  it("passes an unknown status through so the alert can name it", () => {
    const result = parseRegisterValidate({ ok: true, data: [{ index: 3, status: "slashed" }] });
    expect(result.ok && result.value).toEqual({ accepted: true, validators: [{ index: 3, status: "slashed" }] });
  });

  it("reads { ok: false } as a refused request", () => {
    expect(parseRegisterValidate({ ok: false } satisfies RegisterValidateInput)).toEqual({
      ok: true,
      value: { accepted: false },
    });
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a list", [{ index: 1, status: "ok" }]],
    ["ok missing", { data: [] }],
    ["ok as a string", { ok: "true", data: [] }],
    ["data missing", { ok: true }],
    ["data not a list", { ok: true, data: { index: 1, status: "ok" } }],
    ["an entry without status", { ok: true, data: [{ index: 1 }] }],
    ["an empty status", { ok: true, data: [{ index: 1, status: "" }] }],
    ["an entry with a string index", { ok: true, data: [{ index: "1", status: "ok" }] }],
  ])("rejects %s", (_name, input) => {
    const result = parseRegisterValidate(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Malformed registerValidate answer: .+/);
  });
});

describe("parsePoolStats", () => {
  it("reads the footer numbers", () => {
    const answer = {
      awaiting_activation: 3,
      activated: 40,
      total_value_period: { type: "BigNumber", hex: "0x2386f26fc10000" },
    } satisfies PoolStatsInput;
    expect(parsePoolStats(answer)).toEqual({
      ok: true,
      value: { awaitingActivation: 3, activated: 40, subscribers: 43, totalValuePeriod: 10n ** 16n },
    });
  });

  it.each<[string, unknown]>([
    ["undefined", undefined],
    ["counts as strings", { awaiting_activation: "3", activated: 40, total_value_period: "0x0" }],
    ["a negative count", { awaiting_activation: -3, activated: 40, total_value_period: "0x0" }],
    ["total as a float", { awaiting_activation: 3, activated: 40, total_value_period: 0.5 }],
    ["total missing", { awaiting_activation: 3, activated: 40 }],
    ["camelCase keys", { awaitingActivation: 3, activated: 40, totalValuePeriod: "0x0" }],
  ])("rejects %s", (_name, input) => {
    const result = parsePoolStats(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/^Malformed poolstats answer: .+/);
  });
});

describe("limits on what an answer may hold", () => {
  it("names the limit in the reason", () => {
    const many = parsePoolData({
      ...goodPoolData,
      validators: Array.from({ length: 10_001 }, (_, index) => ({ index })),
    });
    expect(!many.ok && many.reason).toContain("validators: expected at most 10000 validators");
    const long = parsePoolData({
      ...goodPoolData,
      exits: { proof: [Array.from({ length: 65 }, () => NODE), [1], "0x1"] },
    });
    expect(!long.ok && long.reason).toContain("expected at most 64 proof nodes");
  });
});

describe("parseOracleValidators (GET /validators/{addr})", () => {
  it("reads { data: [...] } with known and unknown validators", () => {
    expect(parseOracleValidators({ data: [knownRecord, { index: 7 }] })).toEqual({
      ok: true,
      value: [
        expect.objectContaining({ index: 42, eth1: OWNER.toLowerCase(), rewards: 10n ** 18n }),
        unknownValidator(7),
      ],
    });
  });

  it("reads an empty list", () => {
    expect(parseOracleValidators({ data: [] })).toEqual({ ok: true, value: [] });
  });

  it.each<[string, unknown, RegExp]>([
    ["the oracle's error form", { status: 500, err: "NETWORK_ERROR" }, /error: 500 NETWORK_ERROR$/],
    ["a malformed error form", { err: 5 }, /error: a malformed error$/],
    ["data missing", {}, /^Malformed validators answer: data: /],
    ["a bare list", [knownRecord], /^Malformed validators answer/],
    ["10001 validators", { data: Array.from({ length: 10_001 }, (_, index) => ({ index })) }, /at most 10000/],
  ])("fails %s", (_name, input, reason) => {
    const result = parseOracleValidators(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});

describe("parseOracleTree (GET /tree/{withdrawals|exits}/{addr})", () => {
  it("reads { proof: [nodes, indexes, amount] }", () => {
    expect(parseOracleTree({ proof: [[NODE], [101, 102], { type: "BigNumber", hex: "0x0a" }] }, "withdrawals")).toEqual(
      {
        ok: true,
        value: { proof: [NODE], indexes: [101, 102], amount: 10n },
      },
    );
  });

  it("reads { proof: [] } as nothing to claim", () => {
    expect(parseOracleTree({ proof: [] }, "exits")).toEqual({ ok: true, value: null });
  });

  it.each<[string, unknown, RegExp]>([
    [
      "Tree not found",
      { status: 404, err: "Tree not found" },
      /^The oracle's tree\/exits answer is an error: 404 Tree not found$/,
    ],
    ["the bare list (the oracle always wraps it)", [], /^Malformed tree\/exits answer/],
    ["proof null", { proof: null }, /^Malformed tree\/exits answer: proof: /],
    ["a proof of 65 nodes", { proof: [Array.from({ length: 65 }, () => NODE), [1], "0x1"] }, /at most 64 proof nodes/],
  ])("fails %s", (_name, input, reason) => {
    const result = parseOracleTree(input, "exits");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});

describe("the oracle's poolstats", () => {
  it("reads the footer figures and ignores the extra totals", () => {
    const answer = {
      awaiting_activation: 2,
      activated: 5,
      total_rewards: { type: "BigNumber", hex: "0x01" },
      total_stake: { type: "BigNumber", hex: "0x02" },
      total_value_period: { type: "BigNumber", hex: "0x03" },
      total_miss: { type: "BigNumber", hex: "0x04" },
      total_fee: { type: "BigNumber", hex: "0x05" },
    };
    expect(parsePoolStats(answer)).toEqual({
      ok: true,
      value: { awaitingActivation: 2, activated: 5, subscribers: 7, totalValuePeriod: 3n },
    });
  });
});
