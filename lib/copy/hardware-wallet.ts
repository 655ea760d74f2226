/**
 * What the page says when a hardware wallet (a Ledger, through MetaMask) refuses a write: what happened, that nothing
 * was sent, and what to change on the device. Ours: the catalogue is silent on devices. lib/chain/errors/hardware-wallet-errors.ts
 * tells these cases apart by the codes and texts the wallets pass on.
 */
export const HARDWARE_WALLET_TEXTS = {
  blindSigning:
    "Your Ledger refused to sign: Blind signing is off. Nothing was sent. On the Ledger, open the Ethereum app, go to Settings and turn on Blind signing (Contract data in older versions of the app), then try again.",
  locked: "Your Ledger is locked. Nothing was sent. Unlock it with your PIN, open the Ethereum app, then try again.",
  appClosed: "The Ethereum app is not open on your Ledger. Nothing was sent. Open it on the Ledger, then try again.",
  disconnected:
    "Your Ledger is not connected, or was unplugged before it signed. Nothing was sent. Plug it in, unlock it, open the Ethereum app, then try again.",
} as const;

/** A refusal the page explains; a refusal the person made on the device is a rejection, and shows nothing. */
export type HardwareWalletRefusal = keyof typeof HARDWARE_WALLET_TEXTS;
