/**
 * One of RainbowKit's icons, as a data URL (scripts/framework/rainbowkit-icons.mjs resolves the name to its file);
 * undefined in a build without the framework rewrites (lib/browser/no-icon.js).
 */
declare module "rainbowkit-icon/*" {
  const dataUrl: string | undefined;
  export default dataUrl;
}
