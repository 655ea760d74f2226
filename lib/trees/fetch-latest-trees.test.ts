import { describe, expect, it } from "vitest";
import { fetchLatestTrees } from "./fetch-latest-trees";
import { DEPLOYED_DUMP, ROOT } from "./test-dumps";

const BASE = "https://site.example/ipfs/bafy/trees/";

/** A server of `files` by URL: a missing one answers 404; a value that is a number answers that status. */
function serve(files: Record<string, string | number | Error>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const file = files[url];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response("Not found", { status: 404 });
    if (typeof file === "number") return new Response("", { status: file });
    return new Response(file, { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe("fetchLatestTrees", () => {
  it("reads epoch.json and both trees from the folder", async () => {
    const { fetchImpl, asked } = serve({
      [`${BASE}epoch.json`]: '{"epoch":3}',
      [`${BASE}withdrawals.json`]: DEPLOYED_DUMP,
    });
    const latest = await fetchLatestTrees(BASE, fetchImpl);
    expect(asked.sort()).toEqual([`${BASE}epoch.json`, `${BASE}exits.json`, `${BASE}withdrawals.json`]);
    expect(latest.epoch).toBe(3);
    expect(latest.withdrawals.status === "found" ? latest.withdrawals.tree.root : null).toBe(ROOT);
    expect(latest.exits).toEqual({ status: "absent" });
  });

  it("keeps what it could read when a file fails: an HTTP error or no answer is unusable, not absent", async () => {
    const { fetchImpl } = serve({
      [`${BASE}epoch.json`]: 500,
      [`${BASE}withdrawals.json`]: new TypeError("Failed to fetch"),
      [`${BASE}exits.json`]: DEPLOYED_DUMP,
    });
    const latest = await fetchLatestTrees(BASE, fetchImpl);
    expect(latest.epoch).toBeNull();
    expect(latest.withdrawals).toEqual({ status: "unusable" });
    expect(latest.exits.status).toBe("found");
  });

  it("refuses a file larger than any published tree", async () => {
    const { fetchImpl } = serve({ [`${BASE}withdrawals.json`]: "x".repeat(5 * 1024 * 1024 + 1) });
    expect((await fetchLatestTrees(BASE, fetchImpl)).withdrawals).toEqual({ status: "unusable" });
  });

  it("takes an epoch.json that is not { epoch } as no epoch", async () => {
    const { fetchImpl } = serve({ [`${BASE}epoch.json`]: '{"round":3}' });
    expect((await fetchLatestTrees(BASE, fetchImpl)).epoch).toBeNull();
  });
});
