"use client";

import "@rainbow-me/rainbowkit/styles.css";
import {
  ConnectButton,
  RainbowKitProvider,
  cssObjectFromTheme,
  darkTheme,
  lightTheme,
  useConnectModal,
} from "@rainbow-me/rainbowkit";
import { useEffect, useRef, useState } from "react";
import { useConfig } from "wagmi";
import { useTheme } from "@/lib/use-theme";
import { attachWalletDetails } from "@/lib/wallet/rainbowkit-wallets";
import { addWalletConnect } from "@/lib/wallet/walletconnect";
import { CONNECT_BUTTON, ConnectPlaceholder } from "./ConnectPlaceholder";

function OpenOnMount({ open }: { open: boolean }) {
  const { openConnectModal } = useConnectModal();
  const opened = useRef(false);
  useEffect(() => {
    if (open && openConnectModal && !opened.current) {
      opened.current = true;
      openConnectModal();
    }
  }, [open, openConnectModal]);
  return null;
}

// Shape only: a pill's colours are either PILL's or the Wrong network warning's, never both (two background
// utilities on one element: the stylesheet's order, not the class order, would pick one).
const PILL_SHAPE =
  "rounded-xl px-3 py-2 text-sm font-bold shadow focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";
const PILL = `${PILL_SHAPE} bg-surface-raised text-ink hover:bg-surface-line`;
const WRONG_NETWORK_PILL = `${PILL_SHAPE} bg-danger text-surface`;

/**
 * RainbowKit's button, drawn with ConnectButton.Custom: the stock one hides the chain when the config has a
 * single chain, and the page shows the chain name so the user knows where a write goes (chainStatus "name").
 */
function WalletPills({ asked, focusOnMount, onAsk }: { asked: boolean; focusOnMount: boolean; onAsk: () => void }) {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, openAccountModal, openChainModal, openConnectModal }) => {
        // RainbowKit draws nothing on its first render: the button stays in place meanwhile (busy if it was tapped).
        if (!mounted) return <ConnectPlaceholder busy={asked} onClick={onAsk} />;
        if (!account || !chain) {
          return (
            <button type="button" onClick={openConnectModal} autoFocus={focusOnMount} className={CONNECT_BUTTON}>
              Connect Wallet
            </button>
          );
        }
        return (
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={openChainModal}
              className={chain.unsupported ? WRONG_NETWORK_PILL : PILL}
              aria-label={chain.unsupported ? "Wrong network" : `Network: ${chain.name}`}
            >
              {chain.unsupported ? "Wrong network" : chain.name}
            </button>
            <button type="button" onClick={openAccountModal} className={PILL} aria-label={`Account ${account.address}`}>
              {account.displayName}
            </button>
          </div>
        );
      }}
    </ConnectButton.Custom>
  );
}

const THEME_OPTIONS = { accentColor: "#7c5cff", borderRadius: "medium" } as const;

/**
 * RainbowKit's theme variables, in the page's colour scheme, set on <html> through the CSSOM. RainbowKit would
 * otherwise write them into an inline <style> element, which the page's Content-Security-Policy blocks; CSSOM
 * writes are not restricted.
 */
function useThemeVariables() {
  const scheme = useTheme();
  useEffect(() => {
    const theme = scheme === "light" ? lightTheme(THEME_OPTIONS) : darkTheme(THEME_OPTIONS);
    const style = document.documentElement.style;
    const variables = Object.entries(cssObjectFromTheme(theme));
    for (const [name, value] of variables) style.setProperty(name, value);
    return () => {
      for (const [name] of variables) style.removeProperty(name);
    };
  }, [scheme]);
}

/** The real RainbowKit button and modals, in the wallet's part of the page (LiveWallet). */
export default function RainbowKitButton({
  openModal,
  focusOnMount,
  onAsk,
}: {
  openModal: boolean;
  focusOnMount: boolean;
  /** A tap on the button while RainbowKit is not drawn yet: open the modal as soon as it is. */
  onAsk: () => void;
}) {
  const config = useConfig();
  // Before RainbowKit's first render: it lists only connectors that carry its wallet metadata.
  useState(() => attachWalletDetails(config));
  useEffect(() => addWalletConnect(config), [config]);
  useThemeVariables();
  return (
    <RainbowKitProvider theme={null} modalSize="compact">
      <WalletPills asked={openModal} focusOnMount={focusOnMount} onAsk={onAsk} />
      <OpenOnMount open={openModal} />
    </RainbowKitProvider>
  );
}
