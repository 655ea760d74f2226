"use client";

import { useState } from "react";
import { Modal, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/modals/Modal";
import { checkRpcUrl } from "@/lib/chain/transport/check-rpc";
import { rpcChoiceKey, rpcHost, serializeRpcChoice, type RpcChoice } from "@/lib/chain/transport/rpc-choice";
import {
  RPC_CHECKING,
  RPC_DIALOG_INTRO,
  RPC_DIALOG_TITLE,
  RPC_NO_WALLET,
  RPC_SAVE,
  RPC_URL_LABEL,
  RPC_URL_OPTION,
  RPC_WALLET_HINT,
  RPC_WALLET_OPTION,
  rpcBuildOption,
} from "@/lib/copy/rpc";
import { network } from "@/lib/network";
import { readRpc } from "@/lib/chain/transport/read-rpc";

/** Marks this island: the build finds its chunks by it; the page asks for them as the RPC setting is reached for. */
export const ISLAND_KEY = "smoothly:island:rpc";

type Kind = RpcChoice["kind"];

/** Keeps the choice for this network and loads the page again: every read then goes through the new endpoint. */
function keep(choice: RpcChoice): void {
  const key = rpcChoiceKey(network.chain.id);
  const text = serializeRpcChoice(choice);
  if (text === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, text);
  window.location.reload();
}

/** "Read the chain through": this site's RPC, the visitor's own (checked for this network's chain id), or the wallet's. */
export function RpcDialog({ onClose }: { onClose: () => void }) {
  const [kind, setKind] = useState<Kind>(readRpc.choice.kind);
  const [url, setUrl] = useState(readRpc.choice.kind === "url" ? readRpc.choice.url : "");
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const save = async () => {
    if (kind === "build") return keep({ kind });
    if (kind === "wallet") {
      if (!(window as { ethereum?: unknown }).ethereum) return setMessage(RPC_NO_WALLET);
      return keep({ kind });
    }
    setChecking(true);
    setMessage(RPC_CHECKING);
    const check = await checkRpcUrl(url.trim(), { chainId: network.chain.id, name: network.chain.name });
    setChecking(false);
    if (check.ok) keep({ kind: "url", url: url.trim() });
    else setMessage(check.message);
  };

  const option = (value: Kind, label: string) => (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <input
        type="radio"
        name="rpc-choice"
        value={value}
        checked={kind === value}
        onChange={() => setKind(value)}
        className="accent-brand"
      />
      {label}
    </label>
  );

  return (
    <Modal open title={RPC_DIALOG_TITLE} onClose={onClose}>
      <p className="mb-4 text-sm text-ink-muted">{RPC_DIALOG_INTRO}</p>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {option("build", rpcBuildOption(rpcHost(network.rpcUrl)))}
        {option("url", RPC_URL_OPTION)}
        {kind === "url" ? (
          <label className="ml-6 flex flex-col gap-1 text-sm font-semibold">
            {RPC_URL_LABEL}
            <input
              type="url"
              inputMode="url"
              spellCheck={false}
              required
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              className="rounded-lg border border-surface-line bg-surface px-3 py-1.5 font-normal text-ink"
            />
          </label>
        ) : null}
        {option("wallet", RPC_WALLET_OPTION)}
        {kind === "wallet" ? <p className="ml-6 text-xs text-ink-muted">{RPC_WALLET_HINT}</p> : null}
        <p role="status" className="min-h-5 text-sm text-danger empty:min-h-0">
          {message}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={checking}>
            {RPC_SAVE}
          </button>
        </div>
      </form>
    </Modal>
  );
}
