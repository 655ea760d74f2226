// Where RainbowKit's built files are, and the one rule the build's look-ups in them share (scripts/framework/rainbowkit-icons.mjs,
// scripts/framework/rainbowkit-texts.mjs): its file names carry a content hash, so files are found by what they are, and a
// RainbowKit in which not exactly one file is found fails the build rather than build without it.

export const RAINBOWKIT_DIST = "node_modules/@rainbow-me/rainbowkit/dist";

/** The one item of `found`; otherwise an error saying what was looked for, and how many were found. */
export function theOne(found, what) {
  if (found.length !== 1) throw new Error(`${what}, found ${found.length}`);
  return found[0];
}
