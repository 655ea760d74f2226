"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WagmiContext, WagmiProvider } from "wagmi";
import { wagmiConfig } from "@/lib/wallet/config";

/** One cache for every part of the page that uses wagmi: the wallet's button and the account's dashboard. */
const queryClient = new QueryClient();

/**
 * wagmi and react-query around one part of the page that needs them. The page has no providers at its root (they
 * would bring wagmi into the first scripts): each such part wraps itself, with the same config and cache, so all see
 * the same connection. Only the wallet's part (`owner`) restores the stored state and reconnects: wagmi's provider
 * mounted a second time without reconnecting would clear the live connection, so the others take the config alone.
 */
export function WalletProviders({ children, owner }: { children: ReactNode; owner: boolean }) {
  const content = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return owner ? (
    <WagmiProvider config={wagmiConfig}>{content}</WagmiProvider>
  ) : (
    <WagmiContext.Provider value={wagmiConfig}>{content}</WagmiContext.Provider>
  );
}
