// @vitest-environment jsdom
// A returning visit's account, read from what wagmi itself stores: a real config connects, switches and disconnects.
import { afterEach, describe, expect, it } from "vitest";
import type { Address } from "viem";
import { connect, disconnect } from "wagmi/actions";
import { createConfig, http, mock } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";
import { WAGMI_STORE_KEY } from "@/lib/early-input";
import { rememberedAccount, startRememberedReads } from "./remembered-account";

const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";
const CAROL = "0x976EA74026E726554dB657fA54763abd0C3a0aa9";

afterEach(() => localStorage.clear());

function walletOf(accounts: readonly [Address, ...Address[]]) {
  const config = createConfig({
    chains: [anvilAt("http://127.0.0.1:8545")],
    connectors: [mock({ accounts })],
    transports: { 31337: http("http://127.0.0.1:8545") },
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error("no mock connector");
  return { config, connect: () => connect(config, { connector }) };
}

const holding = (text: string | null) => ({ getItem: () => text });

describe("rememberedAccount", () => {
  it("is the account wagmi stored for its connection, and null once the wallet disconnects", async () => {
    const { config, connect: connectWallet } = walletOf([BOB, ALICE]);
    expect(rememberedAccount(localStorage, WAGMI_STORE_KEY)).toBeNull();
    await connectWallet();
    expect(rememberedAccount(localStorage, WAGMI_STORE_KEY)).toBe(BOB);
    await disconnect(config);
    expect(rememberedAccount(localStorage, WAGMI_STORE_KEY)).toBeNull();
  });

  it("takes the current connection's account, not another stored one", () => {
    const stored = (current: string) =>
      JSON.stringify({
        state: {
          connections: {
            __type: "Map",
            value: [
              ["a1", { accounts: [ALICE], chainId: 31337 }],
              ["b2", { accounts: [BOB], chainId: 31337 }],
            ],
          },
          chainId: 31337,
          current,
        },
        version: 2,
      });
    expect(rememberedAccount(holding(stored("b2")), WAGMI_STORE_KEY)).toBe(BOB);
    expect(rememberedAccount(holding(stored("a1")), WAGMI_STORE_KEY)).toBe(ALICE);
    expect(rememberedAccount(holding(stored("c3")), WAGMI_STORE_KEY)).toBeNull();
  });

  it("is null for storage that holds anything else, or cannot be read", () => {
    const withAccounts = (accounts: unknown) =>
      JSON.stringify({ state: { connections: { __type: "Map", value: [["a1", { accounts }]] }, current: "a1" } });
    for (const text of [
      null,
      "not json",
      "null",
      '{"state":null}',
      '{"state":{"current":"a1"}}',
      '{"state":{"current":"a1","connections":{"value":null}}}',
      '{"state":{"current":"a1","connections":{"value":[["a1"]]}}}',
      '{"state":{"current":"a1","connections":{"value":["a1"]}}}',
      withAccounts([]),
      withAccounts(null),
      withAccounts([42]),
      withAccounts(["0x15d34AAf54267DB7D7c367839AAf71A00a2C6A6"]),
      withAccounts(["0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65 "]),
      withAccounts(["alice.eth"]),
    ])
      expect(rememberedAccount(holding(text), WAGMI_STORE_KEY), String(text)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(rememberedAccount(blocked, WAGMI_STORE_KEY)).toBeNull();
    expect(rememberedAccount(undefined, WAGMI_STORE_KEY)).toBeNull();
  });
});

describe("startRememberedReads", () => {
  it("starts the reads of the remembered account, of a looked-up address instead, and of nothing without one", async () => {
    const starts = (hash: string) => {
      const started: Address[] = [];
      startRememberedReads(localStorage, WAGMI_STORE_KEY, hash, (account) => started.push(account));
      return started;
    };
    expect(starts("")).toEqual([]);
    expect(starts(`#address=${CAROL}`)).toEqual([]);
    await walletOf([ALICE]).connect();
    expect(starts("")).toEqual([ALICE]);
    expect(starts(`#address=${CAROL}`)).toEqual([CAROL]);
    expect(starts(`#address=${ALICE.toLowerCase()}`)).toEqual([ALICE]);
  });
});
