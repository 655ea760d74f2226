"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code is not among the page's first scripts. The static HTML already holds what it renders, so
 * the page paints without it; its code is fetched at once, beside the first scripts, and React hydrates that part
 * of the page when it arrives (a Suspense boundary keeps the server's HTML until then).
 */
export function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const pending = load();
  const Lazy = lazy(() => pending.then((component) => ({ default: component })));
  function Later(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Later;
}
