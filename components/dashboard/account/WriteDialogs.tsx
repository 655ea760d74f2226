import { LazyAlertModal, LazyDisclaimerModal, LazyNoticeModal, LazyTxPendingModal } from "@/components/modals/lazy";
import { formatEth } from "@/lib/format";
import { network } from "@/lib/network";
import { formatCycleEnd } from "@/lib/validators/calendar";
import { exitCosts, totalExitCost } from "@/lib/validators/wind-down";
import type { AccountData } from "./useAccountData";
import type { WriteFlow } from "./useWriteFlow";

/** The dialogs of a write: the Disclaimer or the Notice before it, the pending cover while the wallet has it, the Alert after. */
export function WriteDialogs({
  data,
  flow,
}: {
  data: Pick<AccountData, "selection" | "statusOf" | "listValidators" | "overdue">;
  flow: Pick<
    WriteFlow,
    "modal" | "closeModal" | "send" | "showPending" | "hidePending" | "alert" | "closeAlert" | "onAlertShown"
  >;
}) {
  const { selection } = data;
  const { modal } = flow;
  const pendingSelected = selection.indexes.filter((i) => data.statusOf(i) === "Pending").length;
  // Only the exit notice shows the costs: a tick of a checkbox does not scan the whole list for them.
  const selectedCosts =
    modal === "notice" && selection.kind === "exit" ? exitCosts(data.listValidators, selection.indexes) : [];
  return (
    <>
      {modal === "disclaimer" ? (
        <LazyDisclaimerModal
          open
          poolAddress={network.pool}
          deposit={formatEth(network.bond * BigInt(selection.indexes.length))}
          onClose={flow.closeModal}
          onConfirm={() => flow.send({ action: "registerBulk", indexes: selection.indexes })}
        />
      ) : null}
      {modal === "notice" ? (
        <LazyNoticeModal
          open
          count={selection.indexes.length}
          pendingCount={pendingSelected}
          costs={selectedCosts.map((c) => ({ index: c.index, forfeited: formatEth(c.forfeited) }))}
          costTotal={formatEth(totalExitCost(selectedCosts))}
          lastClose={data.overdue ? formatCycleEnd(data.overdue.lastCloseSeconds) : null}
          poolAddress={network.pool}
          indexes={selection.indexes}
          onClose={flow.closeModal}
          onConfirm={() => flow.send({ action: "requestExit", indexes: selection.indexes })}
        />
      ) : null}
      {flow.showPending ? <LazyTxPendingModal open onHide={flow.hidePending} /> : null}
      {flow.alert ? <LazyAlertModal alert={flow.alert} onClose={flow.closeAlert} onShown={flow.onAlertShown} /> : null}
    </>
  );
}
