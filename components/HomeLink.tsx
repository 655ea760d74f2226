"use client";

import { useSyncExternalStore } from "react";
import { siteRoot } from "@/lib/site-root";

const never = () => () => {};

/** A link to the dashboard that stays under the gateway prefix the page was opened through. */
export function HomeLink({ children }: { children: string }) {
  // "/" in the static HTML, the real prefix once hydrated: the address does not change while the page is open.
  const href = useSyncExternalStore(
    never,
    () => siteRoot(window.location.pathname),
    () => "/",
  );
  return (
    <a href={href} className="font-semibold underline underline-offset-2">
      {children}
    </a>
  );
}
