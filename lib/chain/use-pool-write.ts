"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Address, Hash } from "viem";
import { useAccount, useConfig } from "wagmi";
import { getClient, switchChain } from "wagmi/actions";
import { validateRegistration } from "@/lib/api/validate-registration";
import { network } from "@/lib/network";
import { coveredIndexes, findConflict, recordsOf, type InflightRecord } from "./inflight";
import type { UnaskedCounts } from "./asked-for";
import type { PoolWrite, ReadyPoolWrite } from "./pool-write";
import { submitPoolWrite } from "./submit-pool-write";
import { useInflightStore } from "./use-inflight-store";
import { endpointOf } from "./read-failure";
import { unaskedTally } from "./unasked-tally";
import { readSent, waitKept, waitMined } from "./wait-mined";
import { runPoolWrite, settleSent, type WriteOutcome } from "./write-pipeline";

/** Long enough for a congested mainnet; after it the page unlocks, and keeps the transaction as pending. */
const RECEIPT_TIMEOUT_MS = 10 * 60_000;

/** The write a kept record stands for, to apply its outcome as if it had just been sent. */
function writeOf(record: InflightRecord): PoolWrite {
  switch (record.action) {
    case "registerBulk":
    case "requestExit":
      return { action: record.action, indexes: record.indexes };
    case "withdrawRewards":
    case "withdrawStake":
      return { action: record.action, proof: record.proof };
    case "addStake":
      return { action: "addStake", index: record.indexes[0] ?? 0, stake: 0n };
  }
}

function readClient(config: ReturnType<typeof useConfig>) {
  // Stryker disable next-line ObjectLiteral: the config holds only the pool's chain, so naming it changes nothing
  const client = getClient(config, { chainId: network.chain.id });
  // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: the config always holds the pool's chain
  if (!client) throw new Error(`No RPC client for ${network.chain.name}`);
  return client;
}

/** Where a wait tells what its RPC sent that it did not ask for: that endpoint's tally, said once on the page. */
const reportTo = (client: { readonly transport: object }) => (dropped: UnaskedCounts) =>
  unaskedTally(endpointOf(client.transport)).add(dropped);

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
export function usePoolWrite(onSettled: (write: PoolWrite, outcome: WriteOutcome) => void) {
  const config = useConfig();
  const { address, chainId, isConnected } = useAccount();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [walletStep, setWalletStep] = useState(false);
  const { records, add, remove, current } = useInflightStore();
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
    (account: Address, hash: Hash, ready: ReadyPoolWrite, call: InflightRecord["call"]) => {
      const record: InflightRecord = {
        hash,
        action: ready.action,
        indexes: coveredIndexes(ready),
        proof: ready.action === "withdrawRewards" || ready.action === "withdrawStake" ? ready.proof : null,
        account,
        chainId: network.chain.id,
        call,
        nonce: null,
        sentAt: Date.now(),
      };
      add(record);
    },
    // Stryker disable next-line ArrayDeclaration: the store's add never changes
    [add],
  );

  const run = useCallback(
    async (write: PoolWrite): Promise<WriteOutcome | null> => {
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
          submit: (ready) => {
            // Stryker disable next-line ConditionalExpression,StringLiteral,CallExpression: the pipeline submits only when connected with an address
            if (!address) throw new Error("No account");
            setWalletStep(true); // the pending animation covers the wallet prompt and the wait for the receipt
            return submitPoolWrite(config, network, address, ready);
          },
          onSent: (sent, ready) => {
            // Stryker disable next-line ConditionalExpression: the pipeline sends only through submit, which needs the address
            if (!address) return;
            sentHash = sent.hash;
            watching.current.add(sent.hash);
            keep(address, sent.hash, ready, sent.call);
          },
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
          if (outcome.kind !== "unconfirmed") remove(sentHash);
        }
        settled.current(write, outcome);
        return outcome;
      } finally {
        if (sentHash !== undefined) {
          watching.current.delete(sentHash);
          // Stryker disable next-line ArithmeticOperator: every change of the counter reruns the resume
          setReleased((n) => n + 1); // a kept one (timed out) is picked up by the resume below
        }
        busy.current = false;
        setPending(false);
        setWalletStep(false);
      }
    },
    [config, address, chainId, isConnected, keep, add, remove, current],
  );

  // Resume: wait for every kept record nobody is waiting for (after a reload, or after a receipt timeout).
  useEffect(() => {
    // Stryker disable next-line ObjectLiteral: the config holds only the pool's chain, so naming it changes nothing
    const client = getClient(config, { chainId: network.chain.id });
    // Stryker disable next-line ConditionalExpression: the config always holds the pool's chain
    if (!client) return;
    const watched = watching.current; // the same Set for the page's life
    let active = true;
    // Stryker disable next-line ArrayDeclaration: a text that is no hash is in no list, so deleting it changes nothing
    const started: Hash[] = [];
    for (const record of inFlight) {
      if (watched.has(record.hash)) continue;
      // Stryker disable next-line CallExpression: the list holds each hash once, and the next run of this effect comes after the cleanup below, which deletes it
      watched.add(record.hash);
      started.push(record.hash);
      const wait = () => waitKept(client, record, RECEIPT_TIMEOUT_MS, reportTo(client));
      void settleSent(record.action, record, wait).then((outcome) => {
        if (!active) return; // this page (or this account's view) is gone; the next one resumes it
        // Stryker disable next-line CallExpression: the removal or the counter below reruns this effect, whose cleanup deletes it too
        watched.delete(record.hash);
        if (outcome.kind === "unconfirmed") {
          // Stryker disable next-line ArithmeticOperator: every change of the counter reruns this effect
          setReleased((n) => n + 1);
          return;
        }
        remove(record.hash);
        settled.current(writeOf(record), outcome);
      });
    }
    return () => {
      active = false;
      for (const hash of started) watched.delete(hash);
    };
  }, [config, inFlight, released, remove]);

  /** `pending`: a write is running (buttons lock); `walletStep`: it reached the wallet (the pending animation shows). */
  return { run, pending, walletStep, inFlight };
}
