import { createRequire } from "node:module";
import { WalletKit } from "@reown/walletkit";
import { createWalletClient, http, type Address, type Hash, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { anvilAt } from "../../lib/protocol/chains";

// The wallet's core asks WalletConnect's verify service about each proposal and request, and WalletKit posts a
// telemetry event on init; both stay home when the SDK believes it runs under vitest (shared/toolchain.md §13).
process.env.IS_VITEST = "true";
// The dApp's core may share the process (lib/wallet tests): each keeps its own.
process.env.DISABLE_GLOBAL_CORE = "true";

type KitCore = Parameters<typeof WalletKit.init>[0]["core"];
interface CoreOptions {
  projectId: string;
  relayUrl: string;
  customStoragePrefix: string;
  storageOptions: { database: string };
}
// WalletKit 1.6.0 needs core 2.25.0, the copy under its own folder: the top-level one is the dApp's 2.21.1.
const fromWalletKit = createRequire(createRequire(import.meta.url).resolve("@reown/walletkit"));
const { Core } = fromWalletKit("@walletconnect/core") as { Core: new (options: CoreOptions) => KitCore };

/** How the phone answers the page's requests; proposals are always approved. */
export type PhoneAnswer = "approve" | "reject" | "silent";

/** What WalletConnect's SDKs send for a rejection (getSdkError("USER_REJECTED")): viem reads 5000 as one. */
export const USER_REJECTED = { code: 5000, message: "User rejected." } as const;
const USER_DISCONNECTED = { code: 6000, message: "User disconnected." } as const;

const METHODS = ["eth_sendTransaction", "personal_sign", "eth_signTypedData_v4", "wallet_switchEthereumChain"];
const EVENTS = ["chainChanged", "accountsChanged"];

export interface PhoneWalletOptions {
  readonly relayUrl: string;
  /** The chain the phone sends to (anvil). */
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly privateKey: Hex;
  /** A folder for the wallet's storage: its sessions outlive the process there. */
  readonly storageDir: string;
  readonly log?: (line: string) => void;
}

interface RequestParams {
  readonly request: { readonly method: string; readonly params: unknown };
  readonly chainId: string;
}

interface TransactionRequest {
  readonly to?: Address;
  readonly data?: Hex;
  readonly value?: Hex;
  readonly gas?: Hex;
}

const bigintOf = (value: Hex | undefined): bigint | undefined => (value === undefined ? undefined : BigInt(value));

/** A phone wallet in Node, on the real WalletKit: pairs with a `wc:` URI and answers as it is told. */
export class PhoneWallet {
  answer: PhoneAnswer = "approve";
  /** Every request the page sent, by method, in order. */
  readonly requests: string[] = [];
  /** The hashes of the transactions the phone sent to the chain. */
  readonly sent: Hash[] = [];
  private readonly account;
  private readonly client;
  private chainId: number;

  private constructor(
    private readonly kit: Awaited<ReturnType<typeof WalletKit.init>>,
    private readonly options: PhoneWalletOptions,
  ) {
    this.account = privateKeyToAccount(options.privateKey);
    this.client = createWalletClient({
      account: this.account,
      chain: anvilAt(options.rpcUrl, options.chainId),
      transport: http(options.rpcUrl),
    });
    this.chainId = options.chainId;
    kit.on("session_proposal", ({ id, params }) => void this.approve(id, params.pairingTopic));
    kit.on("session_request", ({ id, topic, params }) => void this.onRequest(id, topic, params));
  }

  static async start(options: PhoneWalletOptions): Promise<PhoneWallet> {
    const core = new Core({
      projectId: "local",
      relayUrl: options.relayUrl,
      customStoragePrefix: "phone",
      storageOptions: { database: options.storageDir },
    });
    const kit = await WalletKit.init({
      core,
      metadata: { name: "Demo phone", description: "A phone wallet in Node", url: "http://127.0.0.1", icons: [] },
      // Without this WalletKit waits 1 s after each answered request.
      signConfig: { disableRequestQueue: true },
    });
    return new PhoneWallet(kit, options);
  }

  get address(): Address {
    return this.account.address;
  }

  /** Pairs with the page's `wc:` link; the session follows once the proposal arrives. */
  async pair(uri: string): Promise<void> {
    await this.kit.pair({ uri });
  }

  /** The phone's sessions' topics. */
  sessions(): string[] {
    return Object.keys(this.kit.getActiveSessions());
  }

  /** The phone ends every session, as its user would in the wallet's list of connected sites. */
  async endSessions(): Promise<void> {
    for (const topic of this.sessions()) await this.kit.disconnectSession({ topic, reason: USER_DISCONNECTED });
  }

  /** The phone moves its sessions to another chain (the only one they then have) and tells the page. */
  async switchChain(chainId: number): Promise<void> {
    this.chainId = chainId;
    const chain = `eip155:${chainId}`;
    for (const [topic, session] of Object.entries(this.kit.getActiveSessions())) {
      const eip155 = session.namespaces.eip155;
      if (!eip155) continue;
      const namespaces = { eip155: { ...eip155, chains: [chain], accounts: [`${chain}:${this.address}`] } };
      await this.kit.updateSession({ topic, namespaces });
      await this.kit.emitSessionEvent({ topic, event: { name: "chainChanged", data: chainId }, chainId: chain });
    }
  }

  async stop(): Promise<void> {
    await this.kit.core.relayer.transportClose();
  }

  private async approve(id: number, pairingTopic: string | undefined): Promise<void> {
    const chain = `eip155:${this.chainId}`;
    const namespaces = {
      eip155: { chains: [chain], accounts: [`${chain}:${this.address}`], methods: METHODS, events: EVENTS },
    };
    await this.kit.approveSession({ id, namespaces });
    this.options.log?.(`session approved (pairing ${pairingTopic ?? "?"})`);
  }

  private async onRequest(id: number, topic: string, { request }: RequestParams): Promise<void> {
    this.requests.push(request.method);
    this.options.log?.(`request ${request.method}: ${this.answer}`);
    if (this.answer === "silent") return;
    if (this.answer === "reject") {
      await this.kit.respondSessionRequest({ topic, response: { id, jsonrpc: "2.0", error: USER_REJECTED } });
      return;
    }
    try {
      const result = await this.perform(request.method, request.params);
      await this.kit.respondSessionRequest({ topic, response: { id, jsonrpc: "2.0", result } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: "2.0", error: { code: -32603, message } },
      });
    }
  }

  private async perform(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : [];
    switch (method) {
      case "eth_sendTransaction": {
        const tx = (list[0] ?? {}) as TransactionRequest;
        const hash = await this.client.sendTransaction({
          to: tx.to ?? null,
          data: tx.data,
          value: bigintOf(tx.value),
          gas: bigintOf(tx.gas),
        });
        this.sent.push(hash);
        return hash;
      }
      case "personal_sign":
        return this.account.signMessage({ message: { raw: list[0] as Hex } });
      case "wallet_switchEthereumChain": {
        const wanted = Number.parseInt(String((list[0] as { chainId?: string } | undefined)?.chainId), 16);
        if (wanted !== this.options.chainId) throw new Error(`the phone has no chain ${wanted}`);
        await this.switchChain(wanted);
        return null;
      }
      default:
        throw new Error(`the demo phone does not do ${method}`);
    }
  }
}
