// Stands in for ua-parser-js, which would otherwise sit in the wallet's code before a wallet is chosen: RainbowKit
// reads only the operating system's name from it, to pick a desktop wallet's download link (next.config.mjs aliases it here).

/** The operating system's name as ua-parser-js spells the ones RainbowKit tells apart; undefined for any other. */
export function osName(userAgent: string): string | undefined {
  if (/Windows/.test(userAgent)) return "Windows";
  if (/iPhone|iPad|iPod/.test(userAgent)) return "iOS";
  if (/Android/.test(userAgent)) return "Android";
  if (/Mac OS X|Macintosh/.test(userAgent)) return "macOS";
  if (/Ubuntu/.test(userAgent)) return "Ubuntu";
  if (/Fedora/.test(userAgent)) return "Fedora";
  if (/Linux/.test(userAgent)) return "Linux";
  return undefined;
}

/** ua-parser-js's entry as RainbowKit calls it: `UAParser().os.name`. */
export function UAParser(userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent) {
  return { os: { name: osName(userAgent) } };
}
