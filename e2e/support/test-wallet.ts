import type { BrowserContext, Page } from "@playwright/test";
import {
  createPublicClient,
  createWalletClient,
  http,
  numberToHex,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";
import { announceAsMetaMask } from "../../mocks/site/announce-wallet";
import { HardwareDevice } from "./hardware-device";
import { walletProviderScript, type WalletRequest, type WalletResponse } from "./wallet-provider";

/** The id the test wallet announces itself with over EIP-6963. */
export const TEST_WALLET_UUID = "6f0e2a1c-0000-4000-8000-000000000001";

const USER_REJECTED = { code: 4001, message: "User rejected the request." };

/**
 * A wallet in the loop: the page gets an injected EIP-1193 provider (window.ethereum, announced through EIP-6963
 * as MetaMask), every request comes to this test process, and a viem private-key account signs raw transactions
 * for anvil. Like a fresh MetaMask it exposes no account until the page asks to connect.
 */
export class TestWallet {
  private account: PrivateKeyAccount;
  private client: WalletClient;
  private connected = false;
  private walletChainId: number;
  private emitter: ((event: string, args: readonly unknown[]) => Promise<void>) | undefined;
  /** Answer the next wallet prompt (connect, switch, send, sign) with a user rejection. */
  rejectNextPrompt = false;
  /** Fail every request to switch chains with a wallet error (not a user rejection), as a busy or broken wallet does. */
  refuseChainSwitch = false;
  /** Every transaction the wallet sent, in order. */
  readonly sent: Hash[] = [];
  /** What `speedUp` and `cancel` sent in place of the last transaction, in order. */
  readonly replacements: Hash[] = [];
  /** Transactions the page asked for while the wallet was on another chain (must stay empty). */
  readonly wrongChainRequests: unknown[] = [];
  /** The "hardware" profile's device (useHardware): every request to sign waits on it. */
  private device: HardwareDevice | null = null;

  constructor(private readonly options: { rpcUrl: string; chainId: number; privateKey: Hex }) {
    this.account = privateKeyToAccount(options.privateKey);
    this.walletChainId = options.chainId;
    this.client = this.makeClient();
  }

  get address() {
    return this.account.address;
  }

  private reader(): PublicClient {
    return createPublicClient({ transport: http(this.options.rpcUrl) });
  }

  /**
   * The last sent transaction, replaced as MetaMask does: same nonce, fees doubled (a node takes a replacement only
   * when it pays more). Only works while the original is unmined: switch anvil's automine off first.
   */
  private async replaceLast(change: "speed up" | "cancel"): Promise<Hash> {
    if (this.device) throw new Error(`The hardware profile cannot ${change}: its account signs each request once`);
    const last = this.sent.at(-1);
    if (last === undefined) throw new Error(`Nothing to ${change}: the wallet has sent no transaction`);
    const original = await this.reader().getTransaction({ hash: last });
    if (original.blockNumber !== null) throw new Error(`Cannot ${change} ${last}: it is already mined`);
    const fees = {
      maxFeePerGas: (original.maxFeePerGas ?? original.gasPrice ?? 1n) * 2n,
      maxPriorityFeePerGas: (original.maxPriorityFeePerGas ?? 0n) * 2n + 1n,
    };
    const call =
      change === "speed up"
        ? { to: original.to ?? undefined, data: original.input, value: original.value, gas: original.gas }
        : { to: this.account.address, value: 0n, gas: 21_000n };
    const hash = await this.client.sendTransaction({
      account: this.account,
      chain: this.client.chain,
      nonce: original.nonce,
      ...fees,
      ...call,
    });
    this.replacements.push(hash);
    return hash;
  }

  /**
   * The "hardware" profile: the account's key is on a Ledger behind the wallet (e2e/support/hardware-device.ts).
   * From now on each request to sign waits for the test to answer it on the returned device.
   */
  useHardware(): HardwareDevice {
    this.device = new HardwareDevice();
    return this.device;
  }

  /** MetaMask's "Speed up": the same call again with the same nonce and a higher fee. */
  speedUp(): Promise<Hash> {
    return this.replaceLast("speed up");
  }

  /** MetaMask's "Cancel": 0 ETH to oneself with the same nonce and a higher fee. */
  cancel(): Promise<Hash> {
    return this.replaceLast("cancel");
  }

  private makeClient(): WalletClient {
    const chain = anvilAt(this.options.rpcUrl, this.options.chainId);
    return createWalletClient({ account: this.account, chain, transport: http(this.options.rpcUrl) });
  }

  private async forward(method: string, params: readonly unknown[]): Promise<WalletResponse> {
    const res = await fetch(this.options.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
    return body.error ? { error: body.error } : { result: body.result };
  }

  /** A prompt the user could reject: consumes `rejectNextPrompt`. */
  private rejected(): boolean {
    if (!this.rejectNextPrompt) return false;
    this.rejectNextPrompt = false;
    return true;
  }

  /** Answers one request of the page's provider, as the wallet would. */
  async request({ method, params = [] }: WalletRequest): Promise<WalletResponse> {
    try {
      switch (method) {
        case "eth_requestAccounts":
        case "wallet_requestPermissions":
          if (this.rejected()) return { error: USER_REJECTED };
          this.connected = true;
          return {
            result: method === "eth_requestAccounts" ? [this.account.address] : [{ parentCapability: "eth_accounts" }],
          };
        case "eth_accounts":
          return { result: this.connected ? [this.account.address] : [] };
        case "wallet_getPermissions":
          return { result: this.connected ? [{ parentCapability: "eth_accounts" }] : [] };
        case "wallet_revokePermissions":
          this.connected = false;
          return { result: null };
        case "eth_chainId":
          return { result: numberToHex(this.walletChainId) };
        case "net_version":
          return { result: String(this.walletChainId) };
        case "wallet_switchEthereumChain": {
          const target = Number((params[0] as { chainId: string }).chainId);
          if (this.rejected()) return { error: USER_REJECTED };
          if (this.refuseChainSwitch)
            return { error: { code: -32603, message: "The wallet could not switch networks" } };
          if (target !== this.options.chainId)
            return { error: { code: 4902, message: `Unrecognized chain ID ${target}` } };
          await this.setChain(target);
          return { result: null };
        }
        case "eth_sendTransaction": {
          if (this.walletChainId !== this.options.chainId) {
            this.wrongChainRequests.push(params[0]);
            return { error: { code: -32603, message: "The wallet is on another chain" } };
          }
          if (this.rejected()) return { error: USER_REJECTED };
          const refusal = await this.device?.review({ method, params });
          if (refusal) return { error: refusal };
          const tx = params[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex };
          const hash = await this.client.sendTransaction({
            account: this.account,
            chain: this.client.chain,
            to: tx.to,
            value: tx.value ? BigInt(tx.value) : undefined,
            data: tx.data,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          });
          this.sent.push(hash);
          return { result: hash };
        }
        case "wallet_addEthereumChain":
          if (this.rejected()) return { error: USER_REJECTED };
          return { error: { code: -32603, message: "This wallet cannot add networks" } };
        case "personal_sign": {
          if (this.rejected()) return { error: USER_REJECTED };
          const refusal = await this.device?.review({ method, params });
          if (refusal) return { error: refusal };
          return { result: await this.account.signMessage({ message: { raw: params[0] as Hex } }) };
        }
        default:
          // Awaited here, so a node that cannot be reached is an error answer like any other, not a lost request.
          return await this.forward(method, params);
      }
    } catch (error) {
      // What MetaMask passes on from the node, e.g. "insufficient funds for gas * price + value".
      const message = error instanceof Error ? error.message : String(error);
      return { error: { code: -32000, message } };
    }
  }

  /** Injects the provider into every page of `target`; call before page.goto. */
  async install(target: Page | BrowserContext): Promise<void> {
    if ("goto" in target) {
      const page = target;
      this.emitter = (event, args) =>
        page.evaluate(
          ([name, payload]) =>
            (window as unknown as { ethereum: { __emit: (e: string, ...a: unknown[]) => void } }).ethereum.__emit(
              name,
              ...payload,
            ),
          [event, args] as const,
        );
    }
    await target.exposeFunction("__testWalletRequest", (request: WalletRequest) => this.request(request));
    await target.addInitScript({ content: walletProviderScript("window.__testWalletRequest") });
    await target.addInitScript({ content: announceAsMetaMask(TEST_WALLET_UUID) });
  }

  /**
   * For drivers without Playwright's bindings: how to fire the provider's events in the page (the wallet's requests
   * reach `request` some other way, e.g. over HTTP).
   */
  attach(emitter: (event: string, args: readonly unknown[]) => Promise<void>): void {
    this.emitter = emitter;
  }

  private async emit(event: string, ...args: unknown[]): Promise<void> {
    await this.emitter?.(event, args);
  }

  /** The user picks another account in the wallet. */
  async switchAccount(privateKey: Hex): Promise<void> {
    this.account = privateKeyToAccount(privateKey);
    this.client = this.makeClient();
    await this.emit("accountsChanged", [this.account.address]);
  }

  /** The user moves the wallet to another network. */
  async setChain(chainId: number): Promise<void> {
    this.walletChainId = chainId;
    await this.emit("chainChanged", numberToHex(chainId));
  }

  /** The user disconnects the site in the wallet. */
  async disconnect(): Promise<void> {
    this.connected = false;
    await this.emit("accountsChanged", []);
  }
}
