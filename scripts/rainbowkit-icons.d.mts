export function rainbowKitIconFiles(root: string): Record<string, string>;
