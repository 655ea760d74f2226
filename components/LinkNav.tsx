import { ExternalLink } from "./ExternalLink";

/** A row of external links with an accessible name (top bar and footer). */
export function LinkNav({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly { label: string; href: string }[];
  className: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <ExternalLink key={link.label} href={link.href} className="hover:text-ink focus-visible:text-ink">
          {link.label}
        </ExternalLink>
      ))}
    </nav>
  );
}
