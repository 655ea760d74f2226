import { describe, expect, it } from "vitest";
import { deviceAnswer, type DeviceAnswer } from "./hardware-wallet-errors";

/** An error as MetaMask's provider rejects a request with it: the JSON-RPC error object, code and message. */
const metaMask = (message: string, data?: unknown) => ({
  code: -32603,
  message,
  ...(data === undefined ? {} : { data }),
});

describe("deviceAnswer: what MetaMask 13.13.1 passes to the page", () => {
  it.each<[string, unknown, DeviceAnswer]>([
    // Chrome: the Ledger iframe sends hw-app-eth's EthAppPleaseEnableContractData without a status code, so the
    // keyring passes its message on as it is.
    [
      "Blind signing off, relayed from the Ledger iframe",
      metaMask("Please enable Blind signing or Contract data in the Ethereum app Settings"),
      "blindSigning",
    ],
    [
      "Blind signing off, as the keyring maps 0x6a80",
      metaMask("Ledger: Blind signing must be enabled"),
      "blindSigning",
    ],
    ["a locked Ledger (0x5515)", metaMask("Ledger: Device is locked. Unlock it to continue"), "locked"],
    ["the Ethereum app closed (0x650f)", metaMask("Ledger: Ethereum app closed. Open it to unlock"), "appClosed"],
    ["a refusal on the device (0x6985)", metaMask("Ledger: User rejected the transaction"), "rejectedOnDevice"],
    // A status word the keyring does not map: Ledger's own message passes.
    ["the lock screen of older firmware", metaMask("Ledger device: UNKNOWN_ERROR (0x6b0c)"), "locked"],
    ["the dashboard, no app open", metaMask("Ledger device: CLA_NOT_SUPPORTED (0x6e00)"), "appClosed"],
    // No status code: the message of Ledger's error, its class name when it has none.
    ["a Ledger unplugged during the request", metaMask("DisconnectedDevice"), "disconnected"],
    ["no Ledger plugged in (WebHID found none)", metaMask("Access denied to use Ledger device"), "disconnected"],
    [
      "no Ledger plugged in (WebHID asked the browser)",
      metaMask(
        "Failed to execute 'requestDevice' on 'HID': Must be handling a user gesture to show a permission request.",
      ),
      "disconnected",
    ],
  ])("%s", (_name, error, expected) => {
    expect(deviceAnswer(error)).toBe(expected);
  });
});

describe("deviceAnswer: the texts of older and newer wallets", () => {
  it.each<[string, unknown, DeviceAnswer]>([
    [
      "Ledger's locked-device message before the keyring mapped it",
      metaMask("Ledger device: Locked device (0x5515)"),
      "locked",
    ],
    [
      "Ledger's text for a refusal",
      metaMask("Ledger device: Condition of use not satisfied (denied by the user?) (0x6985)"),
      "rejectedOnDevice",
    ],
    [
      "Ledger's text for a locked dongle (0x6982)",
      metaMask("Ledger device: Security not satisfied (dongle locked or have invalid access rights) (0x6982)"),
      "locked",
    ],
    ["hw-wallet-sdk's blind signing (prefixed)", metaMask("Ledger: Blind signing not supported"), "blindSigning"],
    ["hw-wallet-sdk's locked device (prefixed)", metaMask("Ledger: Device is locked"), "locked"],
    ["hw-wallet-sdk's 0x6b0c", metaMask("Device locked"), "locked"],
    ["the Device Management Kit's unplugged device", metaMask("DMK device disconnected while sending"), "disconnected"],
    ["the Device Management Kit's missing device", metaMask("DMK device not connected"), "disconnected"],
    ["the Device Management Kit's locked device", metaMask("DMK device locked"), "locked"],
    ["an unplugged device during the exchange", metaMask("DisconnectedDeviceDuringOperation"), "disconnected"],
    ["a wallet that found no Ledger", metaMask("No Ledger device found"), "disconnected"],
  ])("%s", (_name, error, expected) => {
    expect(deviceAnswer(error)).toBe(expected);
  });
});

describe("deviceAnswer: where the device's words are", () => {
  it("reads the text in data, as a wallet that serializes the cause puts it", () => {
    const error = metaMask("Internal JSON-RPC error.", {
      cause: { message: "Please enable Blind signing or Contract data in the Ethereum app Settings" },
    });
    expect(deviceAnswer(error)).toBe("blindSigning");
  });

  it("reads a bare text in data", () => {
    expect(deviceAnswer(metaMask("Internal JSON-RPC error.", "Ledger: Device is locked. Unlock it to continue"))).toBe(
      "locked",
    );
  });

  it("reads the status word of a TransportStatusError passed on as the cause or in data", () => {
    const transportStatusError = { name: "TransportStatusError", message: "Ledger device: x", statusCode: 0x6a80 };
    expect(deviceAnswer(new Error("send failed", { cause: transportStatusError }))).toBe("blindSigning");
    expect(deviceAnswer(metaMask("Internal JSON-RPC error.", { statusCode: 0x5515 }))).toBe("locked");
  });

  it("reads the error's class name", () => {
    const named = Object.assign(new Error("The device refused"), { name: "EthAppPleaseEnableContractData" });
    expect(deviceAnswer(named)).toBe("blindSigning");
    expect(deviceAnswer(Object.assign(new Error("gone"), { name: "TransportOpenUserCancelled" }))).toBe("disconnected");
  });

  it("puts the person's own refusal before the device's", () => {
    const both = metaMask("Ledger: User rejected the transaction", { cause: { message: "Ledger: Device is locked" } });
    expect(deviceAnswer(both)).toBe("rejectedOnDevice");
  });

  it("survives a cycle of causes and data", () => {
    const a: { message: string; cause?: unknown; data?: unknown } = { message: "a" };
    const b = { message: "b", cause: a, data: a };
    a.cause = b;
    expect(deviceAnswer(a)).toBeUndefined();
  });
});

describe("deviceAnswer: not a device's error", () => {
  it.each<[string, unknown]>([
    ["a node's internal error", { code: -32603, message: "upstream down" }],
    ["the test wallet's own refusal to switch", { code: -32603, message: "The wallet could not switch networks" }],
    ["a status word outside a Ledger's text", metaMask("execution reverted (0x6a80)")],
    ["a status word the page does not know", metaMask("Ledger device: UNKNOWN_ERROR (0x6f01)")],
    [
      "Ledger Live's answer over WalletConnect (a rejection, read by viem)",
      { code: 5000, message: "Transaction declined" },
    ],
    ["nothing", undefined],
    ["a string", "nope"],
  ])("%s", (_name, error) => {
    expect(deviceAnswer(error)).toBeUndefined();
  });
});
