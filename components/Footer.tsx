import { FOOTER_LINKS } from "@/lib/links";
import { LinkNav } from "./LinkNav";

export interface FooterFigures {
  /** Subscribers (awaiting activation plus activated), already formatted; "–" while unknown. */
  subscribers: string;
  /** Reward cycle total in ETH, formatted. */
  cycleTotal: string;
  /** Gas price in gwei, formatted. */
  gasPrice: string;
}

function Figure({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs uppercase tracking-wider text-ink-faint">{label}</dt>
      <dd className="text-base font-semibold text-ink">
        {value}
        {unit ? <span className="ml-1 text-sm font-normal text-ink-muted">{unit}</span> : null}
      </dd>
    </div>
  );
}

export function Footer({ figures }: { figures: FooterFigures }) {
  return (
    <footer className="mx-auto mt-10 flex w-full max-w-page flex-col gap-6 border-t border-surface-line px-4 py-6 desktop:flex-row desktop:items-center desktop:justify-between">
      <dl className="flex flex-wrap gap-x-10 gap-y-4">
        <Figure label="Subscribers" value={figures.subscribers} />
        <Figure label="Reward cycle" value={figures.cycleTotal} unit="ETH" />
        <Figure label="Gas price" value={figures.gasPrice} unit="gwei" />
      </dl>
      <LinkNav label="Community" links={FOOTER_LINKS} className="flex gap-5 text-sm font-semibold text-ink-muted" />
    </footer>
  );
}
