export const PLAIN_BUILD_VARIABLE: "SMOOTHLY_PLAIN_BUILD";
export function plainBuild(env?: Record<string, string | undefined>): boolean;
export interface Rewrite {
  readonly name: string;
  readonly what: string;
  readonly writtenFor: Readonly<Record<string, string>>;
  readonly code: readonly string[];
}
export const REWRITES: readonly Rewrite[];
export function installedVersion(root: string, name: string): string | null;
export function versionMismatches(versionOf: (name: string) => string | null, rewrites?: readonly Rewrite[]): string[];
export function assertRewritesFit(root: string, env?: Record<string, string | undefined>): void;
export function rewriteAliases(root: string, env?: Record<string, string | undefined>): Record<string, string>;
