import { createHash } from "node:crypto";

/** A CSP hash source for an inline block, over its exact text as the browser hashes it (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// Inline blocks only: a <script src> is covered by 'self'. HTML never nests these elements.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
// React writes every attribute in double quotes, with " & ' < > escaped, so a value never holds a '>'.
const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const ENTITY = /&(?:quot|amp|lt|gt|#x27|#39);/g;
const ENTITIES: Record<string, string> = {
  "&quot;": '"',
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&#x27;": "'",
  "&#39;": "'",
};
const WRITTEN_HERE = /<meta http-equiv="Content-Security-Policy"[^>]*>|<meta name="referrer"[^>]*>/gi;
const HEAD = /<head\b[^>]*>/i;
const CHARSET = /^\s*<meta charSet="[^"]*"\s*\/?>/i;

export interface InlineHashes {
  scriptHashes: string[];
  styleHashes: string[];
  /** style="" attributes, hashed over their decoded value (Next's built-in 404 page has a few). */
  styleAttributeHashes: string[];
}

export function inlineHashes(html: string): InlineHashes {
  const hashesOf = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1] ?? "");
  const withoutScripts = html.replace(INLINE_SCRIPT, "");
  return {
    scriptHashes: hashesOf(html, INLINE_SCRIPT).map(sha256Source),
    styleHashes: hashesOf(withoutScripts, INLINE_STYLE).map(sha256Source),
    styleAttributeHashes: hashesOf(withoutScripts, STYLE_ATTRIBUTE).map((value) =>
      sha256Source(value.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity)),
    ),
  };
}

/**
 * Writes the policy and the referrer policy into <head>, before any script or stylesheet: a <meta> CSP only
 * governs what comes after it. The one thing left in front is <meta charset>, which must stay within the
 * first 1024 bytes for the page to decode as UTF-8 when a host sends no charset. Running it twice replaces
 * its own tags.
 */
export function injectCsp(html: string, policy: (hashes: InlineHashes) => string): string {
  const cleaned = html.replace(WRITTEN_HERE, "");
  const head = HEAD.exec(cleaned);
  if (!head) throw new Error("no <head> to put the Content-Security-Policy in");
  const content = policy(inlineHashes(cleaned));
  if (content.includes('"')) throw new Error("a policy cannot contain a double quote");
  const tags = `<meta http-equiv="Content-Security-Policy" content="${content}"/><meta name="referrer" content="no-referrer"/>`;
  const afterHead = head.index + head[0].length;
  const charset = CHARSET.exec(cleaned.slice(afterHead));
  const at = afterHead + (charset ? charset[0].length : 0);
  return cleaned.slice(0, at) + tags + cleaned.slice(at);
}
