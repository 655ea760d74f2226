import { describe, expect, it } from "vitest";
import { lookupHash, parseAddressInput, parseLookupHash, shownAccount } from "./lookup";

const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

describe("parseAddressInput", () => {
  it("accepts an address in any letter case, trimmed, and returns it checksummed", () => {
    expect(parseAddressInput(`  0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc `)).toEqual({
      kind: "address",
      address: BOB,
    });
    expect(parseAddressInput("0X9965507D1A55BCC2695C58BA16FB37D819B0A4DC")).toEqual({
      kind: "invalid",
      input: "0X9965507D1A55BCC2695C58BA16FB37D819B0A4DC",
    });
    expect(parseAddressInput("0x9965507D1A55BCC2695C58BA16FB37D819B0A4DC")).toEqual({ kind: "address", address: BOB });
    expect(parseAddressInput(BOB)).toEqual({ kind: "address", address: BOB });
  });

  it("refuses what is not an address, keeping what was typed", () => {
    expect(parseAddressInput("0x1234")).toEqual({ kind: "invalid", input: "0x1234" });
    expect(parseAddressInput("bob.eth")).toEqual({ kind: "invalid", input: "bob.eth" });
    expect(parseAddressInput("9965507D1a55bcC2695C58ba16FB37d819B0A4dc")).toEqual({
      kind: "invalid",
      input: "9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
    });
    expect(parseAddressInput("0x9965507D1a55bcC2695C58ba16FB37d819B0A4dZ")).toEqual({
      kind: "invalid",
      input: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dZ",
    });
  });

  it("treats an empty field as no look-up", () => {
    expect(parseAddressInput("   ")).toEqual({ kind: "none" });
    expect(parseAddressInput("")).toEqual({ kind: "none" });
  });
});

describe("parseLookupHash", () => {
  it("reads #address=0x…, with or without the #", () => {
    expect(parseLookupHash("#address=0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc")).toEqual({
      kind: "address",
      address: BOB,
    });
    expect(parseLookupHash(`address=${BOB}`)).toEqual({ kind: "address", address: BOB });
  });

  it("says invalid for a bad address in the hash, keeping it", () => {
    expect(parseLookupHash("#address=0xnope")).toEqual({ kind: "invalid", input: "0xnope" });
    expect(parseLookupHash("#address=")).toEqual({ kind: "none" });
  });

  it("ignores an empty hash or one without address=", () => {
    expect(parseLookupHash("")).toEqual({ kind: "none" });
    expect(parseLookupHash("#")).toEqual({ kind: "none" });
    expect(parseLookupHash("#section")).toEqual({ kind: "none" });
    expect(parseLookupHash("#addr=0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc")).toEqual({ kind: "none" });
  });
});

it("lookupHash writes the shareable hash", () => {
  expect(lookupHash(BOB)).toBe("#address=0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc");
});

describe("shownAccount", () => {
  it("without a look-up shows the wallet, or nobody for a visitor", () => {
    expect(shownAccount(ALICE, { kind: "none" })).toEqual({ address: ALICE, readOnly: false });
    expect(shownAccount(undefined, { kind: "none" })).toEqual({ address: undefined, readOnly: false });
  });

  it("an invalid look-up changes nothing: the wallet stays shown", () => {
    expect(shownAccount(ALICE, { kind: "invalid", input: "0x12" })).toEqual({ address: ALICE, readOnly: false });
    expect(shownAccount(undefined, { kind: "invalid", input: "0x12" })).toEqual({
      address: undefined,
      readOnly: false,
    });
  });

  it("someone else's address is shown read-only, for a visitor and for a connected wallet", () => {
    expect(shownAccount(undefined, { kind: "address", address: BOB })).toEqual({ address: BOB, readOnly: true });
    expect(shownAccount(ALICE, { kind: "address", address: BOB })).toEqual({ address: BOB, readOnly: true });
  });

  it("the wallet's own address, in any letter case, acts as the wallet", () => {
    expect(shownAccount("0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", { kind: "address", address: ALICE })).toEqual({
      address: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
      readOnly: false,
    });
  });
});
