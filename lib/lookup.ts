import { getAddress, isAddress, type Address } from "viem";

/** What the look-up field or the page's hash asks for. */
export type Lookup =
  | { readonly kind: "none" }
  | { readonly kind: "address"; readonly address: Address }
  | { readonly kind: "invalid"; readonly input: string };

/** Whose validators the dashboard shows, and whether this page may act for that address. */
export interface ShownAccount {
  readonly address: Address | undefined;
  /** Someone else's address: every write control is disabled, since the wallet cannot sign for it. */
  readonly readOnly: boolean;
}

const NONE: Lookup = { kind: "none" };

/** Reads a typed or pasted address: trimmed, any letter case accepted, returned checksummed. */
export function parseAddressInput(raw: string): Lookup {
  const input = raw.trim();
  if (input === "") return NONE;
  // Letter case is not a checksum a person typed on purpose: accept all-lower, all-upper and mixed alike.
  if (!isAddress(input, { strict: false })) return { kind: "invalid", input };
  return { kind: "address", address: getAddress(input) };
}

/** Reads `#address=0x…`: the site is one static page, so a shared link carries the address in its hash. */
export function parseLookupHash(hash: string): Lookup {
  const body = hash.startsWith("#") ? hash.slice(1) : hash;
  if (body === "") return NONE;
  const value = new URLSearchParams(body).get("address");
  return value === null ? NONE : parseAddressInput(value);
}

/** The hash that shares a look-up. */
export function lookupHash(address: Address): string {
  return `#address=${address}`;
}

/**
 * The one rule for whose validators the page shows: a valid looked-up address, else the connected wallet, else
 * nobody (a visitor sees the empty list). Looking up the wallet's own address acts as the wallet.
 */
export function shownAccount(wallet: Address | undefined, lookup: Lookup): ShownAccount {
  if (lookup.kind !== "address") return { address: wallet, readOnly: false };
  const own = wallet !== undefined && wallet.toLowerCase() === lookup.address.toLowerCase();
  return own ? { address: wallet, readOnly: false } : { address: lookup.address, readOnly: true };
}
