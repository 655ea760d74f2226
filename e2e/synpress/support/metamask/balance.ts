import { expect, type Page } from "@playwright/test";

/**
 * Waits on MetaMask's home until it shows the selected account's balance as more than 0 on the network it shows.
 *
 * MetaMask 13 reads its accounts' ether on a chain with Ethereum's id through Multicall3's getEthBalance
 * (foundry/src/Multicall3.sol has it). Without it MetaMask stores 0 for every account, draws the first transaction's
 * "Network fee" as an insufficient-funds alert and keeps its Confirm disabled ("Review alert"), for as long as a
 * loaded machine takes to read the balance another way. This wait makes the same fault, or any other reason MetaMask does not know the account's ether, fail here with its name
 * instead of at the first prompt. The home is reloaded after each 20 s without it (MetaMask reads an open view's
 * balances again).
 */
export async function untilBalanceShown(home: Page, timeoutMs = 120_000): Promise<void> {
  const value = home.getByTestId("multichain-token-list-item-value").first();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await expect(value).toHaveText(/[1-9]/, { timeout: 20_000 });
      return;
    } catch {
      const shown = await value.textContent().catch(() => null);
      if (Date.now() > deadline) {
        throw new Error(`MetaMask showed no balance above 0 in ${timeoutMs / 1000} s (last: ${shown ?? "none"})`);
      }
      await home.reload();
    }
  }
}
