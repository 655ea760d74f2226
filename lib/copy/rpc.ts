/** The RPC setting and what the page says of an RPC that keeps refusing (lib/chain/transport/rpc-choice.ts, rpc-gate.ts). */

export const RPC_SETTING_BUTTON = "RPC";
export const RPC_DIALOG_TITLE = "Read the chain through";
export const RPC_DIALOG_INTRO =
  "The page reads the pool's state, events and roots through a JSON-RPC endpoint. Choose another one if this site's is slow or refuses; your choice stays in this browser, for this network only.";
export const rpcBuildOption = (host: string) => `This site's RPC (${host})`;
export const RPC_URL_OPTION = "My own RPC";
export const RPC_URL_LABEL = "RPC URL (https://, or http:// on this computer)";
export const RPC_WALLET_OPTION = "My wallet's connection";
export const RPC_WALLET_HINT = "Reads go through the wallet extension's own node.";
export const RPC_SAVE = "Use it";
export const RPC_CHECKING = "Checking the RPC…";
export const RPC_BAD_URL = "Give an https:// address, or an http:// one on this computer (127.0.0.1 or localhost).";
export const rpcUnreachable = (host: string) => `${host} did not answer a JSON-RPC request.`;
export const rpcUnusable = (host: string) =>
  `${host} answered, but not with a chain id for the request sent: it is not a JSON-RPC endpoint the page can use. Nothing was changed.`;
export const rpcWrongChain = (host: string, chainId: number, wanted: number, network: string) =>
  `${host} is on chain ${chainId}, not ${network} (chain ${wanted}). Nothing was changed.`;
export const RPC_NO_WALLET = "No wallet extension was found in this browser.";
export const rpcCurrent = (where: string) => `Reading through ${where}.`;
export const RPC_WALLET_NAME = "the wallet's connection";

export const rpcRefusing = (host: string) =>
  `The RPC ${host} keeps refusing requests (it limits how many it takes). The page waits and tries again; you can read through another RPC meanwhile.`;
export const RPC_CHOOSE_ANOTHER = "Use another RPC";

const logs = (n: number) => (n === 1 ? "1 log" : `${n} logs`);
const answers = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each kind of data an RPC sent that the page did not ask for (lib/chain/transport/asked-for.ts), counted. */
export const UNASKED_PARTS = {
  "other-contract": (n: number) => `${logs(n)} of another contract`,
  "other-topic": (n: number) => `${logs(n)} of other events or addresses`,
  "outside-range": (n: number) => `${logs(n)} from outside the blocks asked for`,
  removed: (n: number) => `${logs(n)} marked removed`,
  repeated: (n: number) => `${answers(n, "repeated log", "repeated logs")}`,
  malformed: (n: number) => `${answers(n, "unreadable answer", "unreadable answers")}`,
  "other-block": (n: number) => `${answers(n, "header of another block", "headers of other blocks")}`,
  "other-transaction": (n: number) =>
    `${answers(n, "receipt of another transaction", "receipts of other transactions")}`,
  "other-chain": (n: number) => `${answers(n, "answer from another chain", "answers from another chain")}`,
} as const;

/** Said once, whatever the RPC sends next (the counts grow). */
export const rpcUnasked = (host: string, parts: readonly string[]) =>
  `The RPC ${host} sent data the page did not ask for, and the page left it out: ${parts.join(", ")}. Everything else it sent is used.`;
