export const RAINBOWKIT_DIST: string;
export function theOne<T>(found: readonly T[], what: string): T;
