/** What the look-up's static fields and its client form share: the field's name and ids, and the button style. */
export const LOOKUP_FIELD_NAME = "address";
export const LOOKUP_FIELD_ID = "lookup-address";
/** The label names the whole form too (aria-labelledby), so the first load carries no text for it. */
export const LOOKUP_LABEL_ID = "lookup-label";
export const LOOKUP_ERROR_ID = "lookup-error";
export const LOOKUP_BUTTON =
  "rounded-lg border border-surface-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-line focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";
