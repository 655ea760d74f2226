"use client";

import { useCallback, useRef, useState } from "react";
import { useAccount, useConfig } from "wagmi";
import { switchChain, waitForTransactionReceipt } from "wagmi/actions";
import { postRegisterValidate } from "@/lib/api/client";
import { network } from "@/lib/network";
import { firstInvalidValidator } from "@/lib/validators/subscribe";
import { invalidValidatorMessage, type PoolAction } from "./error-catalogue";
import type { PoolWrite } from "./pool-write";
import { submitPoolWrite } from "./submit-pool-write";
import { runPoolWrite, type WriteOutcome } from "./write-pipeline";

export const REGISTRATION_CHECK_FAILED = "Error: The validators could not be checked, please try again";

async function validateRegistration(address: `0x${string}`, indexes: readonly number[]): Promise<string | null> {
  try {
    const result = await postRegisterValidate(network.apiUrl, address, indexes);
    if (!result.accepted) return REGISTRATION_CHECK_FAILED;
    const invalid = firstInvalidValidator(result.validators);
    return invalid ? invalidValidatorMessage(invalid.index, invalid.status) : null;
  } catch (error) {
    console.error("registerValidate failed:", error instanceof Error ? error.message : error);
    return REGISTRATION_CHECK_FAILED;
  }
}

/**
 * Binds the write pipeline to wagmi. One write at a time: a second call while one is pending (a double click)
 * is dropped before it reaches the wallet.
 */
export function usePoolWrite(onSettled: (write: PoolWrite, outcome: WriteOutcome) => void) {
  const config = useConfig();
  const { address, chainId, isConnected } = useAccount();
  const busy = useRef(false);
  const [pending, setPending] = useState<PoolAction | null>(null);
  const [walletStep, setWalletStep] = useState(false);

  const run = useCallback(
    async (write: PoolWrite) => {
      if (busy.current) return;
      busy.current = true;
      setPending(write.action);
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
          validateRegistration: address ? (indexes) => validateRegistration(address, indexes) : undefined,
          submit: (ready) => {
            if (!address) throw new Error("No account");
            setWalletStep(true); // the pending animation covers the wallet prompt and the wait for the receipt
            return submitPoolWrite(config, network, address, ready);
          },
          waitForReceipt: (hash) => waitForTransactionReceipt(config, { hash, chainId: network.chain.id }),
        });
        onSettled(write, outcome);
      } finally {
        busy.current = false;
        setPending(null);
        setWalletStep(false);
      }
    },
    [config, address, chainId, isConnected, onSettled],
  );

  /** `pending`: a write is running (buttons lock); `walletStep`: it reached the wallet (the pending animation shows). */
  return { run, pending, walletStep };
}
