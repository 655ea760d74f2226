import { createWalletClient, custom, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { HARDWARE_WALLET_TEXTS } from "@/lib/copy/hardware-wallet";
import { describeError } from "./error-catalogue";

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const NODE: Hex = `0x${"ab".repeat(32)}`;

/**
 * The error the page gets from wagmi's writeContract when the wallet answers eth_sendTransaction with `answer`: viem's
 * own wrapping (ContractFunctionExecutionError → TransactionExecutionError → the RPC error class for its code) around
 * the object the provider rejected with, as an injected provider rejects (a plain Error with `code` and `data`).
 */
async function claimAnsweredWith(answer: { code: number; message: string; data?: unknown }): Promise<unknown> {
  const request = async ({ method }: { method: string }): Promise<unknown> => {
    if (method === "eth_chainId") return "0x7a69";
    throw Object.assign(new Error(answer.message), answer);
  };
  const client = createWalletClient({ account: ACCOUNT, transport: custom({ request }) });
  return client
    .writeContract({
      abi: smoothlyPoolAbi,
      address: POOL,
      functionName: "withdrawRewards",
      args: [[NODE], [101n], 5n],
      chain: null,
    })
    .then(
      () => "sent",
      (error: unknown) => error,
    );
}

describe("describeError on a hardware wallet's answer, through viem as the page gets it", () => {
  it("says what to change on the device when Blind signing is off (MetaMask relaying the Ledger iframe)", async () => {
    const error = await claimAnsweredWith({
      code: -32603,
      message: "Please enable Blind signing or Contract data in the Ethereum app Settings",
    });
    expect(describeError(error, "withdrawRewards")).toBe(
      "Your Ledger refused to sign: Blind signing is off. Nothing was sent. On the Ledger, open the Ethereum app, go to Settings and turn on Blind signing (Contract data in older versions of the app), then try again.",
    );
  });

  it.each<[string, string, string]>([
    [
      "Ledger: Blind signing must be enabled",
      "blind signing, as MetaMask's keyring maps 0x6a80",
      HARDWARE_WALLET_TEXTS.blindSigning,
    ],
    [
      "Ledger: Device is locked. Unlock it to continue",
      "a locked Ledger",
      "Your Ledger is locked. Nothing was sent. Unlock it with your PIN, open the Ethereum app, then try again.",
    ],
    [
      "Ledger: Ethereum app closed. Open it to unlock",
      "the Ethereum app closed",
      "The Ethereum app is not open on your Ledger. Nothing was sent. Open it on the Ledger, then try again.",
    ],
    [
      "DisconnectedDevice",
      "a Ledger unplugged mid-request",
      "Your Ledger is not connected, or was unplugged before it signed. Nothing was sent. Plug it in, unlock it, open the Ethereum app, then try again.",
    ],
  ])("%s (%s)", async (message, _name, expected) => {
    const error = await claimAnsweredWith({ code: -32603, message });
    expect(describeError(error, "withdrawRewards")).toBe(expected);
  });

  it("reads the device's words from data when the message is MetaMask's generic one", async () => {
    const error = await claimAnsweredWith({
      code: -32603,
      message: "Internal JSON-RPC error.",
      data: { cause: { message: "Ledger device: Locked device (0x5515)", stack: "…" } },
    });
    expect(describeError(error, "withdrawRewards")).toBe(HARDWARE_WALLET_TEXTS.locked);
  });

  it("stays silent when the person refuses on the device", async () => {
    const error = await claimAnsweredWith({ code: -32603, message: "Ledger: User rejected the transaction" });
    expect(describeError(error, "withdrawRewards")).toBeNull();
  });

  it("stays silent for Ledger Live over WalletConnect, which declines with 5000 and shows the device's words itself", async () => {
    const error = await claimAnsweredWith({ code: 5000, message: "Transaction declined" });
    expect(describeError(error, "withdrawRewards")).toBeNull();
  });

  it("shows any other wallet internal error in the wallet's words, never viem's generic short message", async () => {
    const device = await claimAnsweredWith({ code: -32603, message: "Ledger device: UNKNOWN_ERROR (0x6f01)" });
    expect(describeError(device, "withdrawRewards")).toBe("Error: Ledger device: UNKNOWN_ERROR (0x6f01)");
    const wallet = await claimAnsweredWith({ code: -32603, message: "The wallet is on another chain" });
    expect(describeError(wallet, "withdrawRewards")).toBe("Error: The wallet is on another chain");
  });
});
