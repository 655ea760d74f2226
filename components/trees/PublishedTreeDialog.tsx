"use client";

import { useRef, useState } from "react";
import type { Address } from "viem";
import { Modal, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/modals/Modal";
import type { PoolWrite } from "@/lib/chain/write/pool-write";
import {
  CLOSE_BUTTON,
  TREE_ADDRESS_LABEL,
  TREE_CHECKING,
  TREE_FETCH_BUTTON,
  TREE_FILE_LABEL,
  TREE_ROOTS_UNAVAILABLE,
  USE_TREE_INTRO,
  USE_TREE_TITLE,
  treeOffer,
} from "@/lib/copy/trees";
import { formatEth } from "@/lib/format";
import { network } from "@/lib/network";
import { fetchTreeText, readTreeFile, type TreeText } from "@/lib/trees/fetch-tree";
import { importProblemMessage, importPublishedTree, type ImportedTree } from "@/lib/trees/import-tree";
import { usePoolRoots } from "@/lib/trees/use-pool-roots";
import { DownloadProofButton } from "./DownloadProofButton";
import { RootMark } from "./RootMark";

type Found = Extract<ImportedTree, { ok: true }>;
type View =
  { kind: "idle" } | { kind: "checking" } | { kind: "refused"; message: string } | { kind: "found"; found: Found };

/**
 * "Use a published tree": a withdrawals.json or exits.json (a file, or its https / IPFS address) checked against
 * the pool's roots read from the chain. Only a tree that rebuilds to the pool's current root and holds the
 * account's leaf offers a claim, which goes through the page's one write pipeline. The pool API is never asked.
 */
export function PublishedTreeDialog({
  account,
  busy,
  onClose,
  onWrite,
}: {
  account: Address;
  busy: boolean;
  onClose: () => void;
  onWrite: (write: PoolWrite) => void;
}) {
  const { fresh } = usePoolRoots(true);
  const [view, setView] = useState<View>({ kind: "idle" });
  const [address, setAddress] = useState("");
  // A later choice wins over an earlier one still being read.
  const attempt = useRef(0);

  const check = async (read: () => Promise<TreeText>) => {
    const id = ++attempt.current;
    setView({ kind: "checking" });
    const [text, roots] = await Promise.all([read(), fresh().catch(() => undefined)]);
    if (id !== attempt.current) return;
    if (!text.ok) return setView({ kind: "refused", message: text.message });
    if (!roots) return setView({ kind: "refused", message: TREE_ROOTS_UNAVAILABLE });
    const imported = importPublishedTree(text.text, roots, account);
    setView(
      imported.ok
        ? { kind: "found", found: imported }
        : { kind: "refused", message: importProblemMessage(imported.problem) },
    );
  };

  const claim = (found: Found) => {
    onClose();
    onWrite({ action: found.kind === "withdrawals" ? "withdrawRewards" : "withdrawStake", proof: found.proof });
  };

  return (
    <Modal open title={USE_TREE_TITLE} onClose={onClose}>
      <p className="mb-4 text-sm text-ink-muted">{USE_TREE_INTRO}</p>
      <label className="mb-3 flex flex-col gap-1 text-sm font-semibold">
        {TREE_FILE_LABEL}
        <input
          type="file"
          accept="application/json,.json"
          className="text-sm font-normal text-ink-muted file:mr-3 file:rounded-lg file:border-0 file:bg-surface-line file:px-3 file:py-1.5 file:text-ink"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void check(() => readTreeFile(file));
          }}
        />
      </label>
      <form
        className="mb-4 flex flex-col gap-1 text-sm font-semibold"
        onSubmit={(event) => {
          event.preventDefault();
          void check(() => fetchTreeText(address, network.ipfsGateway));
        }}
      >
        <label htmlFor="tree-address">{TREE_ADDRESS_LABEL}</label>
        <div className="flex gap-2">
          <input
            id="tree-address"
            type="text"
            inputMode="url"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-surface-line bg-surface px-3 py-1.5 font-normal text-ink"
          />
          <button type="submit" className={SECONDARY_BUTTON} disabled={address.trim() === ""}>
            {TREE_FETCH_BUTTON}
          </button>
        </div>
      </form>

      <div role="status" className="mb-4 min-h-6 text-sm">
        {view.kind === "checking" ? <span className="text-ink-muted">{TREE_CHECKING}</span> : null}
        {view.kind === "refused" ? <span className="text-danger">{view.message}</span> : null}
        {view.kind === "found" ? (
          <span className="flex flex-col gap-1">
            <span>{treeOffer(view.found.kind, formatEth(view.found.proof.amount), view.found.proof.indexes)}</span>
            <RootMark matches epoch={view.found.epoch} />
          </span>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {view.kind === "found" ? (
          <>
            <DownloadProofButton
              account={account}
              functionName={view.found.kind === "withdrawals" ? "withdrawRewards" : "withdrawStake"}
              proof={view.found.proof}
              root={view.found.root}
              epoch={view.found.epoch}
            />
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => claim(view.found)}>
              {view.found.kind === "withdrawals"
                ? `Claim ${formatEth(view.found.proof.amount)} ETH`
                : `Withdraw bond ${formatEth(view.found.proof.amount)} ETH`}
            </button>
          </>
        ) : null}
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          {CLOSE_BUTTON}
        </button>
      </div>
    </Modal>
  );
}
