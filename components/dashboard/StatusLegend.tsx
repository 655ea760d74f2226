import { STATUS_LEGEND } from "@/lib/validators/status";
import { StatusIcon } from "./StatusIcon";

export function StatusLegend() {
  return (
    <ul aria-label="Status legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
      {STATUS_LEGEND.map(({ status, label }) => (
        <li key={status} className="flex items-center gap-2">
          <StatusIcon status={status} label={label} />
          <span aria-hidden="true">{label}</span>
        </li>
      ))}
    </ul>
  );
}
