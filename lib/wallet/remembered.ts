/** Where wagmi keeps its state in the browser (createConfig's default storage: key "wagmi", store "store"). */
export const WAGMI_STORE_KEY = "wagmi.store";

/**
 * Whether this browser was connected to a wallet when the page was last left: wagmi then reconnects it on load, so
 * the wallet's code is wanted at once. Read from wagmi's own stored state (its `current` connection), without
 * loading wagmi. Storage that cannot be read, or holds anything else, means no.
 */
export function rememberedConnection(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(WAGMI_STORE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null || !("state" in stored)) return false;
    const { state } = stored;
    return typeof state === "object" && state !== null && "current" in state && typeof state.current === "string";
  } catch {
    return false;
  }
}
