import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { describe, expect, it } from "vitest";
import { claimMatchesRoot, hashPair, leafHash, processProof, verifyProof } from "./merkle";

const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const CAROL = "0x976EA74026E726554dB657fA54763abd0C3a0aa9";

// Built once with @openzeppelin/merkle-tree (types ["address","uint[]","uint"]) and written out here.
const ROOT = "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464";
const ALICE_LEAF = "0x3eb7c92600d21e1ed48d8b77d735da5eae58b9a424ea00d77a45a57c2c349d86";
const ALICE_PROOF = [
  "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5",
  "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
] as const;

describe("the pool's Merkle leaf and proof", () => {
  it("hashes a leaf as StandardMerkleTree does", () => {
    expect(leafHash(ALICE, [101, 102], 428_475_000_000_000_000n)).toBe(ALICE_LEAF);
    expect(leafHash(ALICE, [101n, 102n], 428_475_000_000_000_000n)).toBe(ALICE_LEAF);
  });

  it("matches the library for other leaves, including the empty cycle's zero leaf", () => {
    const values: [string, number[], string][] = [
      [BOB, [201, 203], "329975000000000000"],
      [CAROL, [301], "1000"],
      ["0x0000000000000000000000000000000000000000", [0], "0"],
    ];
    const tree = StandardMerkleTree.of(values, ["address", "uint256[]", "uint256"]);
    for (const [i, [account, indexes, amount]] of values.entries()) {
      expect(leafHash(account as `0x${string}`, indexes, BigInt(amount))).toBe(tree.leafHash(values[i]!));
      const proof = tree.getProof(i) as `0x${string}`[];
      expect(processProof(leafHash(account as `0x${string}`, indexes, BigInt(amount)), proof)).toBe(tree.root);
    }
  });

  it("verifies a proof to the root, and nothing else", () => {
    expect(verifyProof(ROOT, ALICE_LEAF, ALICE_PROOF)).toBe(true);
    expect(verifyProof(ROOT.toUpperCase().replace("0X", "0x") as `0x${string}`, ALICE_LEAF, ALICE_PROOF)).toBe(true);
    expect(verifyProof(ROOT, ALICE_LEAF, [ALICE_PROOF[0]])).toBe(false);
    expect(verifyProof(ROOT, ALICE_LEAF, [ALICE_PROOF[1], ALICE_PROOF[0]])).toBe(false);
  });

  it("hashes a pair smaller-first, whatever the order", () => {
    expect(hashPair(ALICE_PROOF[0], ALICE_PROOF[1])).toBe(hashPair(ALICE_PROOF[1], ALICE_PROOF[0]));
    expect(hashPair(ALICE_LEAF, ALICE_PROOF[0])).toBe(
      "0xfd505905fb524ae67a04cbbfb9b7f126f94940929a999a73fb7dc03bea9839f8",
    );
  });

  it("accepts a claim only for its own account, indexes and amount", () => {
    const claim = { proof: ALICE_PROOF, indexes: [101, 102], amount: 428_475_000_000_000_000n };
    expect(claimMatchesRoot(ROOT, ALICE, claim)).toBe(true);
    expect(claimMatchesRoot(ROOT, BOB, claim)).toBe(false);
    expect(claimMatchesRoot(ROOT, ALICE, { ...claim, amount: 428_475_000_000_000_001n })).toBe(false);
    expect(claimMatchesRoot(ROOT, ALICE, { ...claim, indexes: [101] })).toBe(false);
  });
});

describe("the leaf's encoding at the edges", () => {
  it("matches the library for indexes past 32 and 64 bits and an amount of 256 bits", () => {
    const values: [string, string[], string][] = [
      [ALICE, ["4294967296", "18446744073709551615", "18446744073709551616"], `${2n ** 256n - 1n}`],
    ];
    const tree = StandardMerkleTree.of(values, ["address", "uint256[]", "uint256"]);
    expect(
      leafHash(ALICE, [4_294_967_296, 18_446_744_073_709_551_615n, 18_446_744_073_709_551_616n], 2n ** 256n - 1n),
    ).toBe(tree.leafHash(values[0]!));
  });

  it("matches the library for a leaf of 300 indexes", () => {
    const indexes = Array.from({ length: 300 }, (_, i) => 500_000 + i);
    const values: [string, number[], string][] = [[CAROL, indexes, "1000000000000000000"]];
    const tree = StandardMerkleTree.of(values, ["address", "uint256[]", "uint256"]);
    expect(leafHash(CAROL, indexes, 10n ** 18n)).toBe(tree.leafHash(values[0]!));
  });

  it("refuses a negative index rather than hashing something the pool never could", () => {
    expect(() => leafHash(ALICE, [-1], 1n)).toThrow();
  });
});
