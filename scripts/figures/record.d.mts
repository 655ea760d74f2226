export declare const FIGURES_FILE: string;
export declare function withSection(text: string, command: string, body: string): string;
export declare function sectionBody(
  command: string,
  lines: readonly string[],
  where: { readonly commit: string; readonly date: string; readonly host: string },
): string;
export declare function recordFigures(root: string, command: string, lines: readonly string[]): void;
