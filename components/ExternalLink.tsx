import type { ReactNode } from "react";

/** Every outbound link opens a new tab without giving the new page a handle on this one. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
