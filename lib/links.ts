/** External destinations; the same on every network. */
export const TOP_LINKS = [
  { label: "Get Started", href: "https://docs.smoothly.money/how-to-guide" },
  { label: "Docs", href: "https://docs.smoothly.money" },
  { label: "Donate", href: "https://smoothly.money/#donate" },
] as const;

export const FOOTER_LINKS = [
  { label: "Discord", href: "https://discord.com/invite/WvcEAcg9Aj" },
  { label: "Github", href: "https://github.com/Smoothly-Protocol" },
  { label: "Farcaster", href: "https://warpcast.com/kodys.eth" },
] as const;
