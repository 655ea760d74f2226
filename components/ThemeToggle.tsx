import { THEME_TOGGLE_ID } from "@/lib/theme";

/**
 * The light/dark switch: pressed while dark. Plain markup: the inline theme script in <head> (lib/theme.ts) sets
 * aria-pressed and handles the click, so the toggle costs the page no JavaScript file.
 */
export function ThemeToggle() {
  return (
    <button
      id={THEME_TOGGLE_ID}
      type="button"
      aria-label="Dark theme"
      title="Dark theme"
      // The script sets aria-pressed before React hydrates this button.
      suppressHydrationWarning
      className="flex size-10 items-center justify-center rounded-xl border border-surface-line text-ink-muted hover:text-ink aria-pressed:bg-surface-raised aria-pressed:text-ink"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
