/**
 * Every figure the page shows is known (with where it comes from), stale (known as of an earlier epoch or time) or
 * unknown (with why). A figure whose source failed is never drawn as 0 (docs/architecture.md, "Figures").
 */

/** Where a known figure comes from, in the order the page trusts them. */
export type FigureSource =
  /** Read from the chain: roots, epoch, events, balances, a simulated claim. */
  | { readonly kind: "chain" }
  /** A leaf (or its absence) in the tree whose root the pool holds at this epoch: a published tree or a served proof. */
  | { readonly kind: "root"; readonly epoch: number }
  /** The pool API's answer. */
  | { readonly kind: "api" };

/** Why a figure is unknown. "Unreachable" only ever means that nothing answered. */
export type UnknownReason =
  /** The pool API did not answer. */
  | "api-unreachable"
  /** The pool API answered, but not with anything the page can use. */
  | "api-malformed"
  /** The RPC did not answer. */
  | "chain-unreachable"
  /** The pool API cannot give it, and no published tree matches the pool's root on chain. */
  | "no-source"
  /** Neither the pool API nor the chain answers. */
  | "nothing-reachable"
  /** The pool API answered badly, and the chain does not answer. */
  | "api-malformed-chain-unreachable"
  /** The pool API's proof leads to a root the pool does not hold, and no published tree does. */
  | "api-root-mismatch"
  /** Its source is still being read. */
  | "loading"
  | ChainUnusable;

/** How the pool API failed a figure it could not give. */
export type ApiFailure = "api-unreachable" | "api-malformed";

/**
 * The RPC answered, but the page could not use what it sent (answers it did not ask for, errors, a shape it cannot
 * read); `api` says how the pool API failed too when neither could give the figure.
 */
export interface ChainUnusable {
  readonly kind: "chain-unusable";
  /** The RPC's host, or the wallet's connection: named, since the answer came from there. */
  readonly rpc: string;
  readonly api: ApiFailure | null;
}

/** How the chain failed a read: no answer at all, or answers the page could not use. */
export type ChainFailure = "chain-unreachable" | ChainUnusable;

export const chainUnusable = (rpc: string): ChainUnusable => ({ kind: "chain-unusable", rpc, api: null });

/** Why a figure that neither the pool API nor the chain could give is unknown: what each of them did. */
export function neitherSource(api: ApiFailure, chain: ChainFailure): UnknownReason {
  if (chain !== "chain-unreachable") return { ...chain, api };
  return api === "api-unreachable" ? "nothing-reachable" : "api-malformed-chain-unreachable";
}

/** When a stale figure was last true. */
export type StaleAsOf =
  | { readonly kind: "epoch"; readonly epoch: number; readonly current: number }
  /** Unix milliseconds of the last answer. */
  | { readonly kind: "time"; readonly at: number };

export type Figure<T> =
  | { readonly state: "known"; readonly value: T; readonly source: FigureSource }
  | { readonly state: "stale"; readonly value: T; readonly source: FigureSource; readonly asOf: StaleAsOf }
  | { readonly state: "unknown"; readonly why: UnknownReason };

export const CHAIN: FigureSource = { kind: "chain" };
export const API: FigureSource = { kind: "api" };
export const fromRoot = (epoch: number): FigureSource => ({ kind: "root", epoch });

export function known<T>(value: T, source: FigureSource): Figure<T> {
  return { state: "known", value, source };
}

export function stale<T>(value: T, source: FigureSource, asOf: StaleAsOf): Figure<T> {
  return { state: "stale", value, source, asOf };
}

export function unknown<T = never>(why: UnknownReason): Figure<T> {
  return { state: "unknown", why };
}

/** The value of a known figure; undefined when it is stale or unknown (nothing acts on those). */
export function knownValue<T>(figure: Figure<T>): T | undefined {
  return figure.state === "known" ? figure.value : undefined;
}

/** Known, and zero: the only zero the page may draw as "nothing". */
export function isKnownZero(figure: Figure<bigint>): boolean {
  return figure.state === "known" && figure.value === 0n;
}

/** The same figure with its value transformed; its state, source and reason stay. */
export function mapFigure<T, U>(figure: Figure<T>, f: (value: T) => U): Figure<U> {
  return figure.state === "unknown" ? figure : { ...figure, value: f(figure.value) };
}

/** Less trusted sources weigh more: a sum is only as trustworthy as its weakest part. */
const TRUST: Readonly<Record<FigureSource["kind"], number>> = { chain: 0, root: 1, api: 2 };

/**
 * A sum of figures: unknown when any part is (with the first part's reason), stale when any part is (as of the
 * first stale part), otherwise known from the least trusted of the parts' sources. An empty sum is a known zero.
 */
export function sumFigures(parts: readonly Figure<bigint>[], emptySource: FigureSource = CHAIN): Figure<bigint> {
  let total = 0n;
  let source: FigureSource | null = null;
  let asOf: StaleAsOf | null = null;
  for (const part of parts) {
    if (part.state === "unknown") return part;
    total += part.value;
    if (source === null || TRUST[part.source.kind] > TRUST[source.kind]) source = part.source;
    if (part.state === "stale" && asOf === null) asOf = part.asOf;
  }
  const from = source ?? emptySource;
  return asOf === null ? known(total, from) : stale(total, from, asOf);
}

/** A source read again and again: its last answer (if any), when that came, and whether the latest read failed. */
export interface Reading<T> {
  readonly value: T | undefined;
  /** Unix milliseconds of the last answer. */
  readonly answeredAt: number;
  readonly failed: boolean;
}

/**
 * A figure from a repeated read: unknown before any answer (loading, or `why` once a read failed), stale when the
 * latest read failed after an earlier answer, known otherwise.
 */
export function readingFigure<T>(reading: Reading<T>, source: FigureSource, why: UnknownReason): Figure<T> {
  if (reading.value === undefined) return unknown(reading.failed ? why : "loading");
  if (reading.failed) return stale(reading.value, source, { kind: "time", at: reading.answeredAt });
  return known(reading.value, source);
}
