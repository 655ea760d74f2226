"use client";

import "@rainbow-me/rainbowkit/styles.css";
import "./rainbowkit-sheet.css";
import {
  RainbowKitProvider,
  cssObjectFromTheme,
  darkTheme,
  lightTheme,
  useAccountModal,
  useChainModal,
  useConnectModal,
} from "@rainbow-me/rainbowkit";
import { useEffect, useRef, useState } from "react";
import { useAccount, useConfig } from "wagmi";
import { INTENT_ATTRIBUTE } from "@/lib/early-input";
import { abbreviateAddress } from "@/lib/format";
import { useTheme } from "@/lib/use-theme";
import { attachWalletDetails } from "@/lib/wallet/rainbowkit-wallets";
import { addWalletConnect } from "@/lib/wallet/walletconnect";
import { CONNECT_BUTTON } from "./ConnectPlaceholder";
import { PairingLink } from "./PairingLink";

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
 * The wallet's button: Connect Wallet, or the chain's name and the account, each opening RainbowKit's modal. Drawn
 * from wagmi's account rather than RainbowKit's ConnectButton.Custom, which shows the chain (its stock button hides
 * it with a single chain) but also reads what this button never shows, from the connect on: the balance (an RPC
 * request, and 65 ms of number formatting on a phone as the first reads come back), the chain's icon (a chunk) and,
 * on mainnet, the ENS name and avatar (RPC requests to the build's public endpoint). RainbowKit's account modal still
 * shows them when opened.
 */
function WalletPills({ focusOnMount, onAsk }: { focusOnMount: boolean; onAsk: () => void }) {
  const { address, chain, chainId, connector } = useAccount();
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  if (!address || chainId === undefined) {
    return (
      // RainbowKit has no opener while wagmi looks for a remembered connection: the tap is kept until it has one.
      // Marked with the placeholder's intent: a press that began on the placeholder and ends here, as this replaced
      // it, is taken as the click it was (lib/early-input.ts).
      <button
        type="button"
        {...{ [INTENT_ATTRIBUTE]: "connect" }}
        onClick={openConnectModal ?? onAsk}
        autoFocus={focusOnMount}
        className={CONNECT_BUTTON}
      >
        Connect Wallet
      </button>
    );
  }
  // wagmi names no chain for a wallet on a chain the build does not have.
  const unsupported = chain === undefined;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={openChainModal}
        className={unsupported ? WRONG_NETWORK_PILL : PILL}
        aria-label={unsupported ? "Wrong network" : `Network: ${chain.name}`}
      >
        {unsupported ? "Wrong network" : chain.name}
      </button>
      {/* A Safe App is connected as the Safe that frames it: the pill says so. */}
      <button
        type="button"
        onClick={openAccountModal}
        className={PILL}
        aria-label={connector?.type === "safe" ? `Safe ${address}` : `Account ${address}`}
      >
        {connector?.type === "safe" ? `Safe ${abbreviateAddress(address)}` : abbreviateAddress(address)}
      </button>
    </div>
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
  /** A tap on Connect Wallet before RainbowKit can open its modal: open it as soon as it can. */
  onAsk: () => void;
}) {
  const config = useConfig();
  // Before RainbowKit's first render: it lists only connectors that carry its wallet metadata.
  useState(() => attachWalletDetails(config));
  useEffect(() => addWalletConnect(config), [config]);
  useThemeVariables();
  return (
    <RainbowKitProvider theme={null} modalSize="compact">
      <WalletPills focusOnMount={focusOnMount} onAsk={onAsk} />
      <OpenOnMount open={openModal} />
      <PairingLink />
    </RainbowKitProvider>
  );
}
