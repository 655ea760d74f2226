import type { CreateConnectorFn } from "wagmi";

/** wagmi's storage key for the connector the last connection went through. */
const RECENT_CONNECTOR_KEY = "recentConnectorId";

/**
 * WalletConnect's connector, fetching its SDK (@walletconnect/ethereum-provider, a chunk of its own) only once the
 * visitor picks it, or to restore the session of a visit that connected through it. wagmi's connector asks for its
 * provider as soon as it joins the config (its setup) and again on the reconnect every visit starts with, which
 * would fetch the SDK whenever the wallet list opens. Outside wagmi's reconnect, a call for the provider is a use:
 * RainbowKit asks for it when the visitor picks WalletConnect (for the pairing link), wagmi when it connects.
 */
export function loadedOnPick(create: CreateConnectorFn, id: string, reconnecting: () => boolean): CreateConnectorFn {
  return (config) => {
    const connector = create(config);
    let wanted = false;
    const remembered = async (): Promise<boolean> =>
      (wanted ||= (await config.storage?.getItem(RECENT_CONNECTOR_KEY)) === id);
    return {
      ...connector,
      async setup() {
        if (await remembered()) await connector.setup?.call(this);
      },
      async connect(parameters) {
        wanted = true;
        return connector.connect.call(this, parameters);
      },
      async getProvider(parameters) {
        if (!reconnecting()) wanted = true;
        return (await remembered()) ? connector.getProvider.call(this, parameters) : undefined;
      },
    } as typeof connector;
  };
}
