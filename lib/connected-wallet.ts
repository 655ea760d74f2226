import type { Address } from "viem";

/**
 * The connected wallet's address, for the parts of the page that come before the wallet's code: the wallet's
 * island (components/wallet/LiveWallet.tsx) writes it, the look-up and the dashboard's frame read it.
 */
let current: Address | undefined;
const listeners = new Set<() => void>();

export const connectedWallet = {
  get: (): Address | undefined => current,
  set(address: Address | undefined): void {
    if (address === current) return;
    current = address;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
