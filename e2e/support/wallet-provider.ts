/** A request the page's provider passes on to the test process, and what comes back. */
export type WalletRequest = { method: string; params?: readonly unknown[] };
/** `error` as EIP-1193 and MetaMask give it: a code, a message, and sometimes `data` (a wallet's details). */
export type WalletResponse = { result?: unknown; error?: { code: number; message: string; data?: unknown } };

/**
 * The page side of the test wallet, as a script's text: an EIP-1193 provider on `window.ethereum` (isMetaMask) whose
 * every request goes to `bridge`, a page expression for a function from a WalletRequest to a promise of a
 * WalletResponse, which the test process answers (TestWallet.request). `__emit` lets the test fire the provider's
 * events (accountsChanged, chainChanged). Text, not a function, so every driver can put it in the page as it can: an
 * init script in Playwright, a same-origin script file where a driver has no init scripts.
 */
export function walletProviderScript(bridge: string): string {
  return `(() => {
  const bridge = ${bridge};
  const listeners = new Map();
  const provider = {
    isMetaMask: true,
    request: async (request) => {
      const response = await bridge(request);
      if (response.error) throw Object.assign(new Error(response.error.message), response.error);
      return response.result;
    },
    on: (event, listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(listener);
      return provider;
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    __emit: (event, ...args) => listeners.get(event)?.forEach((listener) => listener(...args)),
  };
  Object.assign(window, { ethereum: provider });
})();`;
}
