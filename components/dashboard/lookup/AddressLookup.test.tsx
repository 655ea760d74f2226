// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lookup } from "@/lib/lookup";
import { AddressLookup } from "./AddressLookup";
import { LookupFields } from "./LookupFields";

afterEach(cleanup);

const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const INVALID = "This is not a valid address: enter 0x followed by 40 hexadecimal characters.";

const field = () => screen.getByRole("textbox", { name: "View an address" }) as HTMLInputElement;

function lookupForm(lookup: Lookup, walletConnected = false, onView = vi.fn(), onClear = vi.fn()) {
  return (
    <AddressLookup
      fields={<LookupFields />}
      lookup={lookup}
      walletConnected={walletConnected}
      onView={onView}
      onClear={onClear}
    />
  );
}

describe("AddressLookup", () => {
  it("is a search form named by its label", () => {
    render(lookupForm({ kind: "none" }));
    expect(screen.getByRole("search", { name: "View an address" })).toBeTruthy();
  });

  it("views a typed address, checksummed, whatever its letter case", async () => {
    const onView = vi.fn();
    render(lookupForm({ kind: "none" }, false, onView));
    await userEvent.type(field(), "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc{Enter}");
    expect(onView).toHaveBeenCalledWith(BOB);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says an invalid address is invalid and keeps what was typed", async () => {
    const onView = vi.fn();
    render(lookupForm({ kind: "none" }, false, onView));
    await userEvent.type(field(), "0x9965507d1a55");
    await userEvent.click(screen.getByRole("button", { name: "View" }));
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID);
    expect(field().value).toBe("0x9965507d1a55");
    await waitFor(() => expect(field().getAttribute("aria-invalid")).toBe("true"));
    expect(onView).not.toHaveBeenCalled();
  });

  it("fills the field from a link, a bad one included", async () => {
    const { rerender } = render(lookupForm({ kind: "invalid", input: "0xnope" }));
    expect((await screen.findByRole("alert")).textContent).toBe(INVALID);
    await waitFor(() => expect(field().value).toBe("0xnope"));
    rerender(lookupForm({ kind: "address", address: BOB }));
    await waitFor(() => expect(field().value).toBe(BOB));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers the way back: to the wallet when one is connected, else stop viewing; then the field empties", async () => {
    const onClear = vi.fn();
    const { rerender } = render(lookupForm({ kind: "address", address: BOB }, true, vi.fn(), onClear));
    await userEvent.click(await screen.findByRole("button", { name: "Back to my wallet" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(lookupForm({ kind: "address", address: BOB }, false, vi.fn(), onClear));
    expect(await screen.findByRole("button", { name: "Stop viewing" })).toBeTruthy();
    rerender(lookupForm({ kind: "none" }, true, vi.fn(), onClear));
    expect(screen.queryByRole("button", { name: "Back to my wallet" })).toBeNull();
    expect(field().value).toBe("");
  });
});
