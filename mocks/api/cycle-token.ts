import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { STACK_DIR } from "../chain/stack-dir";

/** Git-ignored: the running stack's token, for `npm run cycle` on the same machine. */
export const CYCLE_TOKEN_PATH = join(STACK_DIR, "cycle-token");

/** A fresh random token: a page from another origin cannot guess it, so it cannot close a cycle. */
export function newCycleToken(): string {
  return randomBytes(16).toString("hex");
}

export function writeCycleToken(token: string, path = CYCLE_TOKEN_PATH): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
}

/** The token the running stack wrote, or null when there is none (no `npm start` since the last clean). */
export function readCycleToken(path = CYCLE_TOKEN_PATH): string | null {
  try {
    const token = readFileSync(path, "utf8").trim();
    return token === "" ? null : token;
  } catch {
    return null;
  }
}
