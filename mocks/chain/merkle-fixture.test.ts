import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { encodeAbiParameters, keccak256, parseAbiParameters } from "viem";
import { describe, expect, it } from "vitest";
import { LEAF_TYPES, MERKLE_FIXTURE_PATH, renderMerkleFixtures } from "./merkle-fixture";

describe("Merkle fixture for the forge tests", () => {
  it("is what @openzeppelin/merkle-tree builds today (regenerate with write-merkle-fixture.ts)", () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../${MERKLE_FIXTURE_PATH}`, import.meta.url)), "utf8");
    expect(committed).toBe(renderMerkleFixtures());
  });

  it("uses the pool's leaf: keccak256(bytes.concat(keccak256(abi.encode(address, uint64[], uint256))))", () => {
    const value = ["0x00000000000000000000000000000000000A11cE", [3n, 7n, 12n], 300_000_000_000_000_000n] as const;
    const tree = StandardMerkleTree.of([[...value]], [...LEAF_TYPES]);
    // The contract encodes uint64[]; the tree encodes uint256[]; both must give the same leaf.
    const encoded = encodeAbiParameters(parseAbiParameters("address, uint64[], uint256"), [
      value[0],
      [...value[1]],
      value[2],
    ]);
    expect(tree.leafHash([...value])).toBe(keccak256(keccak256(encoded)));
  });
});
