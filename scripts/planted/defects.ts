/**
 * The defects `npm run test:planted` plants, one at a time, in a scratch copy of the tree (scripts/planted/run.ts):
 * one for each way a user loses money or trust. Each names the tests that must fail on it: in the injected-wallet
 * suite (Playwright, run three times) and, where the flow is a wallet's, in the real-MetaMask suite. A `find` must
 * occur exactly once in its file (scripts/planted/defects.test.ts checks it against the tree): a defect whose code
 * has moved is refused, not silently planted nowhere.
 */
export interface Edit {
  readonly file: string;
  readonly find: string;
  readonly replace: string;
}

/** Tests of one spec: the file under e2e/ (or e2e/synpress/), and a part of each title, exactly as written. */
export interface NamedTests {
  readonly spec: string;
  readonly titles: readonly string[];
}

export interface Defect {
  readonly id: string;
  /** What a user would lose, in a line. */
  readonly loss: string;
  readonly edits: readonly Edit[];
  readonly injected: readonly NamedTests[];
  /** The real-MetaMask suite's tests, where the flow is a wallet's (its local build). */
  readonly metamask?: readonly NamedTests[];
}

const WALLET_EDGES = "e2e/wallets/wallet-edges.spec.ts";
const REPLACEMENT = "e2e/flows/replacement.spec.ts";
const SWITCH_TEST = "switching account reloads the list; disconnecting clears it";
const LAST_CYCLE = "e2e/flows/last-cycle.spec.ts";
const OVERDUE_TEST = "overdue: no past date anywhere, the overdue line";
const WALLETCONNECT = "e2e/wallets/walletconnect.spec.ts";

export const DEFECTS: readonly Defect[] = [
  {
    id: "rejection-message",
    loss: "a message on a rejection (the spec: no message shown)",
    edits: [
      {
        file: "lib/chain/errors/error-catalogue.ts",
        find: "if (isUserRejection(error)) return null;",
        replace: 'if (isUserRejection(error)) return "Error: User rejected the request.";',
      },
    ],
    injected: [
      {
        spec: WALLET_EDGES,
        titles: [
          "a rejection in the wallet shows nothing and sends nothing",
          "a wallet on another chain never writes; the page offers the switch",
        ],
      },
    ],
    metamask: [{ spec: "specs/connect.spec.ts", titles: [] }],
  },
  {
    id: "cancel-as-success",
    loss: "a cancel shown as success",
    edits: [
      {
        file: "lib/chain/write/write-pipeline.ts",
        find: '    return { kind: "failure", message: CANCELLED_IN_WALLET_MESSAGE };',
        replace:
          '    return { kind: "success", message: poolWrite(action).texts.success, hash: mined.transactionHash };',
      },
    ],
    injected: [{ spec: REPLACEMENT, titles: ["a cancelled claim says so"] }],
    metamask: [{ spec: "specs/replacement.spec.ts", titles: [] }],
  },
  {
    id: "sped-up-old-hash",
    loss: "a sped-up transaction reported with its old hash",
    edits: [
      {
        file: "lib/chain/write/write-pipeline.ts",
        find: 'return { kind: "success", message: poolWrite(action).texts.success, hash: mined.transactionHash };',
        replace: 'return { kind: "success", message: poolWrite(action).texts.success, hash: sent.hash };',
      },
    ],
    injected: [{ spec: REPLACEMENT, titles: ["a sped-up claim is a success reported with the mined hash"] }],
    metamask: [{ spec: "specs/replacement.spec.ts", titles: [] }],
  },
  {
    id: "account-switch-ignored",
    loss: "an account switch ignored: the last account's figures beside the new account",
    edits: [
      {
        file: "lib/connected-wallet.ts",
        find: "if (address === current) return;",
        replace: "if (address === current || (current !== undefined && address !== undefined)) return;",
      },
    ],
    injected: [{ spec: WALLET_EDGES, titles: [SWITCH_TEST] }],
    metamask: [{ spec: "specs/withdraw-everything.spec.ts", titles: [] }],
  },
  {
    id: "other-chain-write",
    loss: "a write sent while the wallet is on another chain",
    edits: [
      {
        file: "lib/chain/write/write-pipeline.ts",
        find: "if (deps.walletChainId !== deps.chainId) {",
        replace: "if (deps.walletChainId !== deps.chainId && false) {",
      },
    ],
    injected: [{ spec: WALLET_EDGES, titles: ["a wallet on another chain never writes; the page offers the switch"] }],
    metamask: [{ spec: "specs/network.spec.ts", titles: ["moved to another network after connecting"] }],
  },
  {
    id: "locked-stale-figures",
    loss: "a locked wallet's stale figures: the account it stopped naming still shown",
    edits: [
      {
        file: "lib/connected-wallet.ts",
        find: "if (address === current) return;",
        replace: "if (address === current || address === undefined) return;",
      },
    ],
    // No MetaMask entry: MetaMask 13.13.1, locked, still names the site's account (specs/connect.spec.ts), so no path
    // through the real wallet reaches "no address"; the injected wallet's disconnect is where it is pinned.
    injected: [{ spec: WALLET_EDGES, titles: [SWITCH_TEST] }],
  },
  {
    id: "claim-wrong-amount",
    loss: "a claim of the wrong amount: the API's proof offered over the pool's root",
    edits: [
      {
        file: "lib/trees/claim-choice.ts",
        find: 'return verified ? fromTree(verified, true) : choice(unknown("api-root-mismatch"), null, true);',
        replace: "return choice(known(proof.amount, API), proof);",
      },
      {
        file: "lib/trees/claim-choice.ts",
        find: "if (verified) return fromTree(verified, !sameClaim(verified.proof, proof));",
        replace: "if (verified && sameClaim(verified.proof, proof)) return fromTree(verified);",
      },
    ],
    injected: [
      {
        spec: "e2e/sources/published-tree.spec.ts",
        titles: ["a served proof that does not lead to the pool's root loses to the chain"],
      },
    ],
  },
  {
    id: "exit-wrong-validator",
    loss: "an exit requested for another validator than the one ticked",
    edits: [
      {
        file: "lib/chain/write/pool-writes.ts",
        find: 'functionName: "requestExit", args: [asUint64s(write.indexes)] }',
        replace: 'functionName: "requestExit", args: [asUint64s(write.indexes.map((index) => index + 1))] }',
      },
    ],
    injected: [{ spec: "e2e/flows/exit.spec.ts", titles: ["request exit: Notice first"] }],
    metamask: [{ spec: "specs/connect.spec.ts", titles: [] }],
  },
  {
    id: "top-up-wrong-amount",
    loss: "a top-up of the wrong amount",
    edits: [
      {
        file: "lib/chain/write/pool-writes.ts",
        find: "value: terms.topUp,",
        replace: "value: terms.topUp / 2n,",
      },
    ],
    injected: [{ spec: "e2e/flows/bond.spec.ts", titles: ["add bond sends the top-up"] }],
    metamask: [{ spec: "specs/bond.spec.ts", titles: [] }],
  },
  {
    id: "bond-withdrawn-twice",
    loss: "a bond offered again once withdrawn, while the lagging API still serves its proof",
    edits: [
      {
        file: "lib/chain/write/pool-writes.ts",
        find: 'spends: (write) => write.proof,\n    fromKept: ({ proof }) => ({ action: "withdrawStake", proof }),',
        replace: 'spends: noProof,\n    fromKept: ({ proof }) => ({ action: "withdrawStake", proof }),',
      },
    ],
    injected: [{ spec: "e2e/flows/bond.spec.ts", titles: ["withdraw bond of an exited validator pays the bond once"] }],
    metamask: [{ spec: "specs/bond.spec.ts", titles: [] }],
  },
  {
    id: "withdraw-everything-skips",
    loss: "Withdraw everything skipping a step (the bond)",
    edits: [
      {
        file: "lib/validators/wind-down.ts",
        find: 'if (proofs.exits) steps.push({ kind: "withdrawBond", proof: proofs.exits });',
        replace: "",
      },
    ],
    injected: [{ spec: "e2e/flows/wind-down.spec.ts", titles: ["Withdraw everything twice, a cycle apart"] }],
    metamask: [{ spec: "specs/withdraw-everything.spec.ts", titles: [] }],
  },
  {
    id: "unknown-as-zero",
    loss: "an unknown figure drawn as 0",
    edits: [
      {
        file: "lib/figure-text.ts",
        find: 'return figure.state === "unknown" ? UNKNOWN_VALUE : format(figure.value);',
        replace: 'return figure.state === "unknown" ? "0.000" : format(figure.value);',
      },
    ],
    injected: [{ spec: "e2e/sources/oracle-gone.spec.ts", titles: ["no false zero"] }],
  },
  {
    id: "phantom-log",
    loss: "a log nobody asked for accepted (a validator that is not the owner's)",
    edits: [
      { file: "lib/chain/transport/asked-for.ts", find: "    if (reason) {", replace: "    if (reason && false) {" },
    ],
    injected: [
      { spec: "e2e/sources/unasked-logs.spec.ts", titles: ["with the pool API gone, Alice's table lists exactly"] },
    ],
  },
  {
    id: "foreign-root-tree",
    loss: "a tree whose root is not the pool's accepted",
    edits: [
      {
        file: "lib/trees/import-tree.ts",
        find: '        ? "exits"\n        : null;',
        replace: '        ? "exits"\n        : "withdrawals";',
      },
    ],
    injected: [
      { spec: "e2e/sources/published-tree.spec.ts", titles: ["a tampered tree is refused before any wallet prompt"] },
    ],
  },
  {
    id: "other-address-proof",
    loss: "a proof for another address offered",
    edits: [
      {
        file: "lib/trees/published-tree.ts",
        find: "const leaf = tree.leaves.find((l) => l.account.toLowerCase() === wanted);",
        replace: "const leaf = tree.leaves.find((l) => l.account.toLowerCase() !== wanted) ?? null;",
      },
    ],
    injected: [
      {
        spec: "e2e/sources/published-tree.spec.ts",
        titles: ["a tree without her leaf says it has nothing for her"],
      },
    ],
  },
  {
    id: "inflight-forgotten",
    loss: "an in-flight transaction forgotten on reload: never waited for, its outcome never shown",
    edits: [
      {
        file: "lib/chain/write/use-inflight-resume.ts",
        find: "      if (watched.has(record.hash)) continue;",
        replace: "      if (watched.has(record.hash) || record.sentAt > 0) continue;",
      },
    ],
    injected: [{ spec: "e2e/flows/inflight.spec.ts", titles: ["an add bond sent before a reload stays pending"] }],
  },
  {
    id: "safe-proposal-as-success",
    loss: "a Safe's proposal called a success while its other owners have not executed it",
    edits: [
      {
        file: "lib/chain/write/write-pipeline.ts",
        find: '    case "waiting":\n      return {\n        kind: "proposed",',
        replace:
          '    case "waiting":\n      return { kind: "success", message: "Successfully Claimed Rewards", hash: proposal.safeTxHash };\n      return {\n        kind: "proposed",',
      },
    ],
    injected: [{ spec: "e2e/wallets/safe-app.spec.ts", titles: ["claim: proposed, it waits for the other owners"] }],
  },
  {
    id: "safe-batch-call-missing",
    loss: "a Safe's batch run with one call missing taken as done",
    edits: [
      {
        file: "lib/chain/write/safe/safe-transaction.ts",
        find: "    asked.length === ran.length &&\n    asked.every((call, i) => {",
        replace: "    ran.length <= asked.length &&\n    asked.slice(0, ran.length).every((call, i) => {",
      },
    ],
    injected: [
      { spec: "e2e/wallets/safe-batch.spec.ts", titles: ["a batch the Safe ran with one call missing is not done"] },
    ],
  },
  {
    id: "blind-signing-generic",
    loss: "a Ledger's blind-signing refusal shown as a generic error: no word of what to turn on on the device",
    edits: [
      {
        file: "lib/chain/errors/error-catalogue.ts",
        find: "  if (device !== undefined) return HARDWARE_WALLET_TEXTS[device];",
        replace: '  if (device !== undefined) return "Error: An internal error was received.";',
      },
    ],
    injected: [
      {
        spec: "e2e/wallets/hardware-wallet.spec.ts",
        titles: ["Blind signing off: the device's refusal says what to turn on"],
      },
    ],
  },
  {
    id: "overdue-never-told",
    loss: "a cycle the operators have not closed told as if it were on time: owners wait for a date that has passed",
    edits: [
      {
        file: "lib/validators/cycle-overdue.ts",
        find: "  if (timing === undefined || chainSeconds === undefined) return null;",
        replace: "  if (timing === undefined || chainSeconds !== -1) return null;",
      },
    ],
    injected: [{ spec: LAST_CYCLE, titles: [OVERDUE_TEST] }],
  },
  {
    id: "past-cycle-end-promised",
    loss: "the Withdraw everything dialog promises a cycle end that has passed, with a calendar file for it",
    edits: [
      {
        file: "components/winddown/WindDown.tsx",
        find: '  return overdue ? { amount, overdue: true } : { amount, date: cycleEnd ?? "—" };',
        replace: '  return { amount, date: cycleEnd ?? "—" };',
      },
    ],
    injected: [{ spec: LAST_CYCLE, titles: [OVERDUE_TEST] }],
  },
  {
    id: "fee-reminder-missing-exited",
    loss: "an Exited validator's owner never told to change its fee recipient: its block rewards keep going to the pool",
    edits: [
      {
        file: "components/fee-recipient/RowFeeRecipient.tsx",
        find: '  if ((status !== "Exit Requested" && status !== "Exited") || done.has(index)) return null;',
        replace: '  if (status !== "Exit Requested" || done.has(index)) return null;',
      },
    ],
    injected: [{ spec: LAST_CYCLE, titles: ["the fee-recipient reminder on an Exited row"] }],
  },
  {
    id: "forced-exit-bond-not-offered",
    loss: "a bond the oracle moved without its owner's request (a voluntary exit) not offered with the API gone",
    edits: [
      {
        file: "lib/validators/chain-rows.ts",
        find: "    if (exits && inExits.has(v.index)) {",
        replace: "    if (exits && inExits.has(v.index) && v.exitRequested) {",
      },
    ],
    injected: [
      { spec: LAST_CYCLE, titles: ["with the oracle's host gone, Withdraw bond from the published exits tree"] },
    ],
  },
  {
    id: "phone-rejection-message",
    loss: "a rejection on the phone (WalletConnect's code 5000) shown as a message, as if something had gone wrong",
    edits: [
      {
        file: "lib/chain/errors/error-catalogue.ts",
        find: "function isUserRejection(error: unknown): boolean {\n",
        replace:
          "function isUserRejection(error: unknown): boolean {\n  if ([...causes(error)].some((e) => hasCode(e, 5000))) return false;\n",
      },
    ],
    injected: [
      {
        spec: WALLETCONNECT,
        titles: ["a rejection on the phone shows nothing and sends nothing", "a phone on another chain gets no write"],
      },
    ],
  },
  {
    id: "unanswered-request-as-sent",
    loss: "a request the phone never answered reported as a sent transaction still pending: the owner waits for nothing",
    edits: [
      {
        file: "lib/chain/errors/error-catalogue.ts",
        find: "  if (silence !== undefined) return WALLETCONNECT_TEXTS[silence];",
        replace:
          '  if (silence !== undefined) return "The transaction is not confirmed after 10 minutes. It stays pending here until it is mined or dropped.";',
      },
    ],
    injected: [{ spec: WALLETCONNECT, titles: ["a request the phone never answers"] }],
  },
];
