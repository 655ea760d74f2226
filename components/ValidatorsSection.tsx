import type { ReactNode } from "react";

/** The MY VALIDATORS frame: title, then whatever the dashboard puts in it. */
export function ValidatorsSection({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="my-validators"
      className="rounded-2xl border border-surface-line bg-surface-raised p-3 shadow-xl desktop:p-6"
    >
      <h1 id="my-validators" className="mb-4 text-xl font-extrabold tracking-wide">
        MY VALIDATORS
      </h1>
      {children}
    </section>
  );
}
