/** One of RainbowKit's icons, as a data URL (scripts/rainbowkit-icons.mjs resolves the name to its file). */
declare module "rainbowkit-icon/*" {
  const dataUrl: string;
  export default dataUrl;
}
