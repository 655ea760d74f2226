import { testWithSynpress } from "@synthetixio/synpress";
import { metaMaskFixtures } from "@synthetixio/synpress/playwright";
import { NETWORK } from "./constants";
import localSetup from "../wallet-setup/local.setup";
import mainnetSetup from "../wallet-setup/mainnet.setup";

/**
 * Each test gets a fresh Chromium with a copy of the prepared MetaMask profile (unlocked), `metamask` to drive its
 * popups, and `page` already on the site (baseURL from playwright.config.ts).
 */
export const test = testWithSynpress(metaMaskFixtures(NETWORK === "mainnet" ? mainnetSetup : localSetup));
export const { expect } = test;
