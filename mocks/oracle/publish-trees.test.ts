import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { afterEach, describe, expect, it } from "vitest";
import { parsePublishedTree } from "../../lib/trees/published-tree";
import { latestTreesMount, publishTreeDumps } from "./publish-trees";
import { buildClaimTree, EMPTY_CLAIM_TREE } from "./trees";

const TREE = buildClaimTree([
  { address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65", indexes: [101, 102], amount: 428_475_000_000_000_000n },
  { address: "0x976EA74026E726554dB657fA54763abd0C3a0aa9", indexes: [301], amount: 1000n },
  { address: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc", indexes: [201, 203], amount: 329_975_000_000_000_000n },
]);

describe("the oracle's published dumps", () => {
  it("are written the deployed oracle's way: uint[]/uint, lower-case addresses, number indexes, BigNumber amounts", () => {
    expect(TREE.dump()).toEqual({
      format: "standard-v1",
      tree: [
        "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464",
        "0xfd505905fb524ae67a04cbbfb9b7f126f94940929a999a73fb7dc03bea9839f8",
        "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
        "0x3eb7c92600d21e1ed48d8b77d735da5eae58b9a424ea00d77a45a57c2c349d86",
        "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5",
      ],
      values: [
        {
          value: [
            "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
            [101, 102],
            { type: "BigNumber", hex: "0x05f23fbe0a22b000" },
          ],
          treeIndex: 3,
        },
        {
          value: ["0x976ea74026e726554db657fa54763abd0c3a0aa9", [301], { type: "BigNumber", hex: "0x03e8" }],
          treeIndex: 4,
        },
        {
          value: [
            "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc",
            [201, 203],
            { type: "BigNumber", hex: "0x04944e83a3c27000" },
          ],
          treeIndex: 2,
        },
      ],
      leafEncoding: ["address", "uint[]", "uint"],
    });
  });

  it("load in @openzeppelin/merkle-tree once the amounts are decimals, with the pool's root", () => {
    const dump = TREE.dump();
    if (!dump) throw new Error("a tree with leaves has a dump");
    const loaded = StandardMerkleTree.load({
      ...dump,
      tree: [...dump.tree],
      leafEncoding: [...dump.leafEncoding],
      values: dump.values.map(({ value: [address, indexes, amount], treeIndex }) => ({
        value: [address, [...indexes], BigInt(amount.hex).toString()],
        treeIndex,
      })),
    });
    loaded.validate();
    expect(loaded.root).toBe(TREE.root);
    const parsed = parsePublishedTree(JSON.stringify(dump));
    expect(parsed.ok && parsed.tree.root).toBe(TREE.root);
  });

  describe("publishTreeDumps", () => {
    let dir = "";
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("writes <epoch>/ and latest/, and drops the latest copy of a tree that became empty", () => {
      dir = mkdtempSync(join(tmpdir(), "trees-"));
      publishTreeDumps(dir, { epoch: 3, withdrawals: TREE, exits: TREE });
      const written = JSON.parse(readFileSync(join(dir, "3", "withdrawals.json"), "utf8")) as { tree: string[] };
      expect(written.tree[0]).toBe("0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464");
      expect(readFileSync(join(dir, "latest", "exits.json"), "utf8")).toBe(
        readFileSync(join(dir, "3", "exits.json"), "utf8"),
      );

      publishTreeDumps(dir, { epoch: 4, withdrawals: TREE, exits: EMPTY_CLAIM_TREE });
      expect(existsSync(join(dir, "4", "withdrawals.json"))).toBe(true);
      expect(existsSync(join(dir, "4", "exits.json"))).toBe(false);
      expect(existsSync(join(dir, "latest", "exits.json"))).toBe(false);
      expect(existsSync(join(dir, "3", "exits.json"))).toBe(true);
    });

    it("names the epoch of each folder in epoch.json, which the page reads to tell a stale tree", () => {
      dir = mkdtempSync(join(tmpdir(), "trees-"));
      publishTreeDumps(dir, { epoch: 3, withdrawals: TREE, exits: TREE });
      publishTreeDumps(dir, { epoch: 4, withdrawals: TREE, exits: EMPTY_CLAIM_TREE });
      expect(readFileSync(join(dir, "3", "epoch.json"), "utf8")).toBe('{"epoch":3}\n');
      expect(readFileSync(join(dir, "4", "epoch.json"), "utf8")).toBe('{"epoch":4}\n');
      expect(readFileSync(join(dir, "latest", "epoch.json"), "utf8")).toBe('{"epoch":4}\n');
    });

    it("publishes nothing before the first cycle", () => {
      dir = mkdtempSync(join(tmpdir(), "trees-"));
      publishTreeDumps(dir, { epoch: 0, withdrawals: EMPTY_CLAIM_TREE, exits: EMPTY_CLAIM_TREE });
      expect(existsSync(join(dir, "latest"))).toBe(false);
    });
  });

  it("latestTreesMount serves <dir>/latest as the site's trees/ folder", () => {
    expect(latestTreesMount("/srv/stack/trees")).toEqual({ "trees/": "/srv/stack/trees/latest" });
  });
});
