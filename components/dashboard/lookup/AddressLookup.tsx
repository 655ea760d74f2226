import dynamic from "next/dynamic";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Address } from "viem";
import { INTENT_ATTRIBUTE } from "@/lib/early-input";
import { parseAddressInput, type Lookup } from "@/lib/lookup";
import { useEarlyIntent } from "@/lib/use-early-intent";
import { LOOKUP_FIELD_NAME, LOOKUP_LABEL_ID } from "./lookup-form";

// The way back, the invalid-address message and the field's refill load when first needed: a visitor's first load
// carries only this form's submit.
const LookupExtras = dynamic(() => import("./LookupExtras").then((m) => m.LookupExtras), { ssr: false });

/**
 * "View an address": the validators of whichever address is typed, read-only, without connecting its wallet.
 * `fields` is the static label, field and View button (LookupFields), rendered by the page.
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
  // A bad address typed here stays in the field, with the message, until the next try; a bad link shows it too.
  const [typedInvalid, setTypedInvalid] = useState(false);
  const invalid = typedInvalid || lookup.kind === "invalid";

  const look = (typed: string) => {
    const parsed = parseAddressInput(typed);
    setTypedInvalid(parsed.kind === "invalid");
    if (parsed.kind === "address") onView(parsed.address);
    else if (parsed.kind === "none" && lookup.kind !== "none") onClear();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    look(String(new FormData(event.currentTarget).get(LOOKUP_FIELD_NAME) ?? ""));
  };
  // A View tapped before this code arrived: the address as it was typed then.
  useEarlyIntent("lookup", (fields) => look(new URLSearchParams(fields ?? "").get(LOOKUP_FIELD_NAME) ?? ""));

  return (
    <form
      ref={form}
      role="search"
      aria-labelledby={LOOKUP_LABEL_ID}
      onSubmit={submit}
      {...{ [INTENT_ATTRIBUTE]: "lookup" }}
      className="flex flex-wrap gap-2"
    >
      {fields}
      {lookup.kind === "none" && !invalid ? null : (
        <LookupExtras
          form={form}
          lookup={lookup}
          invalid={invalid}
          walletConnected={walletConnected}
          onClear={onClear}
        />
      )}
    </form>
  );
}
