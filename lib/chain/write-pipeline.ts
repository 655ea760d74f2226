import type { Hash } from "viem";
import { isBondReached } from "@/lib/validators/bond-action";
import { subscriptionRefusal } from "@/lib/validators/subscribe";
import { BOND_REACHED_MESSAGE, CONNECT_FIRST_MESSAGE, SUCCESS_MESSAGES, WRONG_CHAIN_MESSAGE } from "@/lib/copy/writes";
import { describeError, revertedErrorName } from "./error-catalogue";
import type { PoolWrite, ReadyPoolWrite } from "./pool-write";

/** How a write ended, for the Alert (or for nothing at all). */
export type WriteOutcome =
  | { readonly kind: "success"; readonly message: string; readonly hash: Hash }
  /** `errorName`: the contract error behind it, when there is one (an AlreadyClaimed claim is dropped). */
  | { readonly kind: "failure"; readonly message: string; readonly errorName?: string }
  /** Nothing to show: the user rejected it in the wallet, or there was nothing to send (no proof, already busy). */
  | { readonly kind: "silent" };

/** What the pipeline needs from the world; the hook passes wagmi's actions, tests pass fakes. */
export interface WriteDeps {
  readonly connected: boolean;
  /** The wallet's chain and the build's chain: a write never goes to another chain. */
  readonly walletChainId: number | undefined;
  readonly chainId: number;
  readonly chainName: string;
  readonly bond: bigint;
  readonly subscriptionsOpen: boolean;
  /** Asks the wallet to switch to the build's chain; rejects if the user or wallet refuses. */
  switchChain(): Promise<void>;
  /** Subscribe: the API's validation of the indexes; a text means refused. Never skipped: a bad registration loses its bond. */
  validateRegistration(indexes: readonly number[]): Promise<string | null>;
  /** Simulates, then has the wallet sign and send; resolves with the transaction hash. */
  submit(write: ReadyPoolWrite): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<{ readonly status: "success" | "reverted"; readonly transactionHash: Hash }>;
}

/** Refusals that need no wallet: a text to show, null to stay silent, or the write to send. */
function preflight(write: PoolWrite, deps: WriteDeps): { refusal: WriteOutcome } | { ready: ReadyPoolWrite } {
  switch (write.action) {
    case "registerBulk": {
      const closed = subscriptionRefusal(deps.subscriptionsOpen);
      if (closed !== null) return { refusal: { kind: "failure", message: closed } };
      if (write.indexes.length === 0) return { refusal: { kind: "silent" } };
      return { ready: write };
    }
    case "requestExit":
      return write.indexes.length === 0 ? { refusal: { kind: "silent" } } : { ready: write };
    case "withdrawRewards":
    case "withdrawStake":
      // Claim and withdraw do nothing without a proof.
      return write.proof === null
        ? { refusal: { kind: "silent" } }
        : { ready: { action: write.action, proof: write.proof } };
    case "addStake":
      return isBondReached(write.stake, deps.bond)
        ? { refusal: { kind: "failure", message: BOND_REACHED_MESSAGE } }
        : { ready: write };
  }
}

/**
 * The one write pipeline (docs/architecture.md): refusals → connected → right chain (offer a switch, never write
 * elsewhere) → subscribe validation → simulate + sign → receipt → outcome. Never throws.
 */
export async function runPoolWrite(write: PoolWrite, deps: WriteDeps): Promise<WriteOutcome> {
  const checked = preflight(write, deps);
  if ("refusal" in checked) return checked.refusal;
  const ready = checked.ready;
  if (!deps.connected) return { kind: "failure", message: CONNECT_FIRST_MESSAGE };

  try {
    if (deps.walletChainId !== deps.chainId) {
      try {
        await deps.switchChain();
      } catch (error) {
        return describeError(error, write.action) === null
          ? { kind: "silent" }
          : { kind: "failure", message: WRONG_CHAIN_MESSAGE(deps.chainName) };
      }
    }
    if (ready.action === "registerBulk") {
      const refusal = await deps.validateRegistration(ready.indexes);
      if (refusal !== null) return { kind: "failure", message: refusal };
    }
    const hash = await deps.submit(ready);
    const receipt = await deps.waitForReceipt(hash);
    if (receipt.status !== "success") throw receipt;
    return { kind: "success", message: SUCCESS_MESSAGES[write.action], hash };
  } catch (error) {
    const message = describeError(error, write.action);
    return message === null ? { kind: "silent" } : { kind: "failure", message, errorName: revertedErrorName(error) };
  }
}
