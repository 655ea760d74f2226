export function inNamespace(argv: readonly string[], options?: { root?: boolean }): string[];
export function namespacesWork(): boolean;
export function laneEnv(base: string, lane: string): Record<string, string>;
