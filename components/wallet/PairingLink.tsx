"use client";

import { useConnectModal } from "@rainbow-me/rainbowkit";
import { useState } from "react";
import { PAIRING_LINK_TEXTS } from "@/lib/copy/walletconnect";
import { usePairingLink } from "@/lib/wallet/use-pairing-link";

const ACTION =
  "rounded-lg px-3 py-2 text-sm font-bold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";

/**
 * The WalletConnect pairing link while RainbowKit's modal waits for a phone: a link a phone's wallet app opens, and a
 * copy of it for a wallet on another device. Above RainbowKit's modal, outside its dialog.
 */
export function PairingLink() {
  const link = usePairingLink();
  const { connectModalOpen } = useConnectModal();
  const [copied, setCopied] = useState<string | null>(null);
  if (!link || !connectModalOpen) return null;
  return (
    <section
      aria-label={PAIRING_LINK_TEXTS.region}
      className="fixed inset-x-4 bottom-4 z-[2147483647] mx-auto max-w-md rounded-xl bg-surface-raised p-4 text-ink shadow-lg"
    >
      <p className="text-sm">{PAIRING_LINK_TEXTS.hint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={link} className={`${ACTION} bg-brand text-on-brand`}>
          {PAIRING_LINK_TEXTS.open}
        </a>
        <button
          type="button"
          className={`${ACTION} bg-surface-line`}
          onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(link))}
        >
          {copied === link ? PAIRING_LINK_TEXTS.copied : PAIRING_LINK_TEXTS.copy}
        </button>
      </div>
    </section>
  );
}
