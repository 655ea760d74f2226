// Everything that comes after the first paint, in one chunk group: split per part, the parts' shared code (wagmi,
// viem, SWR) would be fetched more than once.
export { LiveProviders } from "./LiveProviders";
export { LazyDashboard } from "./dashboard/LazyDashboard";
export { LiveFooter } from "./LiveFooter";
export { WalletButton } from "./wallet/WalletButton";
