// A plain build's stand-in for the wallets' icon imports (scripts/framework/rewrites.mjs): no icon, so each wallet keeps
// the one RainbowKit loads itself.
export default undefined;
