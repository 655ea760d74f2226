import { reasonText } from "@/lib/figure-text";
import { network } from "@/lib/network";
import { RpcRefusingNote } from "@/components/settings/RpcSetting";
import { RpcUnaskedNote } from "@/components/settings/RpcUnaskedNote";
import type { InflightRecord } from "@/lib/chain/write/inflight";
import { ApiStatusLine, ChainStatusNote } from "../status/ApiStatusLine";
import { ChainListStatus } from "../status/ChainListStatus";
import { PendingTransactions } from "../status/PendingTransactions";
import { SnapshotNote } from "../status/SnapshotNote";
import type { AccountData } from "./useAccountData";

/** What the page knows of its sources (the chain, the RPC, the API, the snapshot) and the wallet's pending writes. */
export function StatusNotes({
  data,
  inFlight,
  readOnly,
}: {
  data: Pick<AccountData, "list" | "chain" | "chainWhy" | "apiWhy" | "snapshotRefused" | "rows">;
  inFlight: readonly InflightRecord[];
  readOnly: boolean;
}) {
  const { list, chain, chainWhy } = data;
  return (
    <>
      <ChainStatusNote problem={list.chainProblem} />
      <RpcRefusingNote />
      <RpcUnaskedNote />
      <ApiStatusLine problem={list.apiProblem} onRetry={list.retry} />
      <SnapshotNote refused={data.snapshotRefused} />
      {/* The wallet's own transactions: not this address's while another is looked up. */}
      {readOnly ? null : <PendingTransactions records={inFlight} explorerUrl={network.explorerUrl} />}
      {list.phase === "failed" ? (
        <ChainListStatus
          status={chain.status === "ready" || chain.status === "failed" ? chain.status : "reading"}
          empty={data.rows.length === 0}
          reason={reasonText(data.apiWhy)}
          unusableRpc={chainWhy !== null && chainWhy !== "chain-unreachable" ? chainWhy.rpc : null}
        />
      ) : null}
    </>
  );
}
