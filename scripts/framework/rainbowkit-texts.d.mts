export const LISTED_WALLETS: readonly string[];
export function walletTextsRead(source: string): string[];
export function findTextsChunk(root: string): { file: string; json: string };
export function sourcesRead(root: string): string[];
export function walletsRead(root: string): string[];
export function keptTexts(json: string, wallets: readonly string[]): Record<string, unknown>;
export function rainbowKitTextsAlias(root: string): Record<string, string>;
