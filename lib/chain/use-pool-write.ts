"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Address, Hash } from "viem";
import { useAccount, useConfig } from "wagmi";
import { getClient, switchChain } from "wagmi/actions";
import { validateRegistration } from "@/lib/api/validate-registration";
import { network } from "@/lib/network";
import { safeHosts } from "@/lib/network/safe-hosts";
import type { ConfirmationCount } from "@/lib/copy/safe";
import { coveredIndexes, findConflict, partsOf, recordsOf, type InflightRecord, type KeptPart } from "./inflight";
import type { UnaskedCounts } from "./asked-for";
import { writesOf, type PoolWrite, type ReadyPoolWrite, type ReadyRequest, type WriteRequest } from "./pool-write";
import type { SafeProposal } from "./safe-proposal";
import type { SafeWrites } from "./safe-writes";
import { simulatePoolWrite, submitPoolWrite } from "./submit-pool-write";
import { useInflightStore } from "./use-inflight-store";
import { endpointOf } from "./read-failure";
import { unaskedTally } from "./unasked-tally";
import { readSent, waitKept, waitMined } from "./wait-mined";
import { isProposal, runPoolWrite, settleProposal, settleSent, type WriteOutcome } from "./write-pipeline";

/** Long enough for a congested mainnet; after it the page unlocks, and keeps the transaction as pending. */
const RECEIPT_TIMEOUT_MS = 10 * 60_000;

/** How often a Safe proposal is read again while its owners have not executed it (a mainnet block is 12 s). */
const SAFE_POLL_MS = 3_000;

/** The write a kept part stands for, to apply its outcome as if it had just been sent. */
function partWrite(part: Omit<KeptPart, "call">): PoolWrite {
  switch (part.action) {
    case "registerBulk":
    case "requestExit":
      return { action: part.action, indexes: part.indexes };
    case "withdrawRewards":
    case "withdrawStake":
      return { action: part.action, proof: part.proof };
    case "addStake":
      return { action: "addStake", index: part.indexes[0] ?? 0, stake: 0n };
  }
}

/** The write (or a Safe's batch) a kept record stands for. */
function writeOf(record: InflightRecord): WriteRequest {
  const parts = partsOf(record);
  const [only] = parts;
  return parts.length === 1 && only ? partWrite(only) : { action: "batch", writes: parts.map(partWrite) };
}

/** A kept Safe record as the proposal it is. */
function proposalOf(record: InflightRecord & { readonly safe: NonNullable<InflightRecord["safe"]> }): SafeProposal {
  return {
    safeTxHash: record.hash,
    safe: record.account,
    calls: record.safe.parts.map((part) => part.call),
    nonce: record.safe.nonce,
    fromBlock: record.safe.fromBlock,
  };
}

const proofOf = (write: ReadyPoolWrite) =>
  write.action === "withdrawRewards" || write.action === "withdrawStake" ? write.proof : null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
export function usePoolWrite(onSettled: (write: WriteRequest, outcome: WriteOutcome, sentAs?: Hash) => void) {
  const config = useConfig();
  const { address, chainId, isConnected, connector } = useAccount();
  // A Safe App: the page is framed by the Safe's host and connected as the Safe (lib/wallet/safe-app.ts).
  const viaSafe = connector?.type === "safe";
  // The Safe's half of the pipeline comes only to a page that has a Safe to write from.
  const safeCode = useRef<Promise<SafeWrites> | null>(null);
  const safe = useCallback(() => {
    safeCode.current ??= import("./safe-writes").then(({ safeWrites }) =>
      safeWrites({ client: readClient(config), chainId: network.chain.id, hostOrigins: safeHosts }),
    );
    return safeCode.current;
  }, [config]);
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
        proof: proofOf(ready),
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

  /** A Safe proposal, kept under its safeTxHash with every write of it, until it runs or is replaced. */
  const keepProposal = useCallback(
    (proposal: SafeProposal, ready: ReadyRequest) => {
      const writes = writesOf(ready);
      const parts: KeptPart[] = writes.map((write, i) => ({
        action: write.action,
        indexes: coveredIndexes(write),
        proof: proofOf(write),
        call: proposal.calls[i] ?? { to: network.pool, data: "0x", value: 0n },
      }));
      const [first] = parts;
      if (!first) return;
      add({
        hash: proposal.safeTxHash,
        action: first.action,
        indexes: first.indexes,
        proof: first.proof,
        account: proposal.safe,
        chainId: network.chain.id,
        call: first.call,
        nonce: null,
        sentAt: Date.now(),
        safe: { nonce: proposal.nonce, fromBlock: proposal.fromBlock, parts, confirmations: null },
      });
    },
    [add],
  );

  /** The owners' latest count on a kept proposal, for its line. */
  const countConfirmations = useCallback(
    (hash: Hash, confirmations: ConfirmationCount | null) => {
      const kept = current().find((r) => r.hash === hash);
      if (!kept?.safe || confirmations === null) return;
      const was = kept.safe.confirmations;
      if (was?.given === confirmations.given && was.needed === confirmations.needed) return;
      add({ ...kept, safe: { ...kept.safe, confirmations } });
    },
    [add, current],
  );

  const readProposal = useCallback(async (proposal: SafeProposal) => (await safe()).verdict(proposal), [safe]);

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
          // Stryker disable next-line ArithmeticOperator: every change of the counter reruns the resume
          setReleased((n) => n + 1); // a kept one (timed out) is picked up by the resume below
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
    ],
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
      const settle = record.safe
        ? watchProposal(
            record.hash,
            partsOf(record).map((part) => part.action),
            proposalOf({ ...record, safe: record.safe }),
          )
        : settleSent(record.action, record, () => waitKept(client, record, RECEIPT_TIMEOUT_MS, reportTo(client)));
      void settle.then((outcome) => {
        if (outcome === null) return; // this page (or this account's view) is gone; the next one resumes it
        if (!active) return; // this page (or this account's view) is gone; the next one resumes it
        // Stryker disable next-line CallExpression: the removal or the counter below reruns this effect, whose cleanup deletes it too
        watched.delete(record.hash);
        if (outcome.kind === "unconfirmed") {
          // Stryker disable next-line ArithmeticOperator: every change of the counter reruns this effect
          setReleased((n) => n + 1);
          return;
        }
        remove(record.hash);
        settled.current(writeOf(record), outcome, record.hash);
      });
    }
    /** Reads a proposal again and again, its count kept up to date, until it ends: its outcome, or null once gone. */
    async function watchProposal(hash: Hash, actions: readonly PoolWrite["action"][], proposal: SafeProposal) {
      for (;;) {
        const outcome = await settleProposal(actions, proposal, readProposal);
        if (!active) return null;
        if (outcome.kind !== "proposed") return outcome;
        countConfirmations(hash, outcome.confirmations);
        await sleep(SAFE_POLL_MS);
        if (!active) return null;
      }
    }
    return () => {
      active = false;
      for (const hash of started) watched.delete(hash);
    };
  }, [config, inFlight, released, remove, readProposal, countConfirmations]);

  /**
   * `pending`: a write is running (buttons lock); `walletStep`: it reached the wallet (the pending animation shows);
   * `canBatch`: the wallet takes several writes as one transaction; `viaSafe`: the page writes as the Safe that frames it.
   */
  return { run, pending, walletStep, inFlight, canBatch: viaSafe, viaSafe };
}
