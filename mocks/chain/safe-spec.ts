import type { Address, Hex } from "viem";
import { SAFE_OWNER_ACCOUNTS } from "./accounts";

// Who owns a seeded Safe and how many must sign: plain data, so the seed's list of accounts can name the Safe without
// loading protocol-kit (mocks/chain/safe-account.ts runs it).

export interface SafeOwner {
  readonly name: string;
  readonly address: Address;
  readonly privateKey: Hex;
}

export interface SafeAccountSpec {
  readonly name: string;
  readonly owners: readonly SafeOwner[];
  readonly threshold: number;
  /** The proxy factory's salt: with the owners and threshold, it fixes the Safe's address on every chain. */
  readonly saltNonce: string;
}

const [frank, grace, heidi] = SAFE_OWNER_ACCOUNTS;

/** Frank's Safe: a 2-of-3 of Frank, Grace and Heidi; it owns validators 501 and 502 (mocks/oracle/seed-accounts.ts). */
export const FRANKS_SAFE: SafeAccountSpec = {
  name: "Frank's Safe",
  owners: [
    { name: "Frank", ...frank },
    { name: "Grace", ...grace },
    { name: "Heidi", ...heidi },
  ],
  threshold: 2,
  saltNonce: "59",
};
