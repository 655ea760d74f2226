// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressLookup } from "./AddressLookup";
import { LookupFields } from "./LookupFields";

afterEach(cleanup);

const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const INVALID = "This is not a valid address: enter 0x followed by 40 hexadecimal characters.";

const field = () => screen.getByRole("textbox", { name: "View an address" }) as HTMLInputElement;

describe("AddressLookup", () => {
  it("views a typed address, checksummed, whatever its letter case", async () => {
    const onView = vi.fn();
    render(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "none" }}

        walletConnected={false}
        onView={onView}
        onClear={vi.fn()}
      />,
    );
    await userEvent.type(field(), "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc{Enter}");
    expect(onView).toHaveBeenCalledWith(BOB);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says an invalid address is invalid and keeps what was typed", async () => {
    const onView = vi.fn();
    render(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "none" }}

        walletConnected={false}
        onView={onView}
        onClear={vi.fn()}
      />,
    );
    await userEvent.type(field(), "0x9965507d1a55");
    await userEvent.click(screen.getByRole("button", { name: "View" }));
    expect(screen.getByRole("alert").textContent).toBe(INVALID);
    expect(field().value).toBe("0x9965507d1a55");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(onView).not.toHaveBeenCalled();
  });

  it("fills the field from a link, a bad one included", () => {
    const { rerender } = render(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "invalid", input: "0xnope" }}

        walletConnected={false}
        onView={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(field().value).toBe("0xnope");
    expect(screen.getByRole("alert").textContent).toBe(INVALID);
    rerender(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "address", address: BOB }}

        walletConnected={false}
        onView={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    expect(field().value).toBe(BOB);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers the way back: to the wallet when one is connected, else stop viewing", async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "address", address: BOB }}

        walletConnected
        onView={vi.fn()}
        onClear={onClear}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Back to my wallet" }));
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "address", address: BOB }}

        walletConnected={false}
        onView={vi.fn()}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole("button", { name: "Stop viewing" })).toBeTruthy();
    rerender(
      <AddressLookup
        fields={<LookupFields />}
        lookup={{ kind: "none" }}
        walletConnected
        onView={vi.fn()}
        onClear={onClear}
      />,
    );
    expect(screen.queryByRole("button", { name: "Back to my wallet" })).toBeNull();
    expect(field().value).toBe("");
  });
});
