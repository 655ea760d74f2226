/** What MetaMask's injected provider adds to EIP-1193: whether its own password screen is up. */
interface MetaMaskExtras {
  readonly _metamask?: { readonly isUnlocked?: () => Promise<boolean> };
}

/**
 * True when the wallet is MetaMask and MetaMask is locked. MetaMask 13 still reports the site's permitted account
 * while locked, so a remembered connection would come back with that account's figures although nobody can sign:
 * the page drops such a connection and asks to connect (which opens MetaMask's unlock). Any other wallet, a provider
 * without MetaMask's extras, or a check that fails, counts as not locked: the usual connection state decides.
 */
export async function isLockedMetaMask(provider: unknown): Promise<boolean> {
  if (typeof provider !== "object" || provider === null) return false;
  const isUnlocked = (provider as MetaMaskExtras)._metamask?.isUnlocked;
  if (typeof isUnlocked !== "function") return false;
  try {
    return (await isUnlocked.call((provider as MetaMaskExtras)._metamask)) === false;
  } catch {
    return false;
  }
}
