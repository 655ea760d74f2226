"use client";

import "@rainbow-me/rainbowkit/styles.css";
import { ConnectButton, RainbowKitProvider, darkTheme, useConnectModal } from "@rainbow-me/rainbowkit";
import { useEffect, useRef } from "react";
import { useConfig } from "wagmi";
import { addWalletConnect } from "@/lib/wallet/walletconnect";

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

/** The real RainbowKit button and modals. Loaded on demand by WalletButton. */
export default function RainbowKitButton({ openModal }: { openModal: boolean }) {
  const config = useConfig();
  addWalletConnect(config);
  return (
    <RainbowKitProvider theme={darkTheme({ accentColor: "#7c5cff", borderRadius: "medium" })} modalSize="compact">
      <ConnectButton chainStatus="name" showBalance={false} accountStatus={{ smallScreen: "avatar", largeScreen: "address" }} />
      <OpenOnMount open={openModal} />
    </RainbowKitProvider>
  );
}
