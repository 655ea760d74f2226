"use client";

import { useEffect, type RefObject } from "react";
import type { Hash } from "viem";
import type { Config } from "wagmi";
import { getClient } from "wagmi/actions";
import { network } from "@/lib/network";
import type { ConfirmationCount } from "@/lib/copy/safe";
import { partsOf, type InflightRecord } from "./inflight";
import { keptProposal, keptWrite } from "./kept-writes";
import type { PoolWrite, WriteRequest } from "./pool-write";
import type { SafeProposal } from "./safe/safe-proposal";
import { waitKept } from "./wait-mined";
import { reportTo } from "./write-client";
import { settleProposal, settleSent, type WriteDeps, type WriteOutcome } from "./write-pipeline";

/** How often a Safe proposal is read again while its owners have not executed it (a mainnet block is 12 s). */
const SAFE_POLL_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ResumeOptions {
  readonly config: Config;
  /** This account's kept records on this chain. */
  readonly inFlight: readonly InflightRecord[];
  /** Hashes someone is waiting for right now (the running write): the same Set for the page's life. */
  readonly watching: RefObject<Set<Hash>>;
  /** Bumped when a write lets go of a hash: a kept one (timed out) is picked up again. */
  readonly released: number;
  readonly release: () => void;
  readonly receiptTimeoutMs: number;
  readonly remove: (hash: Hash) => void;
  readonly readProposal: WriteDeps["readProposal"];
  readonly countConfirmations: (hash: Hash, confirmations: ConfirmationCount | null) => void;
  readonly settled: RefObject<(write: WriteRequest, outcome: WriteOutcome, sentAs?: Hash) => void>;
}

/** Resume: waits for every kept record nobody is waiting for (after a reload, or after a receipt timeout). */
export function useInflightResume(options: ResumeOptions) {
  const { config, inFlight, watching, released, release, receiptTimeoutMs, remove, readProposal } = options;
  const { countConfirmations, settled } = options;
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
            keptProposal({ ...record, safe: record.safe }),
          )
        : settleSent(record.action, record, () => waitKept(client, record, receiptTimeoutMs, reportTo(client)));
      void settle.then((outcome) => {
        if (outcome === null) return; // this page (or this account's view) is gone; the next one resumes it
        if (!active) return; // this page (or this account's view) is gone; the next one resumes it
        // Stryker disable next-line CallExpression: the removal or the counter below reruns this effect, whose cleanup deletes it too
        watched.delete(record.hash);
        if (outcome.kind === "unconfirmed") {
          release();
          return;
        }
        remove(record.hash);
        settled.current(keptWrite(record), outcome, record.hash);
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
  }, [
    config,
    inFlight,
    released,
    release,
    receiptTimeoutMs,
    remove,
    readProposal,
    countConfirmations,
    watching,
    settled,
  ]);
}
