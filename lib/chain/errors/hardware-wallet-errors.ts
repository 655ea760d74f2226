import type { HardwareWalletRefusal } from "@/lib/copy/hardware-wallet";

/**
 * What a hardware wallet's answer to a write was, read from the codes and texts the wallet passes on to the page.
 * MetaMask relays a Ledger's failure as a JSON-RPC internal error (-32603) whose message is the device's text: its
 * TransactionController fails the request with `rpcErrors.internal(error.message)` (MetaMask 13.13.1's background),
 * and the text comes from its Ledger keyring or, before it, from Ledger's libraries. A wallet that passes the device's
 * error object on (in `data`, or as a `cause`) gives its status word too. Ledger Live over WalletConnect answers every
 * failed request with `{ code: 5000, message: "Transaction declined" }` and shows the device's words itself
 * (LedgerHQ/wallet-connect-live-app, src/hooks/requestHandlers/utils.ts and useWalletConnect.ts): viem reads 5000 as
 * a rejection, so the page stays silent, as for any rejection.
 */
export type DeviceAnswer = HardwareWalletRefusal | "rejectedOnDevice";

/**
 * The Ledger's status words (APDU), as `statusCode` on Ledger's TransportStatusError and as "(0x6a80)" at the end of
 * its message ("Ledger device: Locked device (0x5515)", @ledgerhq/errors). The meanings are those of MetaMask's
 * mappings (MetaMask/accounts: packages/keyring-eth-ledger-bridge/src/ledger-error-handler.ts, and
 * packages/hw-wallet-sdk/src/hardware-error-mappings.ts) and of @ledgerhq/hw-app-eth, which turns 0x6a80 on a
 * transaction into EthAppPleaseEnableContractData.
 */
const STATUS_WORDS: Readonly<Record<number, DeviceAnswer>> = {
  0x6985: "rejectedOnDevice", // CONDITIONS_OF_USE_NOT_SATISFIED: "denied by the user?"
  0x5501: "rejectedOnDevice", // "User refused on device"
  0x6a80: "blindSigning", // a contract call with Blind signing (Contract data) off
  0x5515: "locked", // LOCKED_DEVICE
  0x6b0c: "locked", // "Device locked" (the lock screen of older firmware)
  0x6982: "locked", // SECURITY_STATUS_NOT_SATISFIED: "dongle locked or have invalid access rights"
  0x650f: "appClosed", // "Ethereum app closed"
  0x6511: "appClosed",
  0x6a15: "appClosed",
  0x6a83: "appClosed", // another app open (Solana)
  0x6d00: "appClosed", // INS_NOT_SUPPORTED: another app open (Bitcoin)
  0x6e00: "appClosed", // CLA_NOT_SUPPORTED: the dashboard, no app open
};

/**
 * Texts the wallets pass on, lower-cased, with what they mean. Sources:
 * - MetaMask 13.13.1's Ledger keyring (@metamask/eth-ledger-bridge-keyring's handleLedgerTransportError, from
 *   MetaMask/accounts b80caa09): "Ledger: User rejected the transaction", "Ledger: Blind signing must be enabled",
 *   "Ledger: Device is locked. Unlock it to continue", "Ledger: Ethereum app closed. Open it to unlock".
 * - Its successor's mappings (@metamask/hw-wallet-sdk): "User rejected action on device", "User refused on device",
 *   "Blind signing not supported", "Device is locked", "Device locked", "Ethereum app closed", and the Device
 *   Management Kit's "DMK device locked", "DMK device disconnected while sending", "DMK device not connected".
 * - @ledgerhq/hw-app-eth: EthAppPleaseEnableContractData, "Please enable Blind signing or Contract data in the
 *   Ethereum app Settings" (what MetaMask relays on Chrome, where its Ledger iframe sends the error without a code).
 * - @ledgerhq/errors and the WebHID transport: "Locked device", LockedDeviceError, UserRefusedOnDevice,
 *   DisconnectedDevice and DisconnectedDeviceDuringOperation (an error without a message carries its class name),
 *   TransportOpenUserCancelled, "Access denied to use Ledger device", "No Ledger device found", and the browser's
 *   "Failed to execute 'requestDevice' on 'HID'" when no Ledger is plugged in.
 */
const PHRASES: readonly (readonly [string, DeviceAnswer])[] = [
  ["ledger: user rejected the transaction", "rejectedOnDevice"],
  ["user rejected action on device", "rejectedOnDevice"],
  ["user refused on device", "rejectedOnDevice"],
  ["userrefusedondevice", "rejectedOnDevice"],
  ["please enable blind signing or contract data", "blindSigning"],
  ["ethapppleaseenablecontractdata", "blindSigning"],
  ["blind signing must be enabled", "blindSigning"],
  ["blind signing not supported", "blindSigning"],
  ["device is locked", "locked"],
  ["device locked", "locked"],
  ["locked device", "locked"],
  ["lockeddeviceerror", "locked"],
  ["ethereum app closed", "appClosed"],
  ["disconnecteddevice", "disconnected"],
  ["device disconnected", "disconnected"],
  ["device not connected", "disconnected"],
  ["transportopenusercancelled", "disconnected"],
  ["access denied to use ledger device", "disconnected"],
  ["no ledger device found", "disconnected"],
  ["failed to execute 'requestdevice' on 'hid'", "disconnected"],
];

/** Which answer wins when an error says more than one thing: the person's own refusal first, then the device's. */
const PRECEDENCE: readonly DeviceAnswer[] = ["rejectedOnDevice", "blindSigning", "locked", "appClosed", "disconnected"];

/** "(0x6a80)" after a Ledger's text: the status word Ledger's TransportStatusError writes into its message. */
const STATUS_IN_TEXT = /\(0x([0-9a-f]{4})\)/g;

const MAX_PARTS = 64;

/** The texts and status words of an error, its causes and the data a wallet attached (as far as 64 parts deep). */
function partsOf(error: unknown): { texts: string[]; codes: number[] } {
  const texts: string[] = [];
  const codes: number[] = [];
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < MAX_PARTS) {
    const part = queue.shift();
    if (typeof part === "string") texts.push(part);
    if (typeof part !== "object" || part === null || seen.has(part)) continue;
    seen.add(part);
    for (const key of ["message", "details", "name"]) {
      const value: unknown = Reflect.get(part, key);
      if (typeof value === "string") texts.push(value);
    }
    const statusCode: unknown = Reflect.get(part, "statusCode");
    if (typeof statusCode === "number") codes.push(statusCode);
    queue.push(Reflect.get(part, "cause"), Reflect.get(part, "data"));
  }
  return { texts, codes };
}

/** The answers an error's parts name, by their texts and status words. */
function answersIn(error: unknown): Set<DeviceAnswer> {
  const { texts, codes } = partsOf(error);
  const found = new Set<DeviceAnswer>();
  for (const text of texts.map((t) => t.toLowerCase())) {
    for (const [phrase, answer] of PHRASES) if (text.includes(phrase)) found.add(answer);
    if (!text.includes("ledger")) continue; // a status word counts only in a Ledger's own text
    for (const [, hex] of text.matchAll(STATUS_IN_TEXT)) codes.push(Number.parseInt(hex ?? "", 16));
  }
  for (const code of codes) {
    const answer = STATUS_WORDS[code];
    if (answer !== undefined) found.add(answer);
  }
  return found;
}

/** What a hardware wallet answered, when the error is a device's; undefined for any other error. */
export function deviceAnswer(error: unknown): DeviceAnswer | undefined {
  const found = answersIn(error);
  return PRECEDENCE.find((answer) => found.has(answer));
}
