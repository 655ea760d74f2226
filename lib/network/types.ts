import type { Address, Chain } from "viem";

/** A public gateway, so a published tree can be fetched by its CID without running an IPFS node. */
export const DEFAULT_IPFS_GATEWAY = "https://ipfs.io";

/**
 * Where a build finds its network's latest published trees: the site's own folder, relative to the page, so a
 * release built after the pool's last root carries its last trees wherever it is served from (IPFS included).
 */
export const DEFAULT_TREES_URL = "trees/";

export const NETWORK_NAMES = ["local", "holesky", "mainnet"] as const;
export type NetworkName = (typeof NETWORK_NAMES)[number];

/** Everything that differs between the three builds. Nothing outside lib/network knows these values. */
export interface NetworkConfig {
  readonly name: NetworkName;
  readonly chain: Chain;
  readonly pool: Address;
  readonly governance: Address;
  /**
   * The pool's deployment block, or a bound before it (an earlier bound is safe, only slower): the History reads
   * the pool's events from here.
   */
  readonly deployBlock: bigint;
  /** Full bond per validator, in wei. */
  readonly bond: bigint;
  /** Add-bond maximum and the penalty for a missed proposal, in wei. */
  readonly topUp: bigint;
  /** Block explorer base URL, or null where there is none (local chain). */
  readonly explorerUrl: string | null;
  /** Beacon chain explorer base URL for validator pages, or null where there is none (local chain). */
  readonly beaconExplorerUrl: string | null;
  readonly apiUrl: string;
  /** Which of the two APIs apiUrl serves (a build setting: NEXT_PUBLIC_API_KIND). */
  readonly apiKind: ApiKind;
  readonly rpcUrl: string;
  /** IPFS gateway for published proof trees (a build setting: NEXT_PUBLIC_IPFS_GATEWAY). */
  readonly ipfsGateway: string;
  /**
   * The folder of the latest published trees (withdrawals.json, exits.json, epoch.json): relative to the page, https,
   * or ipfs:// through the gateway (a build setting: NEXT_PUBLIC_TREES_URL); "" for none.
   */
  readonly treesUrl: string;
  /**
   * The folder of the pool's history snapshot the build carries (snapshot.json and its shards, docs/release.md),
   * relative to the page; "" for none, when nothing is fetched (a build setting: NEXT_PUBLIC_HISTORY_URL).
   */
  readonly historyUrl: string;
  /** Subscribing is blocked on the deprecated public networks; the local chain keeps the flow for tests. */
  readonly subscriptionsOpen: boolean;
}

/**
 * How the page reaches the pool's data: `dashboard`, the old dashboard server's composed routes (pooldata,
 * registerValidate, poolstats); `oracle`, the oracle's own routes (validators, tree, poolstats), composed in the page.
 */
export const API_KINDS = ["dashboard", "oracle"] as const;
export type ApiKind = (typeof API_KINDS)[number];

/** NEXT_PUBLIC_API_KIND when set (next.config.mjs has refused any other value), else the network's default. */
export function apiKindOr(fallback: ApiKind): ApiKind {
  const kind = process.env.NEXT_PUBLIC_API_KIND;
  return kind === "dashboard" || kind === "oracle" ? kind : fallback;
}

export function isNetworkName(value: unknown): value is NetworkName {
  // Stryker disable next-line ConditionalExpression: includes() refuses a non-string anyway; the check narrows the type
  return typeof value === "string" && (NETWORK_NAMES as readonly string[]).includes(value);
}
