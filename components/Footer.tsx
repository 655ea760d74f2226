import type { ReactNode } from "react";
import type { WrittenFigure } from "@/lib/figure-text";
import type { FooterFigures } from "@/lib/validators/first-screen-figures";
import {
  FIGURE_ATTRIBUTE,
  FIGURE_PART_ATTRIBUTE,
  FOOTER_UNITS,
  unitAfter,
  type FooterFigureId,
} from "./first-screen-marks";
import { LinkNav } from "./LinkNav";
import { FOOTER_LINKS } from "@/lib/links";

function Figure({
  id,
  label,
  figure,
  unit,
}: {
  id: FooterFigureId;
  label: string;
  figure: WrittenFigure;
  unit?: string;
}) {
  // Each part is one text, always there (empty when it says nothing), so the first-screen module can write it
  // before the app starts and React finds the same elements when it does (suppressHydrationWarning: it was written).
  return (
    // Room for the note line whether or not there is one: a figure that arrives does not move what is below it.
    <div className="flex min-h-14 flex-col" {...{ [FIGURE_ATTRIBUTE]: id }}>
      <dt className="text-xs uppercase tracking-wider text-ink-faint">{label}</dt>
      <dd className="text-base font-semibold text-ink">
        <span {...{ [FIGURE_PART_ATTRIBUTE]: "value" }} suppressHydrationWarning>
          {figure.value}
        </span>
        <span
          {...{ [FIGURE_PART_ATTRIBUTE]: "unit" }}
          suppressHydrationWarning
          className="ml-1 text-sm font-normal text-ink-muted empty:hidden"
        >
          {unitAfter(figure, unit)}
        </span>
      </dd>
      <dd
        {...{ [FIGURE_PART_ATTRIBUTE]: "note" }}
        suppressHydrationWarning
        className="max-w-48 text-xs text-ink-muted empty:hidden"
      >
        {figure.note ?? ""}
      </dd>
    </div>
  );
}

export function Footer({ figures, settings }: { figures: FooterFigures; settings?: ReactNode }) {
  return (
    <footer className="mx-auto mt-10 flex w-full max-w-page flex-col gap-6 border-t border-surface-line px-4 py-6 desktop:flex-row desktop:items-center desktop:justify-between">
      <dl className="flex flex-wrap gap-x-10 gap-y-4">
        <Figure id="subscribers" label="Subscribers" figure={figures.subscribers} />
        <Figure id="cycleTotal" label="Reward cycle" figure={figures.cycleTotal} unit={FOOTER_UNITS.cycleTotal} />
        <Figure id="gasPrice" label="Gas price" figure={figures.gasPrice} unit={FOOTER_UNITS.gasPrice} />
      </dl>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {settings}
        <LinkNav label="Community" links={FOOTER_LINKS} className="flex gap-5 text-sm font-semibold text-ink-muted" />
      </div>
    </footer>
  );
}
