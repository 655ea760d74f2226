import { formatEther, parseEventLogs, type Address, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";

/** The History's labels, written out here (not taken from the product) so a changed label fails the tests. */
const HISTORY_LABELS = {
  Registered: "Registered",
  ExitRequested: "Exit requested",
  RewardsWithdrawal: "Rewards claimed",
  StakeWithdrawal: "Bond withdrawn",
  StakeAdded: "Bond added",
} as const;

/** The address's five user events of the pool, read from anvil here, independently of the page. */
export async function poolEventsOf(chain: PublicClient, pool: Address, address: Address) {
  return parseEventLogs({
    abi: smoothlyPoolAbi,
    logs: await chain.getLogs({ address: pool, fromBlock: 0n, toBlock: "latest" }),
    eventName: ["Registered", "ExitRequested", "RewardsWithdrawal", "StakeWithdrawal", "StakeAdded"],
    args: { eth1: address },
  });
}

/**
 * The History CSV the local build must save for `address`: a header, then each pool event oldest first (ISO date in
 * UTC to the second, every wei, validators separated by spaces, no explorer link on the local chain), CRLF lines.
 */
export async function expectedHistoryCsv(chain: PublicClient, pool: Address, address: Address): Promise<string> {
  const lines = ["Date (UTC),Event,Validators,Amount (ETH),Transaction hash,Transaction"];
  for (const log of await poolEventsOf(chain, pool, address)) {
    const block = await chain.getBlock({ blockNumber: log.blockNumber });
    const date = new Date(Number(block.timestamp) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const indexes = "indexes" in log.args ? log.args.indexes : [log.args.index];
    const amount = "value" in log.args ? formatEther(log.args.value) : "";
    lines.push([date, HISTORY_LABELS[log.eventName], indexes.join(" "), amount, log.transactionHash, ""].join(","));
  }
  return lines.map((line) => `${line}\r\n`).join("");
}
