import type { ReactNode } from "react";
import type { RowStatus } from "@/lib/validators/status";

// Each status has its own shape as well as its own colour, so it reads without telling colours apart.
const SHAPES: Record<RowStatus, { colour: string; shape: ReactNode }> = {
  // An empty ring: nothing in the pool yet.
  Unregistered: {
    colour: "text-status-unregistered",
    shape: <circle cx="6" cy="6" r="4.5" fill="none" strokeWidth="2" stroke="currentColor" />,
  },
  // A half-filled circle: on its way in.
  Pending: {
    colour: "text-status-pending",
    shape: (
      <>
        <circle cx="6" cy="6" r="4.5" fill="none" strokeWidth="1.5" stroke="currentColor" />
        <path d="M6 1.5 A4.5 4.5 0 0 1 6 10.5 Z" fill="currentColor" />
      </>
    ),
  },
  // A full disc.
  Active: { colour: "text-status-active", shape: <circle cx="6" cy="6" r="5.5" fill="currentColor" /> },
  // A triangle pointing down: on its way out.
  "Exit Requested": { colour: "text-status-exit", shape: <path d="M0.5 1.5 H11.5 L6 11 Z" fill="currentColor" /> },
  // A square: stopped.
  Exited: {
    colour: "text-status-exited",
    shape: <rect x="1" y="1" width="10" height="10" rx="1" fill="currentColor" />,
  },
  // A dashed ring: in the pool, but only the oracle knows where it stands.
  Unknown: {
    colour: "text-ink-muted",
    shape: <circle cx="6" cy="6" r="4.5" fill="none" strokeWidth="2" strokeDasharray="2 2" stroke="currentColor" />,
  },
};

/** The status's own shape and colour; the status name is its accessible label (and the legend explains them). */
export function StatusIcon({ status, label = status }: { status: RowStatus; label?: string }) {
  const { colour, shape } = SHAPES[status];
  // The name sits on a wrapper, not in an SVG <title>: a <title> would add its text to the row's and the legend's.
  return (
    <span role="img" aria-label={label} title={label} data-shape={status} className={`inline-flex shrink-0 ${colour}`}>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
        {shape}
      </svg>
    </span>
  );
}
