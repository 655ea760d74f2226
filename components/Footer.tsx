import { UNKNOWN_VALUE } from "@/lib/copy/figures";
import type { ReactNode } from "react";
import { FOOTER_LINKS } from "@/lib/links";
import { LinkNav } from "./LinkNav";

/** A footer figure as written: its value ("unknown" when its source failed) and, unless known, why or since when. */
export interface FooterFigure {
  readonly value: string;
  readonly note: string | null;
}

export interface FooterFigures {
  /** Subscribers (awaiting activation plus activated). */
  readonly subscribers: FooterFigure;
  /** Reward cycle total in ETH, formatted. */
  readonly cycleTotal: FooterFigure;
  /** Gas price in gwei, formatted. */
  readonly gasPrice: FooterFigure;
}

function Figure({ label, figure, unit }: { label: string; figure: FooterFigure; unit?: string }) {
  return (
    // Room for the note line whether or not there is one: a figure that arrives does not move what is below it.
    <div className="flex min-h-14 flex-col">
      <dt className="text-xs uppercase tracking-wider text-ink-faint">{label}</dt>
      <dd className="text-base font-semibold text-ink">
        {figure.value}
        {unit && figure.value !== UNKNOWN_VALUE ? (
          <span className="ml-1 text-sm font-normal text-ink-muted">{unit}</span>
        ) : null}
      </dd>
      {figure.note ? <dd className="max-w-48 text-xs text-ink-muted">{figure.note}</dd> : null}
    </div>
  );
}

export function Footer({ figures, settings }: { figures: FooterFigures; settings?: ReactNode }) {
  return (
    <footer className="mx-auto mt-10 flex w-full max-w-page flex-col gap-6 border-t border-surface-line px-4 py-6 desktop:flex-row desktop:items-center desktop:justify-between">
      <dl className="flex flex-wrap gap-x-10 gap-y-4">
        <Figure label="Subscribers" figure={figures.subscribers} />
        <Figure label="Reward cycle" figure={figures.cycleTotal} unit="ETH" />
        <Figure label="Gas price" figure={figures.gasPrice} unit="gwei" />
      </dl>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {settings}
        <LinkNav label="Community" links={FOOTER_LINKS} className="flex gap-5 text-sm font-semibold text-ink-muted" />
      </div>
    </footer>
  );
}
