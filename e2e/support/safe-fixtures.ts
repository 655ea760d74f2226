import { parseAbi, type Address, type Hash, type PublicClient } from "viem";
import { FRANK } from "../../mocks/oracle/seed-accounts";
import { startSafeHost, type SafeHost } from "../../mocks/safe-host/server";
import { SafeAppPage } from "../pages/SafeAppPage";
import { watchConsoleErrors } from "./console-errors";
import { expect, test as base } from "./fixtures";

interface SafeFixtures {
  /** The local Safe host for Frank's Safe, framing the worker's site; a new one (no proposals yet) for each test. */
  safeHost: SafeHost;
  /** The host page open, the dashboard inside it connected as Frank's Safe; its console checked at the end. */
  safeApp: SafeAppPage;
}

export const test = base.extend<SafeFixtures>({
  safeHost: async ({ stack, site }, use) => {
    const host = await startSafeHost({
      chain: { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
      siteUrl: site.url,
      safe: FRANK.address,
      spec: FRANK.safe,
    });
    await use(host);
    await host.close();
  },
  safeApp: async ({ page, safeHost }, use) => {
    const errors = watchConsoleErrors(page);
    const app = new SafeAppPage(page);
    await app.open(safeHost.url, FRANK.address);
    await use(app);
    expect(errors, "console errors").toEqual([]);
  },
});

export { expect };

const SAFE_READS = parseAbi(["function nonce() view returns (uint256)"]);

/** The Safe's nonce on chain: how many of its transactions have run. */
export function safeNonce(chain: PublicClient, safe: Address = FRANK.address): Promise<bigint> {
  return chain.readContract({ address: safe, abi: SAFE_READS, functionName: "nonce" });
}

/** The one proposal the host holds that is not a rejection: what the page just asked for. */
export async function onlyProposal(host: SafeHost): Promise<Hash> {
  const proposals = (await host.proposals.queue()).filter((entry) => !entry.isRejection);
  expect(proposals).toHaveLength(1);
  return proposals[0]!.safeTxHash;
}
