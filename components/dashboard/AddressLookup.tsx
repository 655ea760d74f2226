import { useId, useRef, useState, type FormEvent } from "react";
import type { Address } from "viem";
import {
  INVALID_ADDRESS_MESSAGE,
  LOOKUP_BACK_TO_WALLET,
  LOOKUP_CLEAR,
  LOOKUP_LABEL,
  LOOKUP_PLACEHOLDER,
  LOOKUP_SUBMIT,
} from "@/lib/copy/lookup";
import { parseAddressInput, type Lookup } from "@/lib/lookup";

const FIELD =
  "min-w-0 flex-1 basis-64 rounded-lg border border-surface-line bg-surface px-3 py-2 font-mono text-sm text-ink placeholder:text-ink-faint focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft aria-[invalid=true]:border-danger";
const BUTTON =
  "rounded-lg border border-surface-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-line focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-soft";

/** What the field starts with: the looked-up address, or the bad one from a link so it can be corrected. */
const initialText = (lookup: Lookup) =>
  lookup.kind === "address" ? lookup.address : lookup.kind === "invalid" ? lookup.input : "";

/** Tells one look-up from another, to refill the field when a link or Back changes it. */
const lookupKey = (lookup: Lookup) => `${lookup.kind}:${initialText(lookup)}`;

/** "View an address": any address's validators, read-only, without connecting its wallet. */
export function AddressLookup({
  lookup,
  walletConnected,
  onView,
  onClear,
}: {
  lookup: Lookup;
  walletConnected: boolean;
  onView: (address: Address) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(() => initialText(lookup));
  // A bad address typed here stays in the field with the message until the next try.
  const [typedInvalid, setTypedInvalid] = useState(lookup.kind === "invalid");
  // A new look-up (a link, Back, this form) refills the field in place: no remount, so focus stays where it was.
  const [shownKey, setShownKey] = useState(() => lookupKey(lookup));
  if (shownKey !== lookupKey(lookup)) {
    setShownKey(lookupKey(lookup));
    setTyped(initialText(lookup));
    setTypedInvalid(lookup.kind === "invalid");
  }
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAddressInput(typed);
    setTypedInvalid(parsed.kind === "invalid");
    if (parsed.kind === "address") onView(parsed.address);
    else if (parsed.kind === "none" && lookup.kind !== "none") onClear();
  };

  return (
    <form role="search" aria-label={LOOKUP_LABEL} onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-field`} className="text-sm font-semibold text-ink-muted">
        {LOOKUP_LABEL}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          id={`${id}-field`}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={LOOKUP_PLACEHOLDER}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={typedInvalid}
          aria-describedby={typedInvalid ? `${id}-error` : undefined}
          className={FIELD}
        />
        <button type="submit" className={BUTTON}>
          {LOOKUP_SUBMIT}
        </button>
        {lookup.kind === "none" ? null : (
          <button
            type="button"
            onClick={() => {
              onClear();
              field.current?.focus(); // this button goes away: keep the keyboard user in the form
            }}
            className={BUTTON}
          >
            {walletConnected ? LOOKUP_BACK_TO_WALLET : LOOKUP_CLEAR}
          </button>
        )}
      </div>
      {typedInvalid ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {INVALID_ADDRESS_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
