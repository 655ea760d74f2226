// @vitest-environment jsdom
// When the list's first reads start: a real wagmi config, its mock connector, no React.
import { afterEach, describe, expect, it } from "vitest";
import type { Address } from "viem";
import { createConfig, http, mock } from "wagmi";
import { connect, disconnect } from "wagmi/actions";
import { anvilAt } from "@/lib/protocol/chains";
import { readAheadForShownAccount } from "./read-ahead";

const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const BOB = "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc";

afterEach(() => localStorage.clear());

function wallet() {
  const config = createConfig({
    chains: [anvilAt("http://127.0.0.1:8545")],
    connectors: [mock({ accounts: [ALICE] })],
    transports: { 31337: http("http://127.0.0.1:8545") },
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error("no mock connector");
  return { config, connect: () => connect(config, { connector }) };
}

/** Watches `config` with the page's hash as `hash` returns it; the accounts started, in order, and the unwatch. */
function watchStarts(config: ReturnType<typeof wallet>["config"], hash = "") {
  const started: Address[] = [];
  const unwatch = readAheadForShownAccount(
    config,
    (account) => started.push(account),
    () => hash,
  );
  return { started, unwatch };
}

describe("readAheadForShownAccount", () => {
  it("starts the reads for the account the wallet connects, before wagmi's connect has returned", async () => {
    const { config, connect: connectWallet } = wallet();
    const events: string[] = [];
    readAheadForShownAccount(
      config,
      (account) => events.push(`start ${account}`),
      () => "",
    );
    expect(events).toEqual([]);
    await connectWallet().then(() => events.push("connected"));
    expect(events).toEqual([`start ${ALICE}`, "connected"]);
  });

  it("starts them at once for a wallet already connected", async () => {
    const { config, connect: connectWallet } = wallet();
    await connectWallet();
    const { started } = watchStarts(config);
    expect(started).toEqual([ALICE]);
  });

  it("starts them for a looked-up address in the hash instead of the wallet's, once while it stays shown", async () => {
    const { config, connect: connectWallet } = wallet();
    const { started } = watchStarts(config, `#address=${BOB.toLowerCase()}`);
    expect(started).toEqual([BOB]);
    // The wallet connecting does not change what is shown: the look-up's list has its reads, nothing starts again.
    await connectWallet();
    expect(started).toEqual([BOB]);
  });

  it("starts them again for the same account after the wallet disconnected and connected again", async () => {
    const { config, connect: connectWallet } = wallet();
    const { started } = watchStarts(config);
    await connectWallet();
    await disconnect(config);
    await connectWallet();
    expect(started).toEqual([ALICE, ALICE]);
  });

  it("starts nothing without an account, nor when the wallet disconnects, nor once unwatched", async () => {
    const { config, connect: connectWallet } = wallet();
    const { started, unwatch } = watchStarts(config);
    await connectWallet();
    await disconnect(config);
    expect(started).toEqual([ALICE]);
    unwatch();
    await connectWallet();
    expect(started).toEqual([ALICE]);
  });
});
