import { TREE_BAD_ADDRESS, TREE_TOO_LARGE, treeHttpError, treeUnreachable } from "@/lib/copy/trees";
import { MAX_DUMP_BYTES } from "./dump-schema";

/** A CIDv0 (base58 "Qm…") or a CIDv1 in base32 ("b…"), optionally followed by a path. */
const CID_PATH = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{50,})(\/[^\s?#]*)?$/;

/**
 * Where to fetch a tree from: `ipfs://<cid>[/path]` and bare CIDs through the build's gateway, https
 * addresses as they are (http only on this machine, for the local oracle). null when it is none of these.
 */
export function treeUrl(input: string, gateway: string): string | null {
  const text = input.trim();
  const ipfs = text.startsWith("ipfs://") ? text.slice("ipfs://".length) : text;
  if (CID_PATH.test(ipfs)) return `${gateway.replace(/\/+$/, "")}/ipfs/${ipfs}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  return url.protocol === "https:" || (url.protocol === "http:" && local) ? url.href : null;
}

export type TreeText = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };

/** Reads a body up to `limit` bytes, and stops (cancelling the download) as soon as it goes past. */
export async function readLimited(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Downloads a published tree. A host that the page cannot read (down, or refusing other sites' pages: CORS) fails
 * like a network error, and the person is told to download the file themselves.
 */
export async function fetchTreeText(
  input: string,
  gateway: string,
  fetchImpl: typeof fetch = fetch,
  limit = MAX_DUMP_BYTES,
): Promise<TreeText> {
  const url = treeUrl(input, gateway);
  if (url === null) return { ok: false, message: TREE_BAD_ADDRESS };
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: "follow", credentials: "omit" });
  } catch {
    return { ok: false, message: treeUnreachable(url) };
  }
  if (!response.ok) return { ok: false, message: treeHttpError(url, response.status) };
  try {
    const text = await readLimited(response, limit);
    return text === null ? { ok: false, message: TREE_TOO_LARGE } : { ok: true, text };
  } catch {
    return { ok: false, message: treeUnreachable(url) };
  }
}

/** A chosen file, refused unread when it is too large. */
export async function readTreeFile(file: Blob, limit = MAX_DUMP_BYTES): Promise<TreeText> {
  if (file.size > limit) return { ok: false, message: TREE_TOO_LARGE };
  return { ok: true, text: await file.text() };
}
