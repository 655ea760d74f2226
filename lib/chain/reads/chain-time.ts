import * as v from "valibot";
import { PolledReading } from "@/lib/polled-reading";
import { readTarget, rpcBatch, RpcUnusableAnswer, type RpcTarget } from "../transport/rpc-batch";

/** The latest block's time: a hex quantity of seconds, as eth_getBlockByNumber answers it. */
const latestHeaderSchema = v.object({ timestamp: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,16}$/)) });

/**
 * The chain's clock: the latest block's time, in unix seconds. The overdue cycle is told by it
 * (lib/validators/cycle-overdue.ts), never by the device's clock, which may be wrong.
 */
export async function readChainSeconds(target: RpcTarget): Promise<number> {
  const [header] = await rpcBatch(target, [{ method: "eth_getBlockByNumber", params: ["latest", false] }]);
  const parsed = v.safeParse(latestHeaderSchema, header);
  if (!parsed.success) {
    throw new RpcUnusableAnswer("url" in target ? target.url : "wallet", "the latest block has no time");
  }
  return Number(BigInt(parsed.output.timestamp));
}

/** Once a minute while an account is shown: a cycle is overdue by a day or more, so a minute is plenty. */
export const CHAIN_TIME_EVERY_MS = 60_000;

/** The page's one reading of the chain's clock. */
export const chainTime = new PolledReading<number>(
  () => readChainSeconds(readTarget()),
  CHAIN_TIME_EVERY_MS,
  (error) => console.warn("Could not read the chain's latest block:", error instanceof Error ? error.message : error),
);
