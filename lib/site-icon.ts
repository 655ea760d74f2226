/** The Smoothly mark (the top bar's logo): a smoothed wave in the brand colour. */
export const SITE_ICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='9' fill='#7c5cff'/><path d='M6 19c3.5 0 3.5-6 7-6s3.5 6 7 6 3.5-6 6-6' fill='none' stroke='white' stroke-width='3' stroke-linecap='round'/></svg>";

/** The same mark as the page's inline icon: a file path would break under an IPFS or sub-folder prefix. */
export const SITE_ICON_DATA_URL = `data:image/svg+xml,${SITE_ICON_SVG.replace(/[<>#]/g, (c) => encodeURIComponent(c))}`;

/** Where the build root serves the mark as a file, for the Safe App manifest's icon. */
export const SAFE_APP_ICON_FILE = "safe-app-icon.svg";

/**
 * The manifest Safe{Wallet} reads from a custom Safe App's root (manifest.json): its name, what it does, its icon
 * (relative to the root, so it resolves under any prefix).
 */
export const SAFE_APP_MANIFEST = {
  name: "Smoothly Pool",
  description:
    "MEV Smoothing Pool for Solo Stakers: claim rewards, withdraw bonds, add bond and request exits from your Safe.",
  iconPath: SAFE_APP_ICON_FILE,
  icons: [{ src: SAFE_APP_ICON_FILE, sizes: "any", type: "image/svg+xml" }],
} as const;
