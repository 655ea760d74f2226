import { useEffect, useState } from "react";
import { useAccount, useConnectors } from "wagmi";
import { WALLETCONNECT_ID } from "./walletconnect-id";

/**
 * The `wc:` pairing link WalletConnect's connector is waiting on, or null: wagmi's connector announces it as a
 * "display_uri" message once the visitor picks WalletConnect. RainbowKit draws it as a QR code only, and on a
 * phone-sized screen not at all: the page offers the link itself (components/wallet/PairingLink.tsx).
 */
export function usePairingLink(): string | null {
  const connectors = useConnectors();
  const { status } = useAccount();
  const [link, setLink] = useState<string | null>(null);
  const connector = connectors.find((c) => c.id === WALLETCONNECT_ID);
  useEffect(() => {
    if (!connector) return;
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === "display_uri" && typeof data === "string") setLink(data);
    };
    connector.emitter.on("message", onMessage);
    return () => connector.emitter.off("message", onMessage);
  }, [connector]);
  return status === "connected" ? null : link;
}
