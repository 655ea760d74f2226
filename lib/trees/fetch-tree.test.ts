import { describe, expect, it, vi } from "vitest";
import { fetchTreeText, readTreeFile } from "./fetch-tree";

const GATEWAY = "https://gateway.example/";
const CID = "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG";
const CID_V1 = `b${"a".repeat(58)}`;

/**
 * treeUrl from fetch-tree.ts loaded inside the test: its CID pattern is built when the module loads, and Stryker
 * credits a change to it only to the tests during which that module loads (docs/mutation.md).
 */
async function loadTreeUrl() {
  vi.resetModules();
  return (await import("./fetch-tree")).treeUrl;
}

describe("treeUrl", () => {
  it("sends ipfs:// addresses and bare CIDs through the gateway, https as it is", async () => {
    const treeUrl = await loadTreeUrl();
    expect(treeUrl(`ipfs://${CID}/withdrawals.json`, GATEWAY)).toBe(
      `https://gateway.example/ipfs/${CID}/withdrawals.json`,
    );
    expect(treeUrl(` ${CID} `, GATEWAY)).toBe(`https://gateway.example/ipfs/${CID}`);
    expect(treeUrl("https://trees.example/withdrawals.json", GATEWAY)).toBe("https://trees.example/withdrawals.json");
    expect(treeUrl("http://127.0.0.1:8546/trees/withdrawals.json", GATEWAY)).toBe(
      "http://127.0.0.1:8546/trees/withdrawals.json",
    );
  });

  it("refuses plain http elsewhere and anything that is not an address", async () => {
    const treeUrl = await loadTreeUrl();
    expect(treeUrl("http://trees.example/withdrawals.json", GATEWAY)).toBeNull();
    expect(treeUrl("javascript:alert(1)", GATEWAY)).toBeNull();
    expect(treeUrl("withdrawals.json", GATEWAY)).toBeNull();
  });

  it("reads a base32 CIDv1 and trims the gateway's trailing slashes", async () => {
    const treeUrl = await loadTreeUrl();
    expect(treeUrl(`ipfs://${CID_V1}/exits.json`, "https://ipfs.io//")).toBe(
      `https://ipfs.io/ipfs/${CID_V1}/exits.json`,
    );
  });

  it("lets plain http reach this machine only, and no other scheme even there", async () => {
    const treeUrl = await loadTreeUrl();
    expect(treeUrl("http://localhost:8546/trees/exits.json", "https://ipfs.io")).toBe(
      "http://localhost:8546/trees/exits.json",
    );
    expect(treeUrl("http://127.0.0.2/trees/exits.json", "https://ipfs.io")).toBeNull();
    expect(treeUrl("ftp://127.0.0.1/trees/exits.json", "https://ipfs.io")).toBeNull();
  });

  it("refuses a CID with a query or something before it", async () => {
    const treeUrl = await loadTreeUrl();
    expect(treeUrl(`x${CID}`, "https://ipfs.io")).toBeNull();
    expect(treeUrl(`${CID}?a=1`, "https://ipfs.io")).toBeNull();
  });
});

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("fetchTreeText", () => {
  it("reads the body", async () => {
    const fake = async () => new Response(streamOf(['{"a":', "1}"]));
    expect(await fetchTreeText(`ipfs://${CID}`, GATEWAY, fake)).toEqual({ ok: true, text: '{"a":1}' });
  });

  it("stops reading past the limit, even without a Content-Length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64));
      },
    });
    const result = await fetchTreeText(`ipfs://${CID}`, GATEWAY, async () => new Response(endless), 1000);
    expect(result).toEqual({
      ok: false,
      message: "This file is larger than 5 MiB: it is not a published tree of this pool. Nothing was sent.",
    });
    expect(pulled).toBeLessThan(40);
  });

  it("refuses a declared oversize body before reading it", async () => {
    const big = async () => new Response("x", { headers: { "content-length": "6000000" } });
    expect((await fetchTreeText(`ipfs://${CID}`, GATEWAY, big)).ok).toBe(false);
  });

  it("says a blocked or unreachable host cannot be reached, and to choose the file instead", async () => {
    const blocked = async (): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    };
    expect(await fetchTreeText("https://trees.example/withdrawals.json", GATEWAY, blocked)).toEqual({
      ok: false,
      message:
        "This page cannot reach https://trees.example/withdrawals.json. Download the file with your browser and choose it here instead.",
    });
  });

  it("reports an HTTP error and a bad address", async () => {
    const missing = async () => new Response("nope", { status: 404 });
    expect(await fetchTreeText("https://trees.example/x.json", GATEWAY, missing)).toEqual({
      ok: false,
      message: "https://trees.example/x.json answered HTTP 404.",
    });
    expect(await fetchTreeText("ftp://x", GATEWAY, missing)).toEqual({
      ok: false,
      message: "Give an https:// or ipfs:// address, or an IPFS CID.",
    });
  });
});

describe("readTreeFile", () => {
  it("reads a file, and refuses one over the limit unread", async () => {
    expect(await readTreeFile(new Blob(["{}"]))).toEqual({ ok: true, text: "{}" });
    expect((await readTreeFile(new Blob(["x".repeat(11)]), 10)).ok).toBe(false);
  });
});
