import { LOOKUP_LABEL, LOOKUP_PLACEHOLDER, LOOKUP_SUBMIT } from "@/lib/copy/lookup";
import { LOOKUP_BUTTON, LOOKUP_ERROR_ID, LOOKUP_FIELD_ID, LOOKUP_FIELD_NAME, LOOKUP_LABEL_ID } from "./lookup-form";

/**
 * The look-up's label, field and View button: plain markup, rendered by the page (a server component) and handed
 * to the client form, so the first load carries no script for it. The form fills and checks the field.
 */
export function LookupFields() {
  return (
    <>
      <label id={LOOKUP_LABEL_ID} htmlFor={LOOKUP_FIELD_ID} className="w-full text-sm font-semibold text-ink-muted">
        {LOOKUP_LABEL}
      </label>
      <input
        id={LOOKUP_FIELD_ID}
        name={LOOKUP_FIELD_NAME}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={LOOKUP_PLACEHOLDER}
        aria-describedby={LOOKUP_ERROR_ID}
        className="min-w-0 flex-1 basis-64 rounded-lg border border-surface-line bg-surface px-3 py-2 font-mono text-sm text-ink placeholder:text-ink-faint focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft aria-[invalid=true]:border-danger"
      />
      <button type="submit" className={LOOKUP_BUTTON}>
        {LOOKUP_SUBMIT}
      </button>
    </>
  );
}
