import { describe, expect, it } from "vitest";
import { claimIn, parsePublishedTree } from "./published-tree";
import { importProblemMessage, importPublishedTree } from "./import-tree";
import { checkServedProofs, type PoolRoots } from "./root-checks";
import { ALICE, ALICE_CLAIM, DAVE, DEPLOYED_DUMP, EMPTY_CYCLE_DUMP, OTHER_ROOT, ROOT } from "./test-dumps";

const roots = (withdrawalsRoot: `0x${string}`, exitsRoot: `0x${string}` = OTHER_ROOT): PoolRoots => ({
  epoch: 3,
  withdrawalsRoot,
  exitsRoot,
});

describe("parsePublishedTree", () => {
  it("reads the deployed oracle's dump and finds an address's claim with its proof", () => {
    const parsed = parsePublishedTree(DEPLOYED_DUMP);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.tree.root).toBe(ROOT);
    expect(claimIn(parsed.tree, ALICE)).toEqual(ALICE_CLAIM);
    expect(claimIn(parsed.tree, DAVE)).toBeNull();
  });

  it("reads the empty cycle's one zero leaf", () => {
    const parsed = parsePublishedTree(EMPTY_CYCLE_DUMP);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.tree.root).toBe("0x680f7b33070fb1c6dbaba5de7b4b080544a7f8cd4967248d9c2c832762e3e06f");
    expect(claimIn(parsed.tree, ALICE)).toBeNull();
  });

  it("accepts uint256 spellings and decimal-string amounts (what a tree built from bigints dumps)", () => {
    const dump = JSON.parse(DEPLOYED_DUMP) as { leafEncoding: string[]; values: { value: unknown[] }[] };
    dump.leafEncoding = ["address", "uint256[]", "uint256"];
    dump.values[0]!.value[2] = "428475000000000000";
    dump.values[1]!.value[2] = "0x4944e83a3c27000";
    const parsed = parsePublishedTree(JSON.stringify(dump));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(claimIn(parsed.tree, ALICE)).toEqual(ALICE_CLAIM);
  });

  it("refuses a dump whose amount was changed: its leaf no longer hashes to the node it points at", () => {
    const tampered = DEPLOYED_DUMP.replace("0x05f23fbe0a22b000", "0x06f23fbe0a22b000");
    expect(parsePublishedTree(tampered)).toEqual({
      ok: false,
      problem: {
        kind: "inconsistent",
        detail: "value 0 (0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65) is not the leaf it claims",
      },
    });
  });

  it("refuses a dump whose inner node or root was changed", () => {
    const tampered = DEPLOYED_DUMP.replace(
      "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464",
      OTHER_ROOT,
    );
    expect(parsePublishedTree(tampered)).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "node 0 is not the hash of its children" },
    });
  });

  it("refuses what is not a tree, with the reason", () => {
    expect(parsePublishedTree("not json")).toEqual({
      ok: false,
      problem: { kind: "unreadable", detail: "it is not JSON" },
    });
    const noFormat = parsePublishedTree(DEPLOYED_DUMP.replace('"standard-v1"', '"simple-v1"'));
    expect(noFormat).toEqual({
      ok: false,
      problem: { kind: "unreadable", detail: 'format: expected format "standard-v1"' },
    });
    expect(parsePublishedTree('{"hello":"world"}')).toEqual({
      ok: false,
      problem: { kind: "unreadable", detail: "format is missing" },
    });
    const otherLeaf = parsePublishedTree(DEPLOYED_DUMP.replace('"uint[]"', '"bytes32"'));
    expect(otherLeaf.ok).toBe(false);
    expect(parsePublishedTree(DEPLOYED_DUMP.replace('"treeIndex": 4', '"treeIndex": 3')).ok).toBe(false);
  });

  it("says which value points at a node it cannot be: an inner node, past the end, or another value's leaf", () => {
    const pointing = (from: string, to: string) => parsePublishedTree(DEPLOYED_DUMP.replace(from, to));
    expect(pointing('"treeIndex": 3', '"treeIndex": 1')).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "value 0 points at node 1" },
    });
    expect(pointing('"treeIndex": 2', '"treeIndex": 5')).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "value 1 points at node 5" },
    });
    expect(pointing('"treeIndex": 4', '"treeIndex": 3')).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "value 2 points at node 3" },
    });
  });

  it("refuses a tree with a node too few or too many for its values", () => {
    const dump = JSON.parse(DEPLOYED_DUMP) as { tree: string[] };
    const short = JSON.stringify({ ...dump, tree: dump.tree.slice(0, 4) });
    const long = JSON.stringify({ ...dump, tree: [...dump.tree, OTHER_ROOT] });
    expect(parsePublishedTree(long)).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "3 values need 5 nodes" },
    });
    expect(parsePublishedTree(short)).toEqual({
      ok: false,
      problem: { kind: "inconsistent", detail: "3 values need 5 nodes" },
    });
  });

  it("says what is wrong with a JSON text that is not an object", () => {
    expect(parsePublishedTree("42")).toEqual({
      ok: false,
      problem: { kind: "unreadable", detail: "Invalid type: Expected Object but received 42" },
    });
  });

  it("reads hashes written in capitals as the same tree", () => {
    const shouting = DEPLOYED_DUMP.replace(/"0x([0-9a-f]{64})"/g, (_, hex: string) => `"0x${hex.toUpperCase()}"`);
    const parsed = parsePublishedTree(shouting);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.tree.root).toBe(ROOT);
    expect(claimIn(parsed.tree, ALICE)).toEqual(ALICE_CLAIM);
  });

  it("refuses a text over 5 MiB without parsing it", () => {
    expect(parsePublishedTree(" ".repeat(5 * 1024 * 1024 + 1))).toEqual({ ok: false, problem: { kind: "too-large" } });
  });

  it("parses a text of exactly 5 MiB", () => {
    expect(parsePublishedTree(`${" ".repeat(5_242_878)}42`)).toEqual({
      ok: false,
      problem: { kind: "unreadable", detail: "Invalid type: Expected Object but received 42" },
    });
  });
});

describe("importPublishedTree", () => {
  it("offers the claim when the root is the pool's withdrawals root", () => {
    expect(importPublishedTree(DEPLOYED_DUMP, roots(ROOT), ALICE)).toEqual({
      ok: true,
      kind: "withdrawals",
      epoch: 3,
      root: ROOT,
      proof: ALICE_CLAIM,
    });
  });

  it("offers the bond when it is the pool's exits root", () => {
    const imported = importPublishedTree(DEPLOYED_DUMP, roots(OTHER_ROOT, ROOT), ALICE);
    expect(imported.ok && imported.kind).toBe("exits");
  });

  it("refuses a tree of another pool or cycle, and an address it does not hold, with clear words", () => {
    const other = importPublishedTree(DEPLOYED_DUMP, roots(OTHER_ROOT), ALICE);
    expect(other).toEqual({ ok: false, problem: { kind: "other-root", epoch: 3 } });
    if (other.ok) return;
    expect(importProblemMessage(other.problem)).toBe(
      "This tree's root is not the pool's withdrawals or exits root at epoch 3: it is for another pool or another cycle, or it was changed. Nothing was sent.",
    );
    const none = importPublishedTree(DEPLOYED_DUMP, roots(ROOT), DAVE);
    if (none.ok) throw new Error("Dave has no leaf");
    expect(importProblemMessage(none.problem)).toBe(
      "This tree has nothing for 0x14dC79964da2C08b23698B3D3cc7Ca32193d9955.",
    );
  });
});

describe("importPublishedTree's refusals of a file that is no tree", () => {
  it("passes on the parser's reason, in words, and offers nothing", () => {
    const refusal = (text: string) => {
      const imported = importPublishedTree(text, roots(ROOT), ALICE);
      if (imported.ok) throw new Error("a broken file was accepted");
      return importProblemMessage(imported.problem);
    };
    expect(refusal(" ".repeat(5 * 1024 * 1024 + 1))).toBe(
      "This file is larger than 5 MiB: it is not a published tree of this pool. Nothing was sent.",
    );
    expect(refusal("not json")).toBe(
      "This is not a published tree (withdrawals.json or exits.json): it is not JSON. Nothing was sent.",
    );
    expect(refusal(DEPLOYED_DUMP.replace("0x05f23fbe0a22b000", "0x06f23fbe0a22b000"))).toBe(
      "This tree does not add up (value 0 (0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65) is not the leaf it claims): it was changed after it was built. Nothing was sent.",
    );
  });
});

describe("checkServedProofs", () => {
  it("marks a served proof that leads to the root, one that does not, and none", () => {
    const forged = { ...ALICE_CLAIM, amount: 1_000_000_000_000_000_000n };
    expect(checkServedProofs({ withdrawals: ALICE_CLAIM, exits: forged }, roots(ROOT, ROOT), ALICE)).toEqual({
      withdrawals: true,
      exits: false,
    });
    expect(checkServedProofs({ withdrawals: null, exits: null }, roots(ROOT), ALICE)).toEqual({
      withdrawals: null,
      exits: null,
    });
  });
});

describe("claimIn", () => {
  const parsed = parsePublishedTree(DEPLOYED_DUMP);
  if (!parsed.ok) throw new Error("the deployed dump must parse");
  const tree = parsed.tree;

  it("gives each leaf the proof OpenZeppelin's getProof gives: its sibling at every level", () => {
    // Bob's leaf is node 2: its sibling is node 1, then the root.
    expect(claimIn(tree, "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc")).toEqual({
      proof: ["0xfd505905fb524ae67a04cbbfb9b7f126f94940929a999a73fb7dc03bea9839f8"],
      indexes: [201, 203],
      amount: 329_975_000_000_000_000n,
    });
    // Carol's leaf is node 4: its sibling is node 3, then node 2.
    expect(claimIn(tree, "0x976EA74026E726554dB657fA54763abd0C3a0aa9")).toEqual({
      proof: [
        "0x3eb7c92600d21e1ed48d8b77d735da5eae58b9a424ea00d77a45a57c2c349d86",
        "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
      ],
      indexes: [301],
      amount: 1000n,
    });
  });

  it("gives no claim from a tree whose leaf no longer leads to its root (a tree not made by the parser)", () => {
    const edited = {
      ...tree,
      leaves: tree.leaves.map((leaf) => (leaf.treeIndex === 3 ? { ...leaf, amount: 1n } : leaf)),
    };
    expect(claimIn(edited, ALICE)).toBeNull();
  });

  it("finds an address however it is written", () => {
    expect(claimIn(tree, ALICE.toLowerCase() as `0x${string}`)).toEqual(ALICE_CLAIM);
    expect(claimIn(tree, ALICE.toUpperCase().replace("0X", "0x") as `0x${string}`)).toEqual(ALICE_CLAIM);
  });
});
