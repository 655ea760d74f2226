"use client";

import type { Address, Hex } from "viem";
import { DOWNLOAD_PROOF_BUTTON } from "@/lib/copy/trees";
import { network } from "@/lib/network";
import { proofFile, proofFileName, type ClaimFunction } from "@/lib/trees/proof-file";
import type { Proof } from "@/lib/validators/types";

/** Saves the claim as a JSON file (calldata and arguments), to send without this page. */
export function DownloadProofButton({
  account,
  functionName,
  proof,
  root,
  epoch,
  compact = false,
}: {
  account: Address;
  functionName: ClaimFunction;
  proof: Proof;
  root: Hex;
  epoch: number;
  /** In a table cell on a phone: a short label, so the column stays narrow (the accessible name is unchanged). */
  compact?: boolean;
}) {
  const download = () => {
    const file = proofFile(network, account, functionName, proof, root, epoch);
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = proofFileName(network.name, functionName, account);
    link.click();
    // The browser has taken the file by then; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <button
      type="button"
      onClick={download}
      aria-label={`${DOWNLOAD_PROOF_BUTTON} (${functionName})`}
      className="text-xs font-semibold text-brand-soft underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft"
    >
      {compact ? (
        <>
          <span className="phone:hidden">{DOWNLOAD_PROOF_BUTTON}</span>
          <span className="hidden phone:inline">Proof ⤓</span>
        </>
      ) : (
        DOWNLOAD_PROOF_BUTTON
      )}
    </button>
  );
}
