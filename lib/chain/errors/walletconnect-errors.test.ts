import { TransactionExecutionError, UnknownRpcError } from "viem";
import { describe, expect, it } from "vitest";
import { WALLETCONNECT_TEXTS } from "@/lib/copy/walletconnect";
import { describeError } from "./error-catalogue";
import { walletConnectSilence } from "./walletconnect-errors";

/** The SDK's error as wagmi's writeContract passes it on: the provider's Error inside viem's wrappers. */
const wrapped = (message: string) =>
  new TransactionExecutionError(new UnknownRpcError(new Error(message)), {
    account: { address: "0x0000000000000000000000000000000000000001", type: "json-rpc" },
    chain: undefined,
  });

describe("a WalletConnect request that got no answer", () => {
  it("reads the sign-client's expiry as expired, wherever viem wrapped it", () => {
    expect(walletConnectSilence(new Error("Request expired. Please try again."))).toBe("expired");
    expect(walletConnectSilence(wrapped("Request expired. Please try again."))).toBe("expired");
  });

  it("reads the core's publish and socket failures as the relay gone", () => {
    expect(walletConnectSilence(wrapped("Failed to publish payload, please try again. id:1 tag:1108"))).toBe(
      "relayGone",
    );
    expect(
      walletConnectSilence(new Error("Couldn't establish socket connection to the relay server: ws://127.0.0.1:8549")),
    ).toBe("relayGone");
    expect(
      walletConnectSilence(new Error("No internet connection detected. Please restart your network and try again.")),
    ).toBe("relayGone");
  });

  it("leaves every other error alone", () => {
    expect(walletConnectSilence(new Error("execution reverted"))).toBeUndefined();
    expect(walletConnectSilence("Request expired")).toBeUndefined();
  });

  it("says in one line that nothing was sent, in the product's words", () => {
    expect(describeError(wrapped("Request expired. Please try again."), "withdrawRewards")).toBe(
      "Your wallet did not answer in time. Nothing was sent. Open the wallet app on your phone, then try again.",
    );
    expect(describeError(wrapped("Failed to publish payload, please try again. id:1 tag:1108"), "addStake")).toBe(
      WALLETCONNECT_TEXTS.relayGone,
    );
  });
});
