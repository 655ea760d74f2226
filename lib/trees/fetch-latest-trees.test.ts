import { describe, expect, it } from "vitest";
import { fetchLatestTrees } from "./fetch-latest-trees";
import { DEPLOYED_DUMP, ROOT } from "./test-dumps";

const BASE = "https://site.example/ipfs/bafy/trees/";

/** A server of `files` by URL: a missing one answers 404; a value that is a number answers that status. */
function serve(files: Record<string, string | number | Error>) {
  const asked: string[] = [];
  const options: (RequestInit | undefined)[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    asked.push(url);
    options.push(init);
    const file = files[url];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response("Not found", { status: 404 });
    if (typeof file === "number") return new Response("", { status: file });
    return new Response(file, { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, asked, options };
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

  it("does not take a tree served with an error status, whatever its body holds", async () => {
    const fetchImpl = (async () => new Response(DEPLOYED_DUMP, { status: 503 })) as typeof fetch;
    const latest = await fetchLatestTrees(BASE, fetchImpl);
    expect(latest.withdrawals).toEqual({ status: "unusable" });
    expect(latest.exits).toEqual({ status: "unusable" });
  });

  it("refuses a file larger than any published tree", async () => {
    const { fetchImpl } = serve({ [`${BASE}withdrawals.json`]: "x".repeat(5 * 1024 * 1024 + 1) });
    expect((await fetchLatestTrees(BASE, fetchImpl)).withdrawals).toEqual({ status: "unusable" });
  });

  it("takes an epoch.json that is not { epoch } as no epoch", async () => {
    const { fetchImpl } = serve({ [`${BASE}epoch.json`]: '{"round":3}' });
    expect((await fetchLatestTrees(BASE, fetchImpl)).epoch).toBeNull();
  });

  it("sends no cookies to the trees' host and never takes a cached copy for the latest", async () => {
    const { fetchImpl, options } = serve({});
    await fetchLatestTrees(BASE, fetchImpl);
    expect(options).toEqual([
      { credentials: "omit", cache: "no-cache" },
      { credentials: "omit", cache: "no-cache" },
      { credentials: "omit", cache: "no-cache" },
    ]);
  });

  it("reads trees without an epoch.json: the epoch is not known, the trees still are", async () => {
    const { fetchImpl } = serve({ [`${BASE}withdrawals.json`]: DEPLOYED_DUMP });
    const latest = await fetchLatestTrees(BASE, fetchImpl);
    expect(latest.epoch).toBeNull();
    expect(latest.withdrawals.status).toBe("found");
  });

  it("tells a tree the server does not have (404: absent) from one it failed to serve (unusable)", async () => {
    const { fetchImpl } = serve({ [`${BASE}epoch.json`]: '{"epoch":7}', [`${BASE}exits.json`]: 503 });
    const latest = await fetchLatestTrees(BASE, fetchImpl);
    expect(latest.epoch).toBe(7);
    expect(latest.withdrawals).toEqual({ status: "absent" });
    expect(latest.exits).toEqual({ status: "unusable" });
  });

  it("takes an epoch.json that cannot be read at all as no epoch", async () => {
    const { fetchImpl } = serve({ [`${BASE}epoch.json`]: new TypeError("Failed to fetch") });
    expect((await fetchLatestTrees(BASE, fetchImpl)).epoch).toBeNull();
  });
});
