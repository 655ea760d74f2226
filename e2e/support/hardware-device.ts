import type { WalletRequest, WalletResponse } from "./wallet-provider";

type WalletError = NonNullable<WalletResponse["error"]>;

/**
 * A Ledger's answers as MetaMask 13.13.1 passes them to the page: a JSON-RPC internal error whose message is the
 * device's text (lib/chain/errors/hardware-wallet-errors.ts says where each text comes from). Blind signing off: Ledger's
 * hw-app-eth text, which MetaMask's Ledger iframe relays without a status code. Locked: MetaMask's keyring's text for
 * 0x5515. Unplugged: Ledger's DisconnectedDevice, whose message is its class name. Refused on the device: the
 * keyring's text for 0x6985.
 */
export const LEDGER_THROUGH_METAMASK = {
  blindSigningOff: {
    code: -32603,
    message: "Please enable Blind signing or Contract data in the Ethereum app Settings",
  },
  locked: { code: -32603, message: "Ledger: Device is locked. Unlock it to continue" },
  unplugged: { code: -32603, message: "DisconnectedDevice" },
  refused: { code: -32603, message: "Ledger: User rejected the transaction" },
} as const satisfies Record<string, WalletError>;

/** What the person does with a request on the device's screen: confirms it, or it ends another way. */
export type DeviceAction = "confirm" | "refuse" | "lock" | "unplug";

const ERROR_OF: Record<Exclude<DeviceAction, "confirm">, WalletError> = {
  refuse: LEDGER_THROUGH_METAMASK.refused,
  lock: LEDGER_THROUGH_METAMASK.locked,
  unplug: LEDGER_THROUGH_METAMASK.unplugged,
};

/** A request on the device's screen, waiting for the person: the test answers it when it chooses. */
export interface DevicePrompt {
  readonly request: WalletRequest;
  answer(action: DeviceAction): void;
}

/** Whether a transaction request calls a contract (carries data): with Blind signing off, the device refuses it. */
function callsContract(request: WalletRequest): boolean {
  if (request.method !== "eth_sendTransaction") return false;
  const tx = request.params?.[0] as { data?: string; input?: string } | undefined;
  const data = tx?.data ?? tx?.input;
  return data !== undefined && data !== "0x";
}

/**
 * The hardware wallet behind the test wallet's "hardware" profile (TestWallet.useHardware): every request to sign
 * waits on the device for its own confirmation, for as long as the test holds it (a person reading a long call on a
 * small screen takes minutes), and ends the way the test says: confirmed, refused, the device locked or unplugged.
 * With Blind signing off, a contract call is refused at once, as the Ethereum app does. It cannot replace a sent
 * transaction: the test wallet's speed-up and cancel refuse while it is in use.
 */
export class HardwareDevice {
  /** The Ethereum app's "Blind signing" setting. */
  blindSigning = true;
  /** Every request that reached the device, in order (refused at once or shown on its screen). */
  readonly requests: WalletRequest[] = [];
  private readonly shown: DevicePrompt[] = [];
  private readonly waiting: ((prompt: DevicePrompt) => void)[] = [];

  /** Called by the wallet for each request to sign: resolves once the device has answered, null when confirmed. */
  review(request: WalletRequest): Promise<WalletError | null> {
    this.requests.push(request);
    if (!this.blindSigning && callsContract(request)) return Promise.resolve(LEDGER_THROUGH_METAMASK.blindSigningOff);
    return new Promise((resolve) => {
      let answered = false;
      const prompt: DevicePrompt = {
        request,
        answer: (action) => {
          if (answered) throw new Error("This request was already answered on the device");
          answered = true;
          resolve(action === "confirm" ? null : ERROR_OF[action]);
        },
      };
      const taker = this.waiting.shift();
      if (taker) taker(prompt);
      else this.shown.push(prompt);
    });
  }

  /** The next request on the device's screen, once the page's request reaches it. */
  nextPrompt(): Promise<DevicePrompt> {
    const prompt = this.shown.shift();
    if (prompt) return Promise.resolve(prompt);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
