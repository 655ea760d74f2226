"use client";

import { useCallback, useRef, useState } from "react";
import { useAccount, useConfig } from "wagmi";
import { getPublicClient, switchChain } from "wagmi/actions";
import { validateRegistration } from "@/lib/api/validate-registration";
import { network } from "@/lib/network";
import type { PoolWrite } from "./pool-write";
import { submitPoolWrite } from "./submit-pool-write";
import { runPoolWrite, type WriteOutcome } from "./write-pipeline";

/** Long enough for a congested mainnet; after it the page unlocks and says the wait timed out. */
const RECEIPT_TIMEOUT_MS = 10 * 60_000;

/**
 * Binds the write pipeline to wagmi. One write at a time: a second call while one is pending (a double click)
 * is dropped before it reaches the wallet.
 */
export function usePoolWrite(onSettled: (write: PoolWrite, outcome: WriteOutcome) => void) {
  const config = useConfig();
  const { address, chainId, isConnected } = useAccount();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [walletStep, setWalletStep] = useState(false);

  const run = useCallback(
    async (write: PoolWrite) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        const outcome = await runPoolWrite(write, {
          connected: isConnected && address !== undefined,
          walletChainId: chainId,
          chainId: network.chain.id,
          chainName: network.chain.name,
          bond: network.bond,
          subscriptionsOpen: network.subscriptionsOpen,
          switchChain: async () => {
            await switchChain(config, { chainId: network.chain.id });
          },
          validateRegistration: (indexes) =>
            address ? validateRegistration(network, address, indexes) : Promise.resolve(null),
          submit: (ready) => {
            if (!address) throw new Error("No account");
            setWalletStep(true); // the pending animation covers the wallet prompt and the wait for the receipt
            return submitPoolWrite(config, network, address, ready);
          },
          // viem's own wait reports a reverted receipt as such; wagmi's would replay the call and throw instead.
          waitForReceipt: (hash) => {
            const client = getPublicClient(config, { chainId: network.chain.id });
            if (!client) throw new Error(`No RPC client for ${network.chain.name}`);
            return client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
          },
        });
        onSettled(write, outcome);
      } finally {
        busy.current = false;
        setPending(false);
        setWalletStep(false);
      }
    },
    [config, address, chainId, isConnected, onSettled],
  );

  /** `pending`: a write is running (buttons lock); `walletStep`: it reached the wallet (the pending animation shows). */
  return { run, pending, walletStep };
}
