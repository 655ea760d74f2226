import { describe, expect, it, vi } from "vitest";
import { fetchTreeText, readLimited, readTreeFile } from "./fetch-tree";

const CID = "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG";

const bytesStream = (chunks: Uint8Array[], onCancel?: () => void) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
    cancel: onCancel,
  });

describe("readLimited", () => {
  it("reads a body of exactly the limit, across chunks, a character split between them included", async () => {
    const e = new TextEncoder().encode("é"); // two bytes
    const chunks = [new Uint8Array([0x61, e[0]!]), new Uint8Array([e[1]!, 0x62])];
    const response = new Response(bytesStream(chunks), { headers: { "content-length": "4" } });
    await expect(readLimited(response, 4)).resolves.toBe("aéb");
  });

  it("refuses one byte more, declared or not", async () => {
    const declared = new Response(bytesStream([new Uint8Array(5)]), { headers: { "content-length": "5" } });
    await expect(readLimited(declared, 4)).resolves.toBeNull();
    const undeclared = new Response(bytesStream([new Uint8Array(3), new Uint8Array(2)]));
    await expect(readLimited(undeclared, 4)).resolves.toBeNull();
  });

  it("cancels the download of a body declared too large, unread", async () => {
    const cancel = vi.fn();
    const response = new Response(bytesStream([new Uint8Array(10)], cancel), { headers: { "content-length": "10" } });
    await expect(readLimited(response, 4)).resolves.toBeNull();
    expect(cancel).toHaveBeenCalled();
  });

  it("refuses a body declared too large even when the response has no body to cancel", async () => {
    await expect(readLimited(new Response(null, { headers: { "content-length": "10" } }), 4)).resolves.toBeNull();
  });

  it("reads a response without a body as empty", async () => {
    await expect(readLimited(new Response(null), 4)).resolves.toBe("");
  });
});

describe("fetchTreeText", () => {
  it("follows redirects and sends no credentials", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response("{}"));
    await fetchTreeText(CID, "https://ipfs.io", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`https://ipfs.io/ipfs/${CID}`, { redirect: "follow", credentials: "omit" });
  });

  it("says the host cannot be reached when the download breaks off", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new TypeError("network error"));
      },
    });
    await expect(fetchTreeText(CID, "https://ipfs.io", async () => new Response(broken))).resolves.toEqual({
      ok: false,
      message: `This page cannot reach https://ipfs.io/ipfs/${CID}. Download the file with your browser and choose it here instead.`,
    });
  });
});

describe("readTreeFile", () => {
  it("reads a file of exactly the limit", async () => {
    await expect(readTreeFile(new Blob(["x".repeat(10)]), 10)).resolves.toEqual({ ok: true, text: "xxxxxxxxxx" });
  });
});
