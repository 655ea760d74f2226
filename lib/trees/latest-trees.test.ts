import { describe, expect, it } from "vitest";
import {
  checkLatestTree,
  latestTreesBase,
  parseEpochFile,
  treeFileFrom,
  ZERO_ROOT,
  type LatestTrees,
} from "./latest-trees";
import { ALICE, ALICE_CLAIM, DAVE, DEPLOYED_DUMP, EMPTY_CYCLE_DUMP, OTHER_ROOT, ROOT } from "./test-dumps";

const CID = "bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi";

describe("latestTreesBase", () => {
  it.each([
    ["trees/", "http://127.0.0.1:3000/", "http://127.0.0.1:3000/trees/"],
    ["trees", "http://127.0.0.1:3000/", "http://127.0.0.1:3000/trees/"],
    ["trees/", `https://gw.example/ipfs/${CID}/`, `https://gw.example/ipfs/${CID}/trees/`],
    ["./published/", "https://host.example/dashboard/", "https://host.example/dashboard/published/"],
    ["https://trees.example/mainnet/latest", "http://127.0.0.1:3000/", "https://trees.example/mainnet/latest/"],
    [`ipfs://${CID}/latest`, "http://127.0.0.1:3000/", `https://ipfs.io/ipfs/${CID}/latest/`],
    [`ipfs://${CID}/`, "http://127.0.0.1:3000/", `https://ipfs.io/ipfs/${CID}/`],
  ])("%s on a page at %s → %s", (treesUrl, page, expected) => {
    expect(latestTreesBase(treesUrl, "https://ipfs.io/", page)).toBe(expected);
  });

  it("trims the address, the slashes after ipfs:// and the gateway's trailing slashes", () => {
    expect(latestTreesBase(` ipfs:////${CID}/latest `, "https://ipfs.io//", "http://127.0.0.1:3000/")).toBe(
      `https://ipfs.io/ipfs/${CID}/latest/`,
    );
  });

  it.each([["ipfs://"], ["ftp://trees.example/"], ["data:application/json,{}"], ["http://["]])(
    "refuses %s",
    (treesUrl) => {
      expect(latestTreesBase(treesUrl, "https://ipfs.io", "http://127.0.0.1:3000/")).toBeNull();
    },
  );
});

describe("parseEpochFile", () => {
  it.each<[string, number | null]>([
    ['{ "epoch": 12 }', 12],
    ['{"epoch":0,"note":"before the first cycle"}', 0],
    ['{ "epoch": -1 }', null],
    ['{ "epoch": 1.5 }', null],
    ['{ "epoch": "12" }', null],
    ["{}", null],
    ["epoch 12", null],
  ])("%s → %s", (text, expected) => {
    expect(parseEpochFile(text)).toBe(expected);
  });
});

describe("treeFileFrom", () => {
  it("a missing file had no leaf to publish; a dump that rebuilds is found; anything else is unusable", () => {
    expect(treeFileFrom(null)).toEqual({ status: "absent" });
    const found = treeFileFrom(DEPLOYED_DUMP);
    expect(found.status === "found" ? found.tree.root : null).toBe(ROOT);
    const tampered = DEPLOYED_DUMP.replace('"0x03e8"', '"0x03e9"');
    expect(treeFileFrom(tampered)).toEqual({ status: "unusable" });
    expect(treeFileFrom("not json")).toEqual({ status: "unusable" });
  });
});

const found = (dump: string) => {
  const file = treeFileFrom(dump);
  if (file.status !== "found") throw new Error("the fixture rebuilds");
  return file;
};
const latest = (epoch: number | null, withdrawals = found(DEPLOYED_DUMP)): LatestTrees => ({
  epoch,
  withdrawals,
  exits: { status: "absent" },
});
const roots = (epoch: number, withdrawalsRoot: `0x${string}`, exitsRoot: `0x${string}` = ZERO_ROOT) => ({
  epoch,
  withdrawalsRoot,
  exitsRoot,
});

describe("checkLatestTree", () => {
  it("verifies the tree whose root is the pool's, and gives the address's leaf with its proof", () => {
    expect(checkLatestTree("withdrawals", latest(3), roots(3, ROOT), ALICE)).toEqual({
      state: "verified",
      epoch: 3,
      proof: ALICE_CLAIM,
    });
  });

  it("takes the pool's epoch for a verified tree, whatever epoch.json says", () => {
    expect(
      checkLatestTree(
        "withdrawals",
        latest(1),
        roots(7, ROOT.toUpperCase().replace("0X", "0x") as `0x${string}`),
        ALICE,
      ),
    ).toMatchObject({
      state: "verified",
      epoch: 7,
    });
    expect(checkLatestTree("withdrawals", latest(null), roots(7, ROOT), ALICE)).toMatchObject({ state: "verified" });
  });

  it("verifies that an address without a leaf has nothing to claim", () => {
    expect(checkLatestTree("withdrawals", latest(3), roots(3, ROOT), DAVE)).toEqual({
      state: "verified",
      epoch: 3,
      proof: null,
    });
  });

  it("a zero root on chain proves nothing is claimable, with or without a file", () => {
    const nothing = { state: "verified", epoch: 3, proof: null };
    expect(checkLatestTree("exits", latest(3), roots(3, ROOT), ALICE)).toEqual(nothing);
    const unreadable: LatestTrees = { epoch: null, withdrawals: { status: "unusable" }, exits: { status: "unusable" } };
    expect(checkLatestTree("exits", unreadable, roots(3, ROOT), ALICE)).toEqual(nothing);
  });

  it("says a tree of an earlier epoch is stale, with both epochs and what it held for the address", () => {
    expect(checkLatestTree("withdrawals", latest(3), roots(4, OTHER_ROOT), ALICE)).toEqual({
      state: "stale",
      epoch: 3,
      current: 4,
      amount: 428_475_000_000_000_000n,
    });
    expect(checkLatestTree("withdrawals", latest(3), roots(4, OTHER_ROOT), DAVE)).toEqual({
      state: "stale",
      epoch: 3,
      current: 4,
      amount: 0n,
    });
  });

  it("proves nothing with a tree of another root not known to be older, or no usable file", () => {
    const unavailable = { state: "unavailable" };
    expect(checkLatestTree("withdrawals", latest(4), roots(4, OTHER_ROOT), ALICE)).toEqual(unavailable);
    expect(checkLatestTree("withdrawals", latest(5), roots(4, OTHER_ROOT), ALICE)).toEqual(unavailable);
    expect(checkLatestTree("withdrawals", latest(null), roots(4, OTHER_ROOT), ALICE)).toEqual(unavailable);
    const none: LatestTrees = { epoch: 3, withdrawals: { status: "absent" }, exits: { status: "absent" } };
    expect(checkLatestTree("withdrawals", none, roots(3, ROOT), ALICE)).toEqual(unavailable);
    const empty = latest(3, found(EMPTY_CYCLE_DUMP));
    expect(checkLatestTree("withdrawals", empty, roots(3, ROOT), ALICE)).toEqual(unavailable);
  });
});
