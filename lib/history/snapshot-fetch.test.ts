import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import type { HistoryEvent } from "./events";
import { fetchAccountSnapshot } from "./snapshot-fetch";
import { MANIFEST_FILE, snapshotFiles } from "./snapshot-files";
import { testEvent } from "./test-logs";

const POOL: Address = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
const BOB: Address = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const ALICE: Address = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const DAVE: Address = "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955";
const BASE = "https://site.example/ipfs/bafy/history/";

const registered = (block: bigint, validators: number[]) => testEvent("Registered", block, validators);

const SNAPSHOT = snapshotFiles(
  { chainId: 1, pool: POOL, fromBlock: 0n, block: 90n, blockHash: `0x${"cd".repeat(32)}` },
  new Map<Address, readonly HistoryEvent[]>([
    [BOB, [registered(12n, [201, 202, 203, 204])]],
    [ALICE, [registered(10n, [101, 102])]],
  ]),
);

/** A site serving `files` under BASE (an absent name answers 404); records every URL asked. */
function site(files: ReadonlyMap<string, string>, fail = false) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    if (fail) throw new TypeError("Failed to fetch");
    const text = url.startsWith(BASE) ? files.get(url.slice(BASE.length)) : undefined;
    return text === undefined ? new Response("Not found", { status: 404 }) : new Response(text);
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const scope = (account: Address) => ({ chainId: 1, pool: POOL, account });
const bobShard = () => SNAPSHOT.manifest.shards.find((s) => s.shard === "99")?.file ?? "";

describe("fetchAccountSnapshot", () => {
  it("fetches the manifest and the one shard of the address's first byte, and gives its events with N", async () => {
    const { fetchImpl, asked } = site(SNAPSHOT.files);
    const load = await fetchAccountSnapshot(BASE, scope(BOB), fetchImpl);
    expect(load).toEqual({
      kind: "found",
      snapshot: {
        fromBlock: 0n,
        block: 90n,
        blockHash: `0x${"cd".repeat(32)}`,
        events: [registered(12n, [201, 202, 203, 204])],
      },
    });
    expect(asked).toEqual([`${BASE}snapshot.json`, `${BASE}${bobShard()}`]);
  });

  it("gives no events, after the manifest alone, for an address whose first byte no owner has", async () => {
    const { fetchImpl, asked } = site(SNAPSHOT.files);
    const load = await fetchAccountSnapshot(BASE, scope(DAVE), fetchImpl);
    expect(load).toMatchObject({ kind: "found", snapshot: { block: 90n, events: [] } });
    expect(asked).toEqual([`${BASE}snapshot.json`]);
  });

  it("says it could not be fetched when the site does not answer, or has no manifest", async () => {
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(SNAPSHOT.files, true).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unreachable",
      block: null,
    });
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(new Map()).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unreachable",
    });
  });

  it("says it could not be fetched when the site does not answer in time, rather than wait", async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError"))),
      )) as typeof fetch;
    expect(await fetchAccountSnapshot(BASE, scope(BOB), hanging, 20)).toMatchObject({
      kind: "refused",
      why: "unreachable",
      detail: `${BASE}snapshot.json could not be fetched`,
    });
  });

  it("refuses a cut manifest, and a cut or altered shard, naming the file", async () => {
    const manifest = SNAPSHOT.files.get(MANIFEST_FILE) ?? "";
    const cut = new Map(SNAPSHOT.files).set(MANIFEST_FILE, manifest.slice(0, manifest.length / 2));
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(cut).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unusable",
      detail: `${BASE}snapshot.json is cut, altered or of another form`,
    });
    const shard = SNAPSHOT.files.get(bobShard()) ?? "";
    const altered = new Map(SNAPSHOT.files).set(bobShard(), shard.replace("[201,202,203,204]", "[201,202,203,209]"));
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(altered).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unusable",
      block: 90n,
      detail: `${BASE}${bobShard()} is cut, altered or of another form`,
    });
    const missing = new Map(SNAPSHOT.files);
    missing.delete(bobShard());
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(missing).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unreachable",
      block: 90n,
    });
  });

  it("refuses a shard longer than the manifest says without reading it all", async () => {
    const shard = SNAPSHOT.files.get(bobShard()) ?? "";
    const longer = new Map(SNAPSHOT.files).set(bobShard(), `${shard}${" ".repeat(10)}`);
    expect(await fetchAccountSnapshot(BASE, scope(BOB), site(longer).fetchImpl)).toMatchObject({
      kind: "refused",
      why: "unusable",
      detail: `${BASE}${bobShard()} is larger than the manifest says`,
    });
  });

  it("says a snapshot of another chain or pool is not this one's", async () => {
    const { fetchImpl } = site(SNAPSHOT.files);
    expect(await fetchAccountSnapshot(BASE, { ...scope(BOB), chainId: 17000 }, fetchImpl)).toMatchObject({
      kind: "refused",
      why: "mismatch",
      block: null,
    });
    expect(
      await fetchAccountSnapshot(
        BASE,
        { ...scope(BOB), pool: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9" },
        fetchImpl,
      ),
    ).toMatchObject({ kind: "refused", why: "mismatch" });
  });
});
