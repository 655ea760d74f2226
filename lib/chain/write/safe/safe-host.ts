import type SafeAppsSDK from "@safe-global/safe-apps-sdk";
import { UserRejectedRequestError, type Hash } from "viem";
import type { SentCall } from "../inflight";
import { originPattern } from "@/lib/network/safe-hosts";
import { parseHostProposal, type HostProposal } from "./safe-proposal";

/**
 * The Safe's host, Safe{Wallet}, seen from the page it frames: it takes calls as one proposal (sendTransactions: one
 * call, or several as one MultiSend batch, one round of signatures) and says where a proposal stands
 * (getTxBySafeTxHash). Through Safe's Apps SDK, which this module loads (only a framed page has a host).
 */
export interface SafeHost {
  /** Proposes the calls; resolves with the safeTxHash once the proposing owner has signed. */
  propose(calls: readonly SentCall[]): Promise<Hash>;
  /** The host's word on a proposal, checked by schema; null when it gives none. */
  proposal(safeTxHash: Hash): Promise<HostProposal | null>;
}

/** What Safe{Wallet} answers when its owner closes or rejects the transaction dialog. */
const HOST_REJECTION = /\brejected\b/i;

/** One SDK for the page: it answers only the parent frame, and only `allowedOrigins`. */
let sdk: Promise<SafeAppsSDK> | null = null;

function loadSdk(allowedOrigins: readonly string[]): Promise<SafeAppsSDK> {
  sdk ??= import("@safe-global/safe-apps-sdk").then(
    ({ default: SDK }) => new SDK({ allowedDomains: allowedOrigins.map(originPattern) }),
  );
  return sdk;
}

const isHash = (value: unknown): value is Hash => typeof value === "string" && /^0x[0-9a-fA-F]{64}$/.test(value);

export function safeHost(allowedOrigins: readonly string[]): SafeHost {
  return {
    async propose(calls) {
      const apps = await loadSdk(allowedOrigins);
      let answer: { safeTxHash: string };
      try {
        answer = await apps.txs.send({
          txs: calls.map((call) => ({ to: call.to, value: call.value.toString(), data: call.data })),
        });
      } catch (error) {
        // The owner said no in the host: the same silence as a rejection in a wallet.
        if (error instanceof Error && HOST_REJECTION.test(error.message)) throw new UserRejectedRequestError(error);
        throw error;
      }
      if (!isHash(answer.safeTxHash)) throw new Error("The Safe did not answer with a transaction hash");
      return answer.safeTxHash;
    },
    async proposal(safeTxHash) {
      const apps = await loadSdk(allowedOrigins);
      return parseHostProposal(await apps.txs.getBySafeTxHash(safeTxHash), safeTxHash);
    },
  };
}
