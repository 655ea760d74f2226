import { encodeAbiParameters, encodeEventTopics, parseEventLogs, type Hex, type Log } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import {
  applyPoolEvent,
  applyPoolEvents,
  createValidatorListState,
  poolEventLog,
  poolEventLogId,
  replaceBaseValidators,
  type PoolEventLog,
  type ValidatorListState,
} from "./events";
import { validatorStatus } from "./status";
import { HOLESKY, MAINNET, validator } from "./test-fixtures";
import { unknownValidator, type Validator } from "./types";

const OWNER_CHECKSUMMED = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const BOND = MAINNET.bond;

interface Pos {
  readonly block: number;
  readonly logIndex?: number;
  readonly tx?: Hex;
}
const position = ({ block, logIndex = 0, tx }: Pos) => ({
  blockNumber: BigInt(block),
  logIndex,
  transactionHash:
    tx ?? (`0x${block.toString(16).padStart(32, "0")}${logIndex.toString(16).padStart(32, "0")}` as const),
});
const ids = (xs: readonly number[]) => xs.map(BigInt);

const registered = (indexes: number[], pos: Pos): PoolEventLog => ({
  eventName: "Registered",
  args: { eth1: OWNER_CHECKSUMMED, indexes: ids(indexes) },
  ...position(pos),
});
const exitRequested = (indexes: number[], pos: Pos): PoolEventLog => ({
  eventName: "ExitRequested",
  args: { eth1: OWNER_CHECKSUMMED, indexes: ids(indexes) },
  ...position(pos),
});
const rewardsWithdrawal = (indexes: number[], value: bigint, pos: Pos): PoolEventLog => ({
  eventName: "RewardsWithdrawal",
  args: { eth1: OWNER_CHECKSUMMED, indexes: ids(indexes), value },
  ...position(pos),
});
const stakeWithdrawal = (indexes: number[], value: bigint, pos: Pos): PoolEventLog => ({
  eventName: "StakeWithdrawal",
  args: { eth1: OWNER_CHECKSUMMED, indexes: ids(indexes), value },
  ...position(pos),
});
const stakeAdded = (index: number, value: bigint, pos: Pos): PoolEventLog => ({
  eventName: "StakeAdded",
  args: { eth1: OWNER_CHECKSUMMED, index: BigInt(index), value },
  ...position(pos),
});

function deepFreeze<T>(list: readonly T[]): readonly T[] {
  for (const item of list) Object.freeze(item);
  return Object.freeze([...list]);
}

/** Applies one log to a one-record list and returns the record. */
function applyOne(v: Validator, log: PoolEventLog, bond = BOND): Validator | undefined {
  return applyPoolEvent(createValidatorListState(deepFreeze([v]), bond), log).validators[0];
}

describe("Registered", () => {
  it("turns an unknown validator into a new active record of the registering owner", () => {
    const after = applyOne(unknownValidator(5), registered([5], { block: 1 }));
    expect(after).toEqual({
      index: 5,
      eth1: OWNER_CHECKSUMMED.toLowerCase(),
      rewards: 0n,
      stake: BOND,
      slashMiss: 0,
      slashFee: 0,
      firstBlockProposed: false,
      firstMissedSlot: false,
      excludeRebalance: false,
      exitRequested: false,
      active: true,
      deactivated: false,
    });
    expect(after && validatorStatus(after)).toBe("Pending");
  });

  it.each([
    ["holesky", HOLESKY.bond],
    ["mainnet", MAINNET.bond],
  ])("gives the full %s bond", (_name, bond) => {
    expect(applyOne(unknownValidator(5), registered([5], { block: 1 }), bond)?.stake).toBe(bond);
  });

  it("re-activates a known exited validator with the full bond and keeps its rewards and history", () => {
    const before = validator({
      index: 5,
      active: false,
      stake: 0n,
      rewards: 9n,
      slashMiss: 1,
      firstBlockProposed: true,
    });
    expect(applyOne(before, registered([5], { block: 1 }))).toEqual({
      ...before,
      active: true,
      stake: BOND,
      firstBlockProposed: false,
    });
  });

  it("re-activates a known validator that fell back to Unregistered (zero stake and rewards)", () => {
    const before = validator({ index: 5, active: false, stake: 0n, rewards: 0n });
    expect(applyOne(before, registered([5], { block: 1 }))).toMatchObject({
      active: true,
      stake: BOND,
      firstBlockProposed: false,
    });
  });

  it.each([
    ["deactivated", validator({ index: 5, active: false, deactivated: true, stake: 0n, rewards: 3n })],
    ["already active", validator({ index: 5, active: true, stake: BOND - MAINNET.topUp, firstBlockProposed: true })],
    ["already active and pending", validator({ index: 5, active: true, firstBlockProposed: false })],
  ])("leaves a %s validator as it is", (_name, before) => {
    expect(applyOne(before, registered([5], { block: 1 }))).toBe(before);
  });

  it("creates a Pending record with the full bond for an index the list does not hold", () => {
    const base = deepFreeze([validator({ index: 1 })]);
    const after = applyPoolEvent(createValidatorListState(base, BOND), registered([1, 3], { block: 1 })).validators;
    expect(after.map((v) => v.index)).toEqual([1, 3]);
    expect(after[0]).toBe(base[0]);
    expect(after[1]).toMatchObject({ index: 3, active: true, stake: BOND, firstBlockProposed: false, rewards: 0n });
  });

  it("handles several indexes in one log and leaves the others untouched", () => {
    const other = validator({ index: 9 });
    const base = deepFreeze([unknownValidator(1), other, unknownValidator(2)]);
    const after = applyPoolEvent(createValidatorListState(base, BOND), registered([1, 2], { block: 1 })).validators;
    expect(after.map((v) => v.active)).toEqual([true, true, true]);
    expect(after[1]).toBe(other);
  });
});

describe("ExitRequested, RewardsWithdrawal, StakeAdded, StakeWithdrawal", () => {
  const rows: [string, Partial<Validator>, PoolEventLog, Partial<Validator>][] = [
    ["ExitRequested sets exitRequested", {}, exitRequested([1], { block: 1 }), { exitRequested: true }],
    [
      "RewardsWithdrawal zeroes rewards",
      { rewards: 123n },
      rewardsWithdrawal([1], 123n, { block: 1 }),
      { rewards: 0n },
    ],
    [
      "RewardsWithdrawal zeroes rewards whatever the value",
      { rewards: 123n },
      rewardsWithdrawal([1], 1n, { block: 1 }),
      { rewards: 0n },
    ],
    [
      "StakeAdded adds the value",
      { stake: BOND - 2n * MAINNET.topUp },
      stakeAdded(1, MAINNET.topUp, { block: 1 }),
      { stake: BOND - MAINNET.topUp },
    ],
    [
      "StakeAdded fills up to exactly the bond",
      { stake: BOND - MAINNET.topUp },
      stakeAdded(1, MAINNET.topUp, { block: 1 }),
      { stake: BOND },
    ],
    ["StakeAdded caps at the bond", { stake: BOND - 1n }, stakeAdded(1, MAINNET.topUp, { block: 1 }), { stake: BOND }],
    ["StakeAdded from zero", { stake: 0n }, stakeAdded(1, MAINNET.topUp, { block: 1 }), { stake: MAINNET.topUp }],
    [
      "StakeWithdrawal zeroes stake, clears exitRequested and zeroes rewards before the first block",
      { exitRequested: true, firstBlockProposed: false, stake: BOND, rewards: 50n },
      stakeWithdrawal([1], BOND, { block: 1 }),
      { exitRequested: false, stake: 0n, rewards: 0n },
    ],
    [
      "StakeWithdrawal keeps rewards once a block was proposed",
      { exitRequested: true, firstBlockProposed: true, stake: BOND, rewards: 50n },
      stakeWithdrawal([1], BOND, { block: 1 }),
      { exitRequested: false, stake: 0n, rewards: 50n },
    ],
  ];

  it.each(rows)("%s", (_name, over, log, expected) => {
    const before = validator({ index: 1, ...over });
    expect(applyOne(before, log)).toEqual({ ...before, ...expected });
  });

  it.each<[string, Partial<Validator>, PoolEventLog]>([
    ["ExitRequested twice in the data", { exitRequested: true }, exitRequested([1], { block: 1 })],
    ["RewardsWithdrawal on zero rewards", { rewards: 0n }, rewardsWithdrawal([1], 0n, { block: 1 })],
    ["StakeAdded on a stake of exactly the bond", { stake: BOND }, stakeAdded(1, MAINNET.topUp, { block: 1 })],
    ["StakeAdded on a stake above the bond", { stake: BOND + 5n }, stakeAdded(1, MAINNET.topUp, { block: 1 })],
    ["StakeAdded for another index", { stake: 0n }, stakeAdded(2, MAINNET.topUp, { block: 1 })],
  ])("%s changes nothing", (_name, over, log) => {
    const before = validator({ index: 1, ...over });
    expect(applyOne(before, log)).toBe(before);
  });

  it("caps a holesky top-up at holesky's bond", () => {
    const before = validator({ index: 1, stake: HOLESKY.bond - 1n }, HOLESKY);
    expect(applyOne(before, stakeAdded(1, HOLESKY.topUp, { block: 1 }), HOLESKY.bond)?.stake).toBe(HOLESKY.bond);
  });

  it.each([
    exitRequested([7], { block: 1 }),
    rewardsWithdrawal([7], 1n, { block: 1 }),
    stakeAdded(7, 1n, { block: 1 }),
    stakeWithdrawal([7], 1n, { block: 1 }),
  ])("$eventName ignores indexes not in the list", (log) => {
    const base = deepFreeze([validator({ index: 1, stake: 1n, rewards: 1n })]);
    expect(applyPoolEvent(createValidatorListState(base, BOND), log).validators).toBe(base);
  });
});

describe("the reducer", () => {
  const base = deepFreeze([
    unknownValidator(1),
    validator({ index: 2, rewards: 40n, firstBlockProposed: false, stake: BOND - MAINNET.topUp }),
  ]);
  const sequence: PoolEventLog[] = [
    registered([1], { block: 10 }),
    stakeAdded(2, MAINNET.topUp, { block: 10, logIndex: 3 }),
    exitRequested([1, 2], { block: 11 }),
    stakeWithdrawal([1, 2], BOND, { block: 12 }),
    stakeAdded(1, MAINNET.topUp, { block: 13 }),
    rewardsWithdrawal([2], 0n, { block: 14 }),
  ];
  const inOrder = applyPoolEvents(createValidatorListState(base, BOND), sequence);

  it("applies a sequence in chain order", () => {
    expect(inOrder.validators).toEqual([
      {
        ...validator({ index: 1, eth1: OWNER_CHECKSUMMED.toLowerCase() }),
        firstBlockProposed: false,
        stake: MAINNET.topUp,
      },
      { ...base[1], stake: 0n, rewards: 0n },
    ]);
  });

  it("never mutates the state it is given", () => {
    const state = createValidatorListState(base, BOND);
    const snapshot = structuredClone(state);
    applyPoolEvents(state, sequence);
    expect(state).toEqual(snapshot);
    expect(state.logs).toHaveLength(0);
  });

  it("returns the same state for the same log twice", () => {
    const once = applyPoolEvent(createValidatorListState(base, BOND), sequence[0]!);
    expect(applyPoolEvent(once, sequence[0]!)).toBe(once);
  });

  it("treats the same tx hash in another case and log index as the same log", () => {
    const log = sequence[1]!;
    const once = applyPoolEvent(createValidatorListState(base, BOND), log);
    const twin = { ...log, transactionHash: log.transactionHash.toUpperCase().replace("0X", "0x") as Hex };
    expect(applyPoolEvent(once, twin)).toBe(once);
    expect(poolEventLogId(twin)).toBe(poolEventLogId(log));
  });

  it("applies two logs of one transaction (different log index) both", () => {
    const tx: Hex = `0x${"ab".repeat(32)}`;
    const start = createValidatorListState(deepFreeze([validator({ index: 1, stake: 0n })]), BOND);
    const after = applyPoolEvents(start, [
      stakeAdded(1, 10n, { block: 5, logIndex: 0, tx }),
      stakeAdded(1, 10n, { block: 5, logIndex: 1, tx }),
    ]);
    expect(after.validators[0]?.stake).toBe(20n);
  });

  it("replays a whole batch twice without effect", () => {
    expect(applyPoolEvents(inOrder, sequence)).toBe(inOrder);
  });

  function permutations<T>(xs: readonly T[]): T[][] {
    if (xs.length <= 1) return [[...xs]];
    return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
  }

  it("reaches the same state from every arrival order (all 720)", () => {
    const orders = permutations(sequence);
    expect(orders).toHaveLength(720);
    for (const order of orders) {
      const state = applyPoolEvents(createValidatorListState(base, BOND), order);
      expect(state.validators).toEqual(inOrder.validators);
      expect(state.logs).toEqual(inOrder.logs);
    }
  });

  it("reaches the same state with duplicates interleaved", () => {
    const noisy = [
      sequence[3]!,
      sequence[0]!,
      sequence[3]!,
      sequence[5]!,
      sequence[1]!,
      sequence[0]!,
      sequence[2]!,
      sequence[4]!,
      sequence[4]!,
    ];
    expect(applyPoolEvents(createValidatorListState(base, BOND), noisy).validators).toEqual(inOrder.validators);
  });

  it("undoes a log that a reorg removed", () => {
    const state = applyPoolEvent(createValidatorListState(base, BOND), sequence[0]!);
    const removed = applyPoolEvent(state, { ...sequence[0]!, removed: true });
    expect(removed.validators).toEqual(base);
    expect(removed.logs).toHaveLength(0);
    const never = createValidatorListState(base, BOND);
    expect(applyPoolEvent(never, { ...sequence[0]!, removed: true })).toBe(never);
  });

  it("keeps what the user just did when a lagging API list replaces the base", () => {
    const lagging = deepFreeze([validator({ index: 2, exitRequested: false })]);
    const state = applyPoolEvent(createValidatorListState(base, BOND), exitRequested([2], { block: 20 }));
    const refreshed = replaceBaseValidators(state, lagging, 19n);
    expect(refreshed.base).toBe(lagging);
    expect(refreshed.validators[0]?.exitRequested).toBe(true);
  });

  it("applies logs that arrived before the list once the list arrives", () => {
    const early = applyPoolEvent(createValidatorListState([], BOND), registered([1], { block: 3 }));
    expect(early.validators.map((v) => v.index)).toEqual([1]);
    const loaded = replaceBaseValidators(early, [unknownValidator(1), unknownValidator(2)], 2n);
    expect(loaded.validators.map((v) => [v.index, v.active])).toEqual([
      [1, true],
      [2, undefined],
    ]);
  });

  it("forgets logs at or before the block the API answer already includes", () => {
    const withLogs = applyPoolEvents(createValidatorListState(base, BOND), [
      rewardsWithdrawal([2], 1n, { block: 5 }),
      exitRequested([2], { block: 9 }),
    ]);
    const fresh = deepFreeze([validator({ index: 2, rewards: 99n })]);
    const through4 = replaceBaseValidators(withLogs, fresh, 4n);
    expect(through4.validators[0]).toMatchObject({ rewards: 0n, exitRequested: true });
    const through5 = replaceBaseValidators(withLogs, fresh, 5n);
    expect(through5.logs).toHaveLength(1);
    expect(through5.baseBlock).toBe(5n);
    expect(through5.validators[0]).toMatchObject({ rewards: 99n, exitRequested: true });
  });

  it("never applies a log at or before the answer's block when it arrives late", () => {
    const loaded = replaceBaseValidators(
      createValidatorListState([], BOND),
      deepFreeze([validator({ index: 2 })]),
      50n,
    );
    expect(applyPoolEvent(loaded, exitRequested([2], { block: 50 }))).toBe(loaded);
    expect(applyPoolEvent(loaded, exitRequested([2], { block: 51 })).validators[0]?.exitRequested).toBe(true);
  });

  it("does not count a top-up twice when the refetched answer already holds it", () => {
    // Holesky: a validator at 0.020 tops up 0.015 in block 100; the oracle then reports 0.035.
    const before = deepFreeze([validator({ index: 7, stake: 20_000_000_000_000_000n }, HOLESKY)]);
    const loaded = replaceBaseValidators(createValidatorListState([], HOLESKY.bond), before, 90n);
    const toppedUp = applyPoolEvent(loaded, stakeAdded(7, 15_000_000_000_000_000n, { block: 100 }));
    expect(toppedUp.validators[0]?.stake).toBe(35_000_000_000_000_000n);

    const counted = deepFreeze([validator({ index: 7, stake: 35_000_000_000_000_000n }, HOLESKY)]);
    // The answer was requested when block 100 was finalized: the oracle has counted the top-up.
    expect(replaceBaseValidators(toppedUp, counted, 100n).validators[0]?.stake).toBe(35_000_000_000_000_000n);
    // A lagging answer (finalized block 99) does not hold it yet: the log is replayed on it.
    const lagging = deepFreeze([validator({ index: 7, stake: 20_000_000_000_000_000n }, HOLESKY)]);
    expect(replaceBaseValidators(toppedUp, lagging, 99n).validators[0]?.stake).toBe(35_000_000_000_000_000n);
  });
});

describe("large inputs", () => {
  const OWNER = "0x00000000000000000000000000000000000000aa";
  const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, "0")}`;
  // 5000 validators at zero stake; 10000 top-ups of 1 wei, two per validator, in a scrambled block order;
  // 5000 registrations of new indexes 5000..9999 in the same batch.
  const base = deepFreeze(Array.from({ length: 5000 }, (_, i) => validator({ index: i, stake: 0n })));
  const topUps: PoolEventLog[] = Array.from({ length: 10_000 }, (_, n) => ({
    eventName: "StakeAdded",
    args: { eth1: OWNER, index: BigInt(n % 5000), value: 1n },
    blockNumber: BigInt(1 + ((n * 7907) % 10_000)),
    logIndex: 0,
    transactionHash: hash(n),
  }));
  const registrations: PoolEventLog[] = Array.from({ length: 5000 }, (_, n) => ({
    eventName: "Registered",
    args: { eth1: OWNER, indexes: [BigInt(5000 + n)] },
    blockNumber: 20_000n,
    logIndex: n,
    transactionHash: hash(100_000 + n),
  }));

  it("applies 15000 logs to 5000 validators in one batch", () => {
    const after = applyPoolEvents(createValidatorListState(base, BOND), [...topUps, ...registrations]);
    expect(after.logs).toHaveLength(15_000);
    expect(after.validators).toHaveLength(10_000);
    expect(after.validators[0]?.stake).toBe(2n);
    expect(after.validators.slice(0, 5000).every((v) => v.stake === 2n)).toBe(true);
    expect(after.validators[9999]).toMatchObject({ index: 9999, active: true, stake: BOND });
    expect(after.logs[0]?.blockNumber).toBe(1n);
    expect(after.logs.at(-1)?.logIndex).toBe(4999);
  });

  it("reaches the same list in one batch, in two halves, or again with every log repeated", () => {
    const all = [...topUps, ...registrations];
    const once = applyPoolEvents(createValidatorListState(base, BOND), all);
    const halves = applyPoolEvents(
      applyPoolEvents(createValidatorListState(base, BOND), all.slice(7500)),
      all.slice(0, 7500),
    );
    expect(halves.validators).toEqual(once.validators);
    expect(halves.logs).toEqual(once.logs);
    expect(applyPoolEvents(once, all)).toBe(once);
  });

  it("drops every log the answer includes when a new list arrives", () => {
    const after = applyPoolEvents(createValidatorListState(base, BOND), topUps);
    const replaced = replaceBaseValidators(after, base, 5000n);
    expect(replaced.logs).toHaveLength(5000);
    expect(replaced.validators.reduce((sum, v) => sum + v.stake, 0n)).toBe(5000n);
  });
});

describe("logs decoded by viem", () => {
  // The generated pool ABI; decoding real encoded logs proves the input type matches viem's output.
  const abi = smoothlyPoolAbi;
  const raw = (encoded: readonly (Hex | Hex[] | null)[], data: Hex, logIndex: number): Log => {
    const topics = encoded.filter((t): t is Hex => typeof t === "string");
    return {
      address: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9",
      blockHash: `0x${"01".repeat(32)}`,
      blockNumber: 100n,
      data,
      logIndex,
      removed: false,
      topics: [topics[0] ?? "0x", ...topics.slice(1)],
      transactionHash: `0x${"02".repeat(32)}`,
      transactionIndex: 0,
    };
  };

  it("feeds parseEventLogs output straight into the reducer", () => {
    const logs = parseEventLogs({
      abi,
      eventName: ["Registered", "ExitRequested", "RewardsWithdrawal", "StakeWithdrawal", "StakeAdded"],
      logs: [
        raw(
          encodeEventTopics({ abi, eventName: "Registered", args: { eth1: OWNER_CHECKSUMMED } }),
          encodeAbiParameters([{ type: "uint64[]" }], [[3n]]),
          0,
        ),
        raw(
          encodeEventTopics({ abi, eventName: "StakeAdded", args: { eth1: OWNER_CHECKSUMMED } }),
          encodeAbiParameters([{ type: "uint64" }, { type: "uint256" }], [4n, 7n]),
          1,
        ),
      ],
    });
    const state: ValidatorListState = applyPoolEvents(
      createValidatorListState([unknownValidator(3), validator({ index: 4, stake: 0n })], BOND),
      logs,
    );
    expect(state.validators[0]).toMatchObject({ active: true, stake: BOND, eth1: OWNER_CHECKSUMMED.toLowerCase() });
    expect(state.validators[1]?.stake).toBe(7n);
  });
});

describe("poolEventLog: the one shape of every log the page holds", () => {
  const HASH = `0x${"ab".repeat(32)}` as const;
  it("copies each of the five events into the same fields, in the same order, removed set", () => {
    const at = { blockNumber: 7n, logIndex: 2, transactionHash: HASH };
    const logs: PoolEventLog[] = [
      { eventName: "StakeAdded", args: { value: 5n, index: 9n, eth1: OWNER_CHECKSUMMED }, ...at },
      { eventName: "RewardsWithdrawal", args: { eth1: OWNER_CHECKSUMMED, indexes: [9n], value: 1n }, ...at },
      { eventName: "StakeWithdrawal", args: { eth1: OWNER_CHECKSUMMED, indexes: [9n, 10n], value: 2n }, ...at },
      { eventName: "Registered", args: { eth1: OWNER_CHECKSUMMED, indexes: [9n] }, ...at, removed: true },
      { eventName: "ExitRequested", args: { indexes: [10n], eth1: OWNER_CHECKSUMMED }, ...at },
    ];
    const shaped = logs.map(poolEventLog);
    for (const log of shaped) {
      expect(Object.keys(log)).toEqual(["transactionHash", "logIndex", "blockNumber", "removed", "eventName", "args"]);
    }
    expect(shaped.map((l) => Object.keys(l.args))).toEqual([
      ["eth1", "index", "value"],
      ["eth1", "indexes", "value"],
      ["eth1", "indexes", "value"],
      ["eth1", "indexes"],
      ["eth1", "indexes"],
    ]);
    expect(shaped[0]).toEqual({
      transactionHash: HASH,
      logIndex: 2,
      blockNumber: 7n,
      removed: false,
      eventName: "StakeAdded",
      args: { eth1: OWNER_CHECKSUMMED, index: 9n, value: 5n },
    });
    expect(shaped.map((l) => [l.eventName, l.removed])).toEqual([
      ["StakeAdded", false],
      ["RewardsWithdrawal", false],
      ["StakeWithdrawal", false],
      ["Registered", true],
      ["ExitRequested", false],
    ]);
    expect(shaped[2]?.eventName === "StakeWithdrawal" && shaped[2].args).toEqual({
      eth1: OWNER_CHECKSUMMED,
      indexes: [9n, 10n],
      value: 2n,
    });
  });
});

describe("the reducer across batches", () => {
  const base = deepFreeze([
    unknownValidator(1),
    validator({ index: 2, rewards: 40n, firstBlockProposed: false, stake: 40_000_000_000_000_000n }),
  ]);
  const start = () => createValidatorListState(base, BOND);
  const sequence: PoolEventLog[] = [
    registered([1], { block: 10 }),
    stakeAdded(2, 2_000_000_000_000_000n, { block: 10, logIndex: 3 }),
    exitRequested([1, 2], { block: 11 }),
    stakeWithdrawal([1, 2], BOND, { block: 12 }),
    stakeAdded(1, 3_000_000_000_000_000n, { block: 13 }),
    rewardsWithdrawal([2], 0n, { block: 14 }),
  ];

  function permutations<T>(xs: readonly T[]): T[][] {
    if (xs.length <= 1) return [[...xs]];
    return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
  }

  it("reaches the same list from every arrival order, one log at a time (all 720)", () => {
    for (const order of permutations(sequence)) {
      const state = order.reduce(applyPoolEvent, start());
      expect(state.validators.map((v) => [v.index, v.active, v.stake, v.rewards, v.exitRequested])).toEqual([
        [1, true, 3_000_000_000_000_000n, 0n, false],
        [2, true, 0n, 0n, false],
      ]);
      expect(state.logs.map((l) => l.blockNumber)).toEqual([10n, 10n, 11n, 12n, 13n, 14n]);
    }
  });

  it("keeps the list itself when a new log changes no record", () => {
    const done = deepFreeze([validator({ index: 1, exitRequested: true })]);
    const after = applyPoolEvent(createValidatorListState(done, BOND), exitRequested([1], { block: 1 }));
    expect(after.logs).toHaveLength(1);
    expect(after.validators).toBe(done);
  });

  it("keeps the records an earlier batch made when a later log touches another one", () => {
    const first = applyPoolEvent(start(), registered([1], { block: 10 }));
    const second = applyPoolEvent(first, exitRequested([2], { block: 11 }));
    expect(second.validators[0]).toBe(first.validators[0]);
    expect(second.validators[1]).toMatchObject({ index: 2, exitRequested: true });
  });

  it("takes back a removed log and applies a new one in the same batch", () => {
    const applied = applyPoolEvent(start(), registered([1], { block: 10 }));
    const after = applyPoolEvents(applied, [
      { ...registered([1], { block: 10 }), removed: true },
      exitRequested([2], { block: 11 }),
    ]);
    expect(after.validators[0]).toBe(base[0]);
    expect(after.validators[1]).toMatchObject({ index: 2, exitRequested: true });
    expect(after.logs.map((l) => l.blockNumber)).toEqual([11n]);
  });

  it("never applies a log that the same batch removes again", () => {
    const log = registered([1], { block: 10 });
    const after = applyPoolEvents(start(), [log, { ...log, removed: true }]);
    expect(after.logs).toHaveLength(0);
    expect(after.validators).toEqual(base);
  });

  const tx: Hex = `0x${"cd".repeat(32)}`;
  const inOneTx = [
    stakeAdded(2, 1n, { block: 5, logIndex: 0, tx }),
    stakeAdded(2, 10n, { block: 5, logIndex: 1, tx }),
    stakeAdded(2, 100n, { block: 5, logIndex: 2, tx }),
  ];

  it("applies three logs of one transaction, and a reorg takes back just the one it names", () => {
    const all = applyPoolEvents(start(), inOneTx);
    expect(all.validators[1]?.stake).toBe(40_000_000_000_000_111n);
    expect(applyPoolEvents(all, inOneTx)).toBe(all);
    const without = applyPoolEvent(all, { ...inOneTx[1]!, removed: true });
    expect(without.validators[1]?.stake).toBe(40_000_000_000_000_101n);
    expect(without.logs.map((l) => l.logIndex)).toEqual([0, 2]);
  });

  it("ignores the removal of a log it never applied from a transaction whose other logs it holds", () => {
    const two = applyPoolEvents(start(), inOneTx.slice(0, 2));
    expect(applyPoolEvent(two, { ...inOneTx[2]!, removed: true })).toBe(two);
  });

  it("keeps the newest answer's block when an older answer arrives late", () => {
    const at50 = replaceBaseValidators(start(), base, 50n);
    const older = replaceBaseValidators(at50, base, 40n);
    expect(older.baseBlock).toBe(50n);
    expect(applyPoolEvent(older, exitRequested([2], { block: 45 }))).toBe(older);
  });
});
