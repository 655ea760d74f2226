import type { Address, Client } from "viem";
import { getBlockNumber } from "viem/actions";
import type { SentCall } from "../inflight";
import { readProposal } from "./read-proposal";
import { safeHost } from "./safe-host";
import { checkedNonce, judgeProposal, type ProposalVerdict, type SafeProposal } from "./safe-proposal";

/**
 * The write pipeline's Safe half, loaded by the write hook only when the page is a Safe App (a framed page connected
 * through the Safe connector): proposing calls to the host, and judging where a proposal stands from the chain.
 */
export function safeWrites(options: {
  readonly client: Client;
  readonly chainId: number;
  /** Safe{Wallet}'s origins for the build (lib/network): the only parents the page listens to. */
  readonly hostOrigins: readonly string[];
}) {
  const { client, chainId } = options;
  const host = safeHost(options.hostOrigins);
  return {
    /** Proposes the calls (one, or several as one batch) and notes the nonce the host gives it, if it checks out. */
    async propose(safe: Address, calls: readonly SentCall[]): Promise<SafeProposal> {
      const fromBlock = await getBlockNumber(client, { cacheTime: 0 });
      const safeTxHash = await host.propose(calls);
      const answer = await host.proposal(safeTxHash).catch(() => null);
      const nonce = answer ? checkedNonce({ safeTxHash, safe, calls }, answer, chainId) : null;
      return { safeTxHash, safe, calls, nonce, fromBlock };
    },
    /** Where the proposal stands now, judged. */
    async verdict(proposal: SafeProposal): Promise<ProposalVerdict> {
      const reading = await readProposal(proposal, { client, host: (hash) => host.proposal(hash) });
      return judgeProposal(proposal, reading, chainId);
    },
  };
}

export type SafeWrites = ReturnType<typeof safeWrites>;
