"use client";

import { useEffect, useRef } from "react";
import type { Address } from "viem";
import { usePublicClient } from "wagmi";
import { network } from "@/lib/network";
import type { PoolEventLog, PoolEventName } from "@/lib/validators/events";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";

const POOL_EVENTS = [
  "Registered",
  "ExitRequested",
  "RewardsWithdrawal",
  "StakeWithdrawal",
  "StakeAdded",
] as const satisfies readonly PoolEventName[];

/**
 * Watches the five pool events of `account` (each event's indexed eth1 filters on the node) and hands every
 * decoded log to `onLog`, which feeds the one reducer. Polls through the batching transport.
 */
export function usePoolEvents(account: Address | undefined, onLog: (log: PoolEventLog) => void): void {
  const client = usePublicClient({ chainId: network.chain.id });
  const handler = useRef(onLog);
  useEffect(() => {
    handler.current = onLog;
  }, [onLog]);

  useEffect(() => {
    if (!client || !account) return;
    const stops = POOL_EVENTS.map((eventName) =>
      client.watchContractEvent({
        address: network.pool,
        abi: smoothlyPoolAbi,
        eventName,
        args: { eth1: account },
        strict: true, // only logs whose args decode completely
        pollingInterval: 2_000,
        onLogs: (logs) => {
          for (const log of logs) {
            if (log.transactionHash === null || log.logIndex === null || log.blockNumber === null) continue; // pending
            handler.current({ ...log, eventName, args: log.args } as PoolEventLog);
          }
        },
      }),
    );
    return () => stops.forEach((stop) => stop());
  }, [client, account]);
}
