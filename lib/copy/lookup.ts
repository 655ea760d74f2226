/** The read-only look-up's words. */
export const LOOKUP_LABEL = "View an address";
export const LOOKUP_PLACEHOLDER = "0x…";
export const LOOKUP_SUBMIT = "View";
/** Leaves the look-up: back to the connected wallet's own validators, or to the empty list without one. */
export const LOOKUP_BACK_TO_WALLET = "Back to my wallet";
export const LOOKUP_CLEAR = "Stop viewing";
export const INVALID_ADDRESS_MESSAGE = "This is not a valid address: enter 0x followed by 40 hexadecimal characters.";
