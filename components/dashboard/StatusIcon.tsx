import type { ValidatorStatus } from "@/lib/validators/status";

const COLOURS: Record<ValidatorStatus, string> = {
  Unregistered: "bg-status-unregistered",
  Pending: "bg-status-pending",
  Active: "bg-status-active",
  "Exit Requested": "bg-status-exit",
  Exited: "bg-status-exited",
};

/** A coloured dot; the status name is its accessible label (and the legend explains the colours). */
export function StatusIcon({ status, label = status }: { status: ValidatorStatus; label?: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-block size-3 shrink-0 rounded-full ${COLOURS[status]}`}
    />
  );
}
