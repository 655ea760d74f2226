/** The dashboard of an address looked up, not the wallet's (its own file: the first load does not need it). */
export const viewingMessage = (address: string) => `Viewing ${address} (read-only).`;
/** On every write control while someone else's address is shown. */
export const READ_ONLY_REASON = "Connect this address's wallet to act";
