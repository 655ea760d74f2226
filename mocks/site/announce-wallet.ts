/**
 * A page script (for `addInitScript({ content })`, after the one that sets `window.ethereum`): announces that provider
 * as MetaMask over EIP-6963, at once and on every request, as the extension does, so RainbowKit lists it. Each test
 * wallet passes its own `uuid`.
 */
export function announceAsMetaMask(uuid: string): string {
  const info = {
    uuid,
    name: "MetaMask",
    icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    rdns: "io.metamask",
  };
  return `(() => {
  const info = ${JSON.stringify(info)};
  const announce = () =>
    window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider: window.ethereum }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
})();`;
}
