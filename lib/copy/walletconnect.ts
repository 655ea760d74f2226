/** The pairing link's panel, shown beside RainbowKit's WalletConnect screen (components/wallet/PairingLink.tsx). */
export const PAIRING_LINK_TEXTS = {
  region: "Pairing link",
  hint: "On a phone, open the link in your wallet app. On a computer, scan the QR code with the phone, or copy the link into the wallet.",
  open: "Open in your wallet app",
  copy: "Copy link",
  copied: "Link copied",
} as const;

/**
 * What the page says when a request sent over WalletConnect got no answer: the phone never answered before the
 * request expired (the SDK's "Request expired"), or the relay the two meet on cannot be reached.
 */
export const WALLETCONNECT_TEXTS = {
  expired: "Your wallet did not answer in time. Nothing was sent. Open the wallet app on your phone, then try again.",
  relayGone:
    "The WalletConnect relay cannot be reached, so the request did not get to your wallet. Nothing was sent. Check your connection, then try again.",
} as const;
