// Copies the Inter variable font from its npm package into public/fonts, so builds need no font download.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

export function copyFonts() {
  const pkg = dirname(require.resolve("@fontsource-variable/inter/package.json"));
  mkdirSync(join(root, "public/fonts"), { recursive: true });
  copyFileSync(
    join(pkg, "files/inter-latin-wght-normal.woff2"),
    join(root, "public/fonts/inter-latin-wght-normal.woff2"),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) copyFonts();
