export function pinnedNode(pkg: { optionalDependencies?: Record<string, string> }): string;

export function wrongNode(running: string, execPath: string, pinned: string): string | null;
