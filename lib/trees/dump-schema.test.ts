import { describe, expect, it, vi } from "vitest";
import type { ParsedTree } from "./published-tree";
import { ALICE, DEPLOYED_DUMP, EMPTY_CYCLE_DUMP, LARGEST_AMOUNT_DUMP, ROOT } from "./test-dumps";

/**
 * Parses with published-tree.ts and dump-schema.ts loaded inside the test: the schema is built when its module loads,
 * and Stryker credits a change to it only to the tests during which that module loads (docs/mutation.md).
 */
async function parse(dump: string | Dump): Promise<ParsedTree> {
  vi.resetModules();
  const { parsePublishedTree } = await import("./published-tree");
  return parsePublishedTree(typeof dump === "string" ? dump : JSON.stringify(dump));
}

interface Dump {
  [field: string]: unknown;
  leafEncoding: unknown;
  tree: unknown;
  values: { [field: string]: unknown; value: unknown[]; treeIndex: unknown }[];
}

/** The deployed oracle's dump (Alice, Bob, Carol) with one edit. */
function edited(edit: (dump: Dump) => void): Dump {
  const dump = JSON.parse(DEPLOYED_DUMP) as Dump;
  edit(dump);
  return dump;
}
const alice = (dump: Dump) => dump.values[0]!;
const carol = (dump: Dump) => dump.values[2]!;
const setAliceAmount = (amount: unknown) => (dump: Dump) => {
  alice(dump).value[2] = amount;
};
const setAliceIndexes = (indexes: unknown) => (dump: Dump) => {
  alice(dump).value[1] = indexes;
};
const setAliceAccount = (account: unknown) => (dump: Dump) => {
  alice(dump).value[0] = account;
};

const NODES = [
  "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464",
  "0xfd505905fb524ae67a04cbbfb9b7f126f94940929a999a73fb7dc03bea9839f8",
  "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
  "0x3eb7c92600d21e1ed48d8b77d735da5eae58b9a424ea00d77a45a57c2c349d86",
  "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5",
];
const ALICE_LEAF = { account: ALICE, indexes: [101, 102], amount: 428_475_000_000_000_000n, treeIndex: 3 };
const BOB_LEAF = {
  account: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  indexes: [201, 203],
  amount: 329_975_000_000_000_000n,
  treeIndex: 2,
};
const CAROL_LEAF = {
  account: "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
  indexes: [301],
  amount: 1000n,
  treeIndex: 4,
};
const DEPLOYED_TREE = { ok: true, tree: { root: ROOT, nodes: NODES, leaves: [ALICE_LEAF, BOB_LEAF, CAROL_LEAF] } };

const MAX_UINT256 = "115792089237316195423570985008687907853269984665640564039457584007913129639935";
const TWO_TO_THE_256 = "115792089237316195423570985008687907853269984665640564039457584007913129639936";
const NOT_AN_AMOUNT = "expected an amount (a BigNumber, a hex or decimal string, or a whole number)";

describe("a dump in any form docs/trees.md accepts", () => {
  it("reads the deployed oracle's dump: uint[]/uint, lower-case addresses, BigNumber amounts", async () => {
    expect(await parse(DEPLOYED_DUMP)).toEqual(DEPLOYED_TREE);
  });

  it.each([
    [["address", "uint[]", "uint"]],
    [["address", "uint256[]", "uint256"]],
    [["address", "uint64[]", "uint256"]],
    [["address", "uint[]", "uint256"]],
    [["address", "uint256[]", "uint"]],
  ])("reads the same tree with the types spelled %j", async (leafEncoding) => {
    expect(await parse(edited((dump) => (dump.leafEncoding = leafEncoding)))).toEqual(DEPLOYED_TREE);
  });

  it.each([
    ["ethers' BigNumber JSON", { type: "BigNumber", hex: "0x05f23fbe0a22b000" }],
    ["a BigNumber with ethers' other fields", { type: "BigNumber", hex: "0x05f23fbe0a22b000", _isBigNumber: true }],
    ["a bare hex string", "0x05f23fbe0a22b000"],
    ["hex without the leading zero, in capitals", "0x5F23FBE0A22B000"],
    ["a decimal string", "428475000000000000"],
    ["a decimal string with a leading zero", "0428475000000000000"],
  ])("reads Alice's amount written as %s", async (_form, amount) => {
    expect(await parse(edited(setAliceAmount(amount)))).toEqual(DEPLOYED_TREE);
  });

  it("reads Carol's amount written as a JSON number, and indexes written as decimal strings", async () => {
    const dump = edited((d) => {
      carol(d).value[2] = 1000;
      alice(d).value[1] = ["101", "102"];
    });
    expect(await parse(dump)).toEqual(DEPLOYED_TREE);
  });

  it("reads an address written in capitals as the checksummed address", async () => {
    const shouting = edited(setAliceAccount("0x15D34AAF54267DB7D7C367839AAF71A00A2C6A65"));
    expect(await parse(shouting)).toEqual(DEPLOYED_TREE);
  });

  it("ignores fields a dump does not need, as OpenZeppelin's loader does", async () => {
    const dump = edited((d) => {
      d.comment = "epoch 3";
      alice(d).note = "Alice";
    });
    expect(await parse(dump)).toEqual(DEPLOYED_TREE);
  });

  it("reads the empty cycle's zero leaf, its amount the JSON number 0", async () => {
    expect(await parse(EMPTY_CYCLE_DUMP)).toEqual({
      ok: true,
      tree: {
        root: "0x680f7b33070fb1c6dbaba5de7b4b080544a7f8cd4967248d9c2c832762e3e06f",
        nodes: ["0x680f7b33070fb1c6dbaba5de7b4b080544a7f8cd4967248d9c2c832762e3e06f"],
        leaves: [{ account: "0x0000000000000000000000000000000000000000", indexes: [0], amount: 0n, treeIndex: 0 }],
      },
    });
  });

  it.each([
    ["a decimal string (OpenZeppelin's dump)", MAX_UINT256],
    ["hex", `0x${"f".repeat(64)}`],
    ["a BigNumber", { type: "BigNumber", hex: `0x${"F".repeat(64)}` }],
  ])("reads the largest amount a leaf holds, 2^256 - 1 wei, written as %s", async (_form, amount) => {
    const dump = JSON.parse(LARGEST_AMOUNT_DUMP) as Dump;
    setAliceAmount(amount)(dump);
    const parsed = await parse(dump);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.tree.root).toBe("0x6267a55fcd41f18ea1352cc48a13974f5dcbcc4c2d61ec033d96e4434814887e");
    expect(parsed.tree.leaves[0]).toEqual({
      account: ALICE,
      indexes: [101],
      amount: 115792089237316195423570985008687907853269984665640564039457584007913129639935n,
      treeIndex: 1,
    });
  });
});

describe("a hostile dump is refused with the reason, and nothing throws", () => {
  it.each<[string, (dump: Dump) => void, string]>([
    ["format as a number", (d) => (d.format = 1), 'format: expected format "standard-v1"'],
    ["another format", (d) => (d.format = "simple-v1"), 'format: expected format "standard-v1"'],
    ["no format", (d) => delete d.format, "format is missing"],
    ["no leafEncoding", (d) => delete d.leafEncoding, "leafEncoding is missing"],
    ["the types as one string", (d) => (d.leafEncoding = "address,uint[],uint"), leafTypes("leafEncoding")],
    ["a fourth type", (d) => (d.leafEncoding = ["address", "uint[]", "uint", "uint"]), leafTypes("leafEncoding.3")],
    ["the types in another order", (d) => (d.leafEncoding = ["address", "uint", "uint[]"]), indexType('"uint"')],
    ["bytes32 indexes", (d) => (d.leafEncoding = ["address", "bytes32", "uint"]), indexType('"bytes32"')],
    ["uint32[] indexes", (d) => (d.leafEncoding = ["address", "uint32[]", "uint"]), indexType('"uint32[]"')],
    ["a signed amount", (d) => (d.leafEncoding = ["address", "uint[]", "int256"]), amountType('"int256"')],
    ["a type in capitals", (d) => (d.leafEncoding = ["address", "uint[]", "UINT256"]), amountType('"UINT256"')],
    [
      "a bytes20 account",
      (d) => (d.leafEncoding = ["bytes20", "uint[]", "uint"]),
      'leafEncoding.0: Invalid type: Expected "address" but received "bytes20"',
    ],
    ["an empty tree", (d) => (d.tree = []), "tree: expected a non-empty tree"],
    ["the tree as one string", (d) => (d.tree = ROOT), `tree: Invalid type: Expected Array but received "${ROOT}"`],
    ["no values", (d) => (d.values = []), "values: expected at least one value"],
    [
      "values as an object",
      (d) => ((d as { values: unknown }).values = {}),
      "values: Invalid type: Expected Array but received Object",
    ],
    [
      "a value without its node",
      (d) => delete (alice(d) as { treeIndex?: unknown }).treeIndex,
      "values.0.treeIndex is missing",
    ],
    [
      "a node given as a string",
      (d) => (alice(d).treeIndex = "3"),
      'values.0.treeIndex: Invalid type: Expected number but received "3"',
    ],
    ["a fractional node", (d) => (alice(d).treeIndex = 3.5), "values.0.treeIndex: Invalid safe integer: Received 3.5"],
    [
      "a negative node",
      (d) => (alice(d).treeIndex = -1),
      "values.0.treeIndex: Invalid value: Expected >=0 but received -1",
    ],
    [
      "a value that is an object",
      (d) => ((alice(d) as { value: unknown }).value = { 0: ALICE }),
      threeFields("values.0.value"),
    ],
    ["a value without its amount", (d) => alice(d).value.pop(), "values.0.value.2 is missing"],
    ["a fourth field in a value", (d) => alice(d).value.push("0x01"), threeFields("values.0.value.3")],
  ])("%s", async (_name, edit, detail) => {
    expect(await parse(edited(edit))).toEqual(unreadable(detail));
  });

  it.each<[string, string]>([
    ["a character before it", `0${NODES[1]}`],
    ["one byte more", `${NODES[1]}00`],
    ["one digit less", NODES[1]!.slice(0, -1)],
    ["a digit that is not hex", `0xg${NODES[1]!.slice(3)}`],
  ])("refuses a node with %s", async (_name, node) => {
    const dump = edited((d) => ((d.tree as string[])[1] = node));
    expect(await parse(dump)).toEqual(unreadable("tree.1: expected a 32-byte hex hash"));
  });

  it.each<[string, unknown]>([
    ["a character before it", "00x15d34aaf54267db7d7c367839aaf71a00a2c6a65"],
    ["one byte more", "0x15d34aaf54267db7d7c367839aaf71a00a2c6a6500"],
    ["one digit less", "0x15d34aaf54267db7d7c367839aaf71a00a2c6a6"],
    ["a digit that is not hex", "0xg5d34aaf54267db7d7c367839aaf71a00a2c6a65"],
  ])("refuses an account with %s", async (_name, account) => {
    expect(await parse(edited(setAliceAccount(account)))).toEqual(
      unreadable("values.0.value.0: expected a 20-byte hex address"),
    );
  });

  it("refuses an account that is not a string", async () => {
    expect(await parse(edited(setAliceAccount(5)))).toEqual(
      unreadable("values.0.value.0: Invalid type: Expected string but received 5"),
    );
  });

  it.each<[string, unknown, string]>([
    ["a negative decimal string", "-1", NOT_AN_AMOUNT],
    ["2^256 as a decimal string, one more than a uint256 holds", TWO_TO_THE_256, "expected an amount below 2^256"],
    ["79 decimal digits", "1".repeat(79), NOT_AN_AMOUNT],
    ["65 hex digits", `0x1${"0".repeat(64)}`, NOT_AN_AMOUNT],
    ["a digit that is not hex", "0x5g", NOT_AN_AMOUNT],
    ["0x and no digits", "0x", NOT_AN_AMOUNT],
    ["a character before the hex", "x0x05f23fbe0a22b000", NOT_AN_AMOUNT],
    ["a character after the hex", "0x05f23fbe0a22b000z", NOT_AN_AMOUNT],
    ["a character before the decimal", "x428475000000000000", NOT_AN_AMOUNT],
    ["a character after the decimal", "428475000000000000x", NOT_AN_AMOUNT],
    ["a decimal with a point", "1.5", NOT_AN_AMOUNT],
    ["true", true, NOT_AN_AMOUNT],
    ["null", null, NOT_AN_AMOUNT],
    ["a BigNumber of another type name", { type: "bignumber", hex: "0x05f23fbe0a22b000" }, NOT_AN_AMOUNT],
    ["an object with hex alone", { hex: "0x05f23fbe0a22b000" }, NOT_AN_AMOUNT],
    ["a negative number", -1, "Invalid value: Expected >=0 but received -1"],
    ["a fraction", 0.5, "Invalid safe integer: Received 0.5"],
    ["a number past 2^53, where JSON numbers lose wei", 2 ** 53, "Invalid safe integer: Received 9007199254740992"],
  ])("refuses an amount that is %s", async (_name, amount, message) => {
    expect(await parse(edited(setAliceAmount(amount)))).toEqual(unreadable(`values.0.value.2: ${message}`));
  });

  it.each<[string, string]>([
    ["65 hex digits", `0x1${"0".repeat(64)}`],
    ["decimal digits", "428475000000000000"],
    ["0x and no digits", "0x"],
    ["a digit that is not hex", "0x5g"],
  ])("refuses a BigNumber whose hex is %s", async (_name, hex) => {
    expect(await parse(edited(setAliceAmount({ type: "BigNumber", hex })))).toEqual(
      unreadable("values.0.value.2.hex: expected a hex number"),
    );
  });

  it.each<[string, unknown, string]>([
    ["hex", "0x65", "expected a decimal number"],
    ["a word", "one", "expected a decimal number"],
    ["a character before the digits", "x101", "expected a decimal number"],
    ["a character after the digits", "101x", "expected a decimal number"],
    ["79 decimal digits", "1".repeat(79), "expected a decimal number"],
    ["a decimal past 2^53", "9007199254740993", "expected a validator index"],
    ["78 decimal digits", "1".repeat(78), "expected a validator index"],
    ["negative", -1, "Invalid value: Expected >=0 but received -1"],
    ["a fraction", 101.5, "Invalid safe integer: Received 101.5"],
    ["null", null, "Invalid type: Expected (number | string) but received null"],
  ])("refuses a validator index that is %s", async (_name, index, message) => {
    expect(await parse(edited(setAliceIndexes([index, 102])))).toEqual(unreadable(`values.0.value.1.0: ${message}`));
  });

  it("refuses indexes that are not a list", async () => {
    expect(await parse(edited(setAliceIndexes(101)))).toEqual(
      unreadable("values.0.value.1: Invalid type: Expected Array but received 101"),
    );
  });
});

describe("a dump whose values are not the leaves they claim", () => {
  const ALICE_NOT_HER_LEAF = "value 0 (0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65) is not the leaf it claims";

  it.each<[string, (dump: Dump) => void, string]>([
    [
      "Alice's leaf relabelled for Dave",
      setAliceAccount("0x14dc79964da2c08b23698b3d3cc7ca32193d9955"),
      "value 0 (0x14dC79964da2C08b23698B3D3cc7Ca32193d9955) is not the leaf it claims",
    ],
    ["Alice with one validator dropped", setAliceIndexes([101]), ALICE_NOT_HER_LEAF],
    ["Alice's validators in another order", setAliceIndexes([102, 101]), ALICE_NOT_HER_LEAF],
    ["Alice given one wei more", setAliceAmount("428475000000000001"), ALICE_NOT_HER_LEAF],
    ["Alice given 2^256 - 1 wei", setAliceAmount(MAX_UINT256), ALICE_NOT_HER_LEAF],
    [
      "Alice pointing at Carol's leaf, Carol at hers",
      (d) => ((alice(d).treeIndex = 4), (carol(d).treeIndex = 3)),
      ALICE_NOT_HER_LEAF,
    ],
    ["Alice pointing at Bob's leaf", (d) => (alice(d).treeIndex = 2), ALICE_NOT_HER_LEAF],
    ["Alice pointing at the root", (d) => (alice(d).treeIndex = 0), "value 0 points at node 0"],
    ["Alice pointing at an inner node", (d) => (alice(d).treeIndex = 1), "value 0 points at node 1"],
    ["Alice pointing past the last node", (d) => (alice(d).treeIndex = 5), "value 0 points at node 5"],
    ["Carol pointing at Alice's leaf too", (d) => (carol(d).treeIndex = 3), "value 2 points at node 3"],
    [
      "a value more than the tree has leaves",
      (d) => d.values.push({ ...carol(d), treeIndex: 5 }),
      "4 values need 7 nodes",
    ],
    [
      "the leaves' parent swapped with the root",
      (d) => ((d.tree as string[])[1] = ROOT),
      "node 1 is not the hash of its children",
    ],
  ])("%s", async (_name, edit, detail) => {
    expect(await parse(edited(edit))).toEqual({ ok: false, problem: { kind: "inconsistent", detail } });
  });
});

function unreadable(detail: string) {
  return { ok: false, problem: { kind: "unreadable", detail } };
}
function leafTypes(path: string): string {
  return `${path}: expected three types: address, uint[], uint`;
}
function threeFields(path: string): string {
  return `${path}: expected three fields: account, indexes, amount`;
}
function indexType(received: string): string {
  return `leafEncoding.1: Invalid type: Expected ("uint[]" | "uint256[]" | "uint64[]") but received ${received}`;
}
function amountType(received: string): string {
  return `leafEncoding.2: Invalid type: Expected ("uint" | "uint256") but received ${received}`;
}
