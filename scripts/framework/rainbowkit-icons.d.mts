export function rainbowKitIconFiles(root: string): Record<string, string>;
export const ICON_NAMES: readonly string[];
