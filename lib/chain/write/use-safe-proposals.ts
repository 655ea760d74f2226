"use client";

import { useCallback, useRef } from "react";
import type { Hash } from "viem";
import type { Config } from "wagmi";
import { network } from "@/lib/network";
import { safeHosts } from "@/lib/network/safe-hosts";
import type { ConfirmationCount } from "@/lib/copy/safe";
import type { InflightRecord } from "./inflight";
import { proposalRecord } from "./kept-writes";
import type { ReadyRequest } from "./pool-write";
import type { SafeProposal } from "./safe/safe-proposal";
import type { SafeWrites } from "./safe/safe-writes";
import { readClient } from "./write-client";

interface KeptStore {
  add(record: InflightRecord): void;
  current(): readonly InflightRecord[];
}

/**
 * The write hook's Safe half: the Safe's code (loaded only by a page that has a Safe to write from), proposals kept
 * in flight with their owners' count, and where a proposal stands.
 */
export function useSafeProposals(config: Config, { add, current }: KeptStore) {
  const safeCode = useRef<Promise<SafeWrites> | null>(null);
  const safe = useCallback(() => {
    safeCode.current ??= import("./safe/safe-writes").then(({ safeWrites }) =>
      safeWrites({ client: readClient(config), chainId: network.chain.id, hostOrigins: safeHosts }),
    );
    return safeCode.current;
  }, [config]);

  /** A Safe proposal, kept under its safeTxHash with every write of it, until it runs or is replaced. */
  const keepProposal = useCallback(
    (proposal: SafeProposal, ready: ReadyRequest) => {
      const record = proposalRecord(proposal, ready, network.pool, { chainId: network.chain.id, sentAt: Date.now() });
      if (record) add(record);
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

  return { safe, keepProposal, countConfirmations, readProposal };
}
