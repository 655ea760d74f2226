import type { Config } from "wagmi";
import { connect } from "wagmi/actions";
import { safe } from "wagmi/connectors";
import { network } from "@/lib/network";
import { originPattern, safeHosts } from "@/lib/network/safe-hosts";

/**
 * How long the Safe's host has to answer getSafeInfo: wagmi's default (10 ms) is a race on a busy phone; a parent that
 * is no Safe leaves the page with its usual Connect Wallet after it.
 */
const SAFE_INFO_TIMEOUT_MS = 2_000;

/**
 * Connects the page as the Safe that frames it (wagmi's `safe` connector, Safe's Apps SDK underneath): no Connect
 * Wallet click, no wallet list. The SDK takes messages from the parent frame only, and only from the build's Safe
 * hosts (lib/network). Loaded by the wallet's island only when the page is framed, so a visitor who is not gets none
 * of this code. Resolves with whether the page is now the Safe's.
 */
export async function connectSafeApp(config: Config): Promise<boolean> {
  let connector = config.connectors.find((c) => c.type === "safe");
  if (!connector) {
    const created = config._internal.connectors.setup(
      safe({
        allowedDomains: safeHosts.map(originPattern),
        unstable_getInfoTimeout: SAFE_INFO_TIMEOUT_MS,
      }),
    );
    config._internal.connectors.setState((current) => [created, ...current]);
    connector = created;
  }
  try {
    await connect(config, { connector, chainId: network.chain.id });
    return true;
  } catch {
    // Not a Safe, or not one of the build's hosts, or on another chain: the page stays as it was.
    return false;
  }
}
