// @vitest-environment jsdom
// Whether a wallet connected before, read from what wagmi itself stores: a real config connects and disconnects.
import { afterEach, describe, expect, it } from "vitest";
import { connect, disconnect } from "wagmi/actions";
import { createConfig, http, mock } from "wagmi";
import { anvilAt } from "@/lib/protocol/chains";
import { rememberedConnection, WAGMI_STORE_KEY } from "./remembered";

afterEach(() => localStorage.clear());

describe("rememberedConnection", () => {
  it("is true after wagmi stored a connection, and false once the wallet disconnects", async () => {
    const config = createConfig({
      chains: [anvilAt("http://127.0.0.1:8545")],
      connectors: [mock({ accounts: ["0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"] })],
      transports: { 31337: http("http://127.0.0.1:8545") },
    });
    expect(rememberedConnection(localStorage)).toBe(false);
    const [connector] = config.connectors;
    if (!connector) throw new Error("no mock connector");
    await connect(config, { connector });
    expect(localStorage.getItem(WAGMI_STORE_KEY)).not.toBeNull();
    expect(rememberedConnection(localStorage)).toBe(true);
    await disconnect(config);
    expect(rememberedConnection(localStorage)).toBe(false);
  });

  it("is false for storage that holds anything else, or cannot be read", () => {
    const holding = (text: string | null) => ({ getItem: () => text });
    for (const text of [
      null,
      "",
      "not json",
      "null",
      "{}",
      '{"state":null}',
      '{"state":{"current":null}}',
      '{"state":{"current":3}}',
    ])
      expect(rememberedConnection(holding(text)), String(text)).toBe(false);
    expect(rememberedConnection(holding('{"state":{"current":"a1b2"},"version":2}'))).toBe(true);
    const blocked = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(rememberedConnection(blocked)).toBe(false);
    expect(rememberedConnection(undefined)).toBe(false);
  });
});
