import * as v from "valibot";
import { HEX_QUANTITY } from "@/lib/protocol/wire-primitives";
import { askedChainId, UnaskedAnswerError, type UnaskedCounts } from "../transport/asked-for";
import type { LogClient } from "./read-pool-logs";

/** The finalized block (what the oracle has seen) and the head, read together. */
export interface ChainBounds {
  readonly finalized: bigint;
  readonly head: bigint;
}

/** Whose chain the answers must be, and where to tell what was dropped. */
export interface ChainCheck {
  /** The network's chain id: bounds of another chain are dropped (the read fails, and says so). */
  readonly chainId?: number;
  readonly onUnasked?: (dropped: UnaskedCounts) => void;
}

const blockNumber = v.pipe(
  v.string(),
  v.regex(HEX_QUANTITY),
  v.transform((hex: string) => BigInt(hex)),
);
/** A chain without a finalized block yet (null, or a header without a number) counts block 0 as finalized. */
const finalizedSchema = v.nullable(v.object({ number: v.nullish(blockNumber, "0x0") }), { number: "0x0" });

/** The bounds in the three answers; an answer that is not a block number fails the read (the RPC answered badly). */
function boundsOf(finalized: unknown, head: unknown, answeredChainId: unknown, check: ChainCheck): ChainBounds {
  const { chainId } = check;
  if (chainId !== undefined) {
    try {
      askedChainId(answeredChainId, chainId);
    } catch (error) {
      if (error instanceof UnaskedAnswerError) check.onUnasked?.(error.counts);
      throw error;
    }
  }
  const block = v.safeParse(finalizedSchema, finalized);
  const number = v.safeParse(blockNumber, head);
  if (!block.success || !number.success) throw new Error("the RPC's finalized block or head is not a block number");
  return { finalized: block.output.number, head: number.output };
}

/**
 * Reads the finalized block number and the head (and, with `chainId`, the chain id, checked) in the same tick, so
 * a batching transport sends one HTTP request. A chain without a finalized block yet counts block 0 as finalized.
 */
export async function readChainBounds(client: LogClient, check: ChainCheck = {}): Promise<ChainBounds> {
  const [finalized, head, answeredChainId] = await Promise.all([
    client.request({ method: "eth_getBlockByNumber", params: ["finalized", false] }),
    client.request({ method: "eth_blockNumber" }),
    check.chainId === undefined ? null : client.request({ method: "eth_chainId" }),
  ]);
  return boundsOf(finalized, head, answeredChainId, check);
}

/**
 * The bounds in the answers of lib/chain/transport/bounds-request.ts's batch (asked with the chain id when `check` has one),
 * checked as readChainBounds checks its own.
 */
export function chainBoundsFrom(answers: readonly unknown[], check: ChainCheck = {}): ChainBounds {
  const [finalized, head, answeredChainId] = answers;
  return boundsOf(finalized, head, answeredChainId, check);
}
