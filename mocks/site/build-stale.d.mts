/** The folders a site build is made from (app, components, lib). */
export declare const SOURCE_DIRS: readonly string[];
/** True when `indexHtml` is missing or older than any source file under `sourceDirs` (tests excluded). */
export declare function isBuildStale(indexHtml: string, sourceDirs?: readonly string[]): boolean;
