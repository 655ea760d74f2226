import { useId } from "react";

/**
 * The row's info marker. The text shows on hover, and on focus, so keyboard users and a tap on a phone (which
 * focuses the button) reach it too.
 */
export function InfoMarker({ index, text }: { index: number; text: string }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={`About validator ${index}`}
        aria-describedby={id}
        className="flex size-6 items-center justify-center rounded-full border border-surface-line text-xs font-bold text-ink-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft"
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute right-0 top-8 z-20 w-72 rounded-lg border border-surface-line bg-surface p-3 text-left text-xs leading-relaxed text-ink opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {text}
      </span>
    </span>
  );
}
