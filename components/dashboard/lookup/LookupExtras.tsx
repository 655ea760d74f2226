import { useEffect, type RefObject } from "react";
import { INVALID_ADDRESS_MESSAGE, LOOKUP_BACK_TO_WALLET, LOOKUP_CLEAR } from "@/lib/copy/lookup";
import type { Lookup } from "@/lib/lookup";
import { LOOKUP_BUTTON, LOOKUP_ERROR_ID, LOOKUP_FIELD_NAME } from "./lookup-form";

/** The look-up's field, which is static markup from the page. */
function fieldOf(form: RefObject<HTMLFormElement | null>): HTMLInputElement | null {
  const field = form.current?.elements.namedItem(LOOKUP_FIELD_NAME);
  return field instanceof HTMLInputElement ? field : null;
}

/**
 * What the look-up form shows once something is looked up or refused: the way back, the message for an invalid
 * address, and the field kept in step with the look-up. Loaded when first needed, not with the page.
 */
export function LookupExtras({
  form,
  lookup,
  invalid,
  walletConnected,
  onClear,
}: {
  form: RefObject<HTMLFormElement | null>;
  lookup: Lookup;
  invalid: boolean;
  walletConnected: boolean;
  onClear: () => void;
}) {
  const text = lookup.kind === "address" ? lookup.address : lookup.kind === "invalid" ? lookup.input : null;
  // A new look-up (a link, Back, this form) shows in the field, in place (focus stays); gone, the field empties.
  useEffect(() => {
    const field = fieldOf(form);
    if (field && text !== null) field.value = text;
  }, [form, text]);
  useEffect(
    () => () => {
      const field = fieldOf(form);
      if (field) field.value = "";
    },
    [form],
  );
  useEffect(() => {
    const field = fieldOf(form);
    field?.setAttribute("aria-invalid", String(invalid));
    return () => field?.removeAttribute("aria-invalid");
  }, [form, invalid]);

  return (
    <>
      {lookup.kind === "none" ? null : (
        <button
          type="button"
          onClick={() => {
            onClear();
            fieldOf(form)?.focus(); // this button goes away: stay in the form
          }}
          className={LOOKUP_BUTTON}
        >
          {walletConnected ? LOOKUP_BACK_TO_WALLET : LOOKUP_CLEAR}
        </button>
      )}
      {invalid ? (
        <p id={LOOKUP_ERROR_ID} role="alert" className="w-full text-sm font-semibold text-danger">
          {INVALID_ADDRESS_MESSAGE}
        </p>
      ) : null}
    </>
  );
}
