import type { Address } from "viem";
import type { Config } from "wagmi";
import { getAccount, watchAccount } from "wagmi/actions";
import { parseLookupHash, shownAccount } from "@/lib/lookup";

/**
 * Calls `start` with the address whose validators the page is about to show, the moment it is known: now, and each
 * time a change of the wallet's account changes what is shown. wagmi tells its store's listeners as it changes,
 * before React renders the change, so the reads are on their way while the page renders. The same rule as the
 * page's (lib/lookup.ts): a looked-up address in the hash is shown instead of the wallet's. Returns the unwatch.
 */
export function readAheadForShownAccount(
  config: Config,
  start: (account: Address) => void,
  hash: () => string = () => window.location.hash,
): () => void {
  let shown: string | undefined;
  const begin = (wallet: Address | undefined) => {
    const { address } = shownAccount(wallet, parseLookupHash(hash()));
    const before = shown;
    shown = address?.toLowerCase();
    // The same address still shown (a looked-up one while the wallet changes): its list has read already.
    if (address && shown !== before) start(address);
  };
  begin(getAccount(config).address);
  return watchAccount(config, {
    onChange(account, previous) {
      if (account.address !== previous.address) begin(account.address);
    },
  });
}
