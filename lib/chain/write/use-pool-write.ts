"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Address, Hash } from "viem";
import { useAccount, useConfig } from "wagmi";
import { switchChain } from "wagmi/actions";
import { validateRegistration } from "@/lib/api/validate-registration";
import { network } from "@/lib/network";
import { findConflict, recordsOf, type InflightRecord } from "./inflight";
import { sentRecord } from "./kept-writes";
import type { ReadyPoolWrite, WriteRequest } from "./pool-write";
import { simulatePoolWrite, submitPoolWrite } from "./submit-pool-write";
import { useInflightResume } from "./use-inflight-resume";
import { useInflightStore } from "./use-inflight-store";
import { useSafeProposals } from "./use-safe-proposals";
import { readSent, waitMined } from "./wait-mined";
import { readClient, reportTo } from "./write-client";
import { isProposal, runPoolWrite, type WriteOutcome } from "./write-pipeline";

/** Long enough for a congested mainnet; after it the page unlocks, and keeps the transaction as pending. */
const RECEIPT_TIMEOUT_MS = 10 * 60_000;

/** Whether the wallet can send: connected, with an account (a wallet reconnecting after a reload has one, but cannot). */
export function canSend(account: { readonly isConnected: boolean; readonly address: Address | undefined }): boolean {
  return account.isConnected && account.address !== undefined;
}

/**
 * Binds the write pipeline to wagmi. One write at a time: a second call while one is pending (a double click)
 * is dropped before it reaches the wallet. Each sent transaction is kept in localStorage until its receipt:
 * after a reload (or a receipt timeout) it is waited for again, and the same write is refused meanwhile. `run` resolves with the outcome (null when
 * dropped), so a sequence of writes can wait for each one.
 */
export function usePoolWrite(onSettled: (write: WriteRequest, outcome: WriteOutcome, sentAs?: Hash) => void) {
  const config = useConfig();
  const { address, chainId, isConnected, connector } = useAccount();
  // A Safe App: the page is framed by the Safe's host and connected as the Safe (lib/wallet/safe-app.ts).
  const viaSafe = connector?.type === "safe";
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [walletStep, setWalletStep] = useState(false);
  const { records, add, remove, current } = useInflightStore();
  // The Safe's half of the pipeline comes only to a page that has a Safe to write from.
  const { safe, keepProposal, countConfirmations, readProposal } = useSafeProposals(config, { add, current });
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);
  /** Hashes someone is waiting for right now: the running write, or a kept record being resumed. */
  const watching = useRef(new Set<Hash>());
  const [released, setReleased] = useState(0);

  const inFlight = useMemo(
    () => (address ? recordsOf(records, { account: address, chainId: network.chain.id }) : []),
    [records, address],
  );

  const keep = useCallback(
    (account: Address, hash: Hash, ready: ReadyPoolWrite, call: InflightRecord["call"]) =>
      add(sentRecord(account, hash, ready, call, { chainId: network.chain.id, sentAt: Date.now() })),
    // Stryker disable next-line ArrayDeclaration: the store's add never changes
    [add],
  );
  // Stryker disable next-line ArithmeticOperator: every change of the counter reruns the resume
  const release = useCallback(() => setReleased((n) => n + 1), []);

  const run = useCallback(
    async (write: WriteRequest): Promise<WriteOutcome | null> => {
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      let sentHash: Hash | undefined;
      try {
        const outcome = await runPoolWrite(write, {
          connected: canSend({ isConnected, address }),
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
          inFlight: (ready) =>
            address ? findConflict(current(), { account: address, chainId: network.chain.id }, ready) : undefined,
          submit: async (ready) => {
            // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: the pipeline submits only when connected with an address
            if (!address) throw new Error("No account");
            setWalletStep(true); // the pending animation covers the wallet prompt and the wait for the receipt
            if (!viaSafe) return submitPoolWrite(config, network, address, ready);
            // The same simulation, from the Safe; then the host's proposal instead of a transaction.
            const { call } = await simulatePoolWrite(config, network, address, ready);
            return (await safe()).propose(address, [call]);
          },
          // A wallet sends one call at a time; a Safe takes several as one batch.
          ...(viaSafe
            ? {
                submitBatch: async (writes: readonly ReadyPoolWrite[]) => {
                  if (!address) throw new Error("No account");
                  setWalletStep(true);
                  const calls = [];
                  for (const ready of writes)
                    calls.push((await simulatePoolWrite(config, network, address, ready)).call);
                  return (await safe()).propose(address, calls);
                },
              }
            : {}),
          onSent: (sent, ready) => {
            // Stryker disable next-line ConditionalExpression: the pipeline sends only through submit, which needs the address
            if (!address) return;
            sentHash = isProposal(sent) ? sent.safeTxHash : sent.hash;
            watching.current.add(sentHash);
            if (isProposal(sent)) keepProposal(sent, ready);
            else if (ready.action !== "batch") keep(address, sent.hash, ready, sent.call);
          },
          readProposal,
          waitForReceipt: async (hash) => {
            const client = readClient(config);
            // Read the sent transaction first: its nonce finds a speed-up or a cancel, now and after a reload.
            const slot = await readSent(client, hash);
            const kept = current().find((r) => r.hash === hash);
            if (slot && kept) add({ ...kept, nonce: slot.nonce });
            return waitMined(client, hash, RECEIPT_TIMEOUT_MS, slot ?? undefined, reportTo(client));
          },
        });
        // Stryker disable next-line ConditionalExpression: with nothing sent, removing no hash leaves the list as it was
        if (sentHash !== undefined) {
          // Still out there: a transaction not yet mined, or a proposal the Safe's owners have yet to execute.
          if (outcome.kind === "proposed") countConfirmations(sentHash, outcome.confirmations);
          else if (outcome.kind !== "unconfirmed") remove(sentHash);
        }
        settled.current(write, outcome, sentHash);
        return outcome;
      } finally {
        if (sentHash !== undefined) {
          watching.current.delete(sentHash);
          release(); // a kept one (timed out) is picked up by the resume below
        }
        busy.current = false;
        setPending(false);
        setWalletStep(false);
      }
    },
    [
      config,
      address,
      chainId,
      isConnected,
      viaSafe,
      safe,
      keep,
      keepProposal,
      countConfirmations,
      readProposal,
      add,
      remove,
      current,
      release,
    ],
  );

  useInflightResume({
    config,
    inFlight,
    watching,
    released,
    release,
    receiptTimeoutMs: RECEIPT_TIMEOUT_MS,
    remove,
    readProposal,
    countConfirmations,
    settled,
  });

  /**
   * `pending`: a write is running (buttons lock); `walletStep`: it reached the wallet (the pending animation shows);
   * `canBatch`: the wallet takes several writes as one transaction; `viaSafe`: the page writes as the Safe that frames it.
   */
  return { run, pending, walletStep, inFlight, canBatch: viaSafe, viaSafe };
}
