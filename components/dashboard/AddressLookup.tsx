import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Address } from "viem";
import { INVALID_ADDRESS_MESSAGE, LOOKUP_BACK_TO_WALLET, LOOKUP_CLEAR, LOOKUP_LABEL } from "@/lib/copy/lookup";
import { parseAddressInput, type Lookup } from "@/lib/lookup";
import { LOOKUP_BUTTON, LOOKUP_ERROR_ID, LOOKUP_FIELD_NAME } from "./lookup-form";

/** What the field shows: the looked-up address, or the bad one from a link so it can be corrected. */
const fieldText = (lookup: Lookup) =>
  lookup.kind === "address" ? lookup.address : lookup.kind === "invalid" ? lookup.input : "";

/**
 * "View an address": any address's validators, read-only, without connecting its wallet. `fields` is the static
 * label, field and View button (LookupFields); this form reads, checks and refills them.
 */
export function AddressLookup({
  fields,
  lookup,
  walletConnected,
  onView,
  onClear,
}: {
  fields: ReactNode;
  lookup: Lookup;
  walletConnected: boolean;
  onView: (address: Address) => void;
  onClear: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const text = fieldText(lookup);
  // A bad address typed here stays in the field, with the message, until the next try; a bad link shows it too.
  const [invalid, setInvalid] = useState(lookup.kind === "invalid");
  const [shown, setShown] = useState(lookup);
  if (shown !== lookup) {
    setShown(lookup);
    setInvalid(lookup.kind === "invalid");
  }
  const field = () => form.current?.elements.namedItem(LOOKUP_FIELD_NAME);

  // A new look-up (a link, Back, this form) shows in the field, in place: focus stays where it was.
  useEffect(() => {
    const input = field();
    if (input instanceof HTMLInputElement) input.value = text;
  }, [text]);
  useEffect(() => {
    const input = field();
    if (input instanceof HTMLInputElement) input.setAttribute("aria-invalid", String(invalid));
  }, [invalid]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAddressInput(String(new FormData(event.currentTarget).get(LOOKUP_FIELD_NAME) ?? ""));
    setInvalid(parsed.kind === "invalid");
    if (parsed.kind === "address") onView(parsed.address);
    else if (parsed.kind === "none" && lookup.kind !== "none") onClear();
  };

  return (
    <form ref={form} role="search" aria-label={LOOKUP_LABEL} onSubmit={submit} className="flex flex-wrap gap-2">
      {fields}
      {lookup.kind === "none" ? null : (
        <button
          type="button"
          onClick={() => {
            onClear();
            const input = field();
            if (input instanceof HTMLInputElement) input.focus(); // this button goes away: stay in the form
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
    </form>
  );
}
