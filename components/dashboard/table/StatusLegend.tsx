import { STATUS_LEGEND, UNKNOWN_STATUS_LEGEND } from "@/lib/validators/status";
import { StatusIcon } from "./StatusIcon";

/** The five statuses; with `withUnknown`, the rows listed from the pool's events alone get theirs too. */
export function StatusLegend({ withUnknown = false }: { withUnknown?: boolean }) {
  const entries = withUnknown ? [...STATUS_LEGEND, UNKNOWN_STATUS_LEGEND] : STATUS_LEGEND;
  return (
    <ul aria-label="Status legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      {entries.map(({ status, label }) => (
        <li key={status} className="flex items-center gap-2">
          <StatusIcon status={status} label={label} />
          <span aria-hidden="true">{label}</span>
        </li>
      ))}
    </ul>
  );
}
