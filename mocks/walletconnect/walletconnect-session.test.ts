// A whole WalletConnect session in one process, through the local relay: the dApp on @walletconnect/sign-client
// 2.21.1 (what wagmi's @walletconnect/ethereum-provider uses in the page), the phone on @reown/walletkit 1.6.0.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SignClient from "@walletconnect/sign-client";
import { afterEach, describe, expect, it } from "vitest";
import { recoverMessageAddress, type Hex } from "viem";
import { ANVIL_ACCOUNTS } from "../chain/accounts";
import { PhoneWallet } from "./phone-wallet";
import { startRelay, type LocalRelay } from "./relay";

const PHONE = ANVIL_ACCOUNTS[5];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "wc-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function session(relay: LocalRelay) {
  const phone = await PhoneWallet.start({
    relayUrl: relay.url,
    rpcUrl: "http://127.0.0.1:1",
    chainId: 31337,
    privateKey: PHONE.privateKey,
    storageDir: join(folder(), "phone.db"),
  });
  cleanups.push(() => phone.stop());
  const dapp = await SignClient.init({
    projectId: "local",
    relayUrl: relay.url,
    customStoragePrefix: "dapp",
    storageOptions: { database: join(folder(), "dapp.db") },
    metadata: { name: "Smoothly Pool", description: "test", url: "http://127.0.0.1:3000", icons: [] },
  });
  cleanups.push(() => dapp.core.relayer.transportClose());
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ["eip155:31337"], methods: ["personal_sign"], events: ["chainChanged"] },
    },
  });
  if (!uri) throw new Error("no pairing URI");
  await phone.pair(uri);
  const settled = await approval();
  return { phone, dapp, topic: settled.topic, accounts: settled.namespaces.eip155?.accounts };
}

describe("the local relay between the page's SDK and the phone's", () => {
  it("pairs, carries a signed message back, and a rejection as 5000", async () => {
    const relay = await startRelay({ port: 0 });
    cleanups.push(() => relay.close());
    const { phone, dapp, topic, accounts } = await session(relay);
    expect(accounts).toEqual([`eip155:31337:${PHONE.address}`]);

    const message = "0x68656c6c6f" as Hex; // "hello"
    const request = { method: "personal_sign", params: [message, PHONE.address] };
    const signature = await dapp.request<Hex>({ topic, chainId: "eip155:31337", request });
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(PHONE.address);

    phone.answer = "reject";
    await expect(dapp.request({ topic, chainId: "eip155:31337", request })).rejects.toMatchObject({
      code: 5000,
      message: "User rejected.",
    });
    expect(phone.requests).toEqual(["personal_sign", "personal_sign"]);
    expect(relay.calls).toContain("wc_approveSession");
  });

  it("tells the page when the phone ends the session", async () => {
    const relay = await startRelay({ port: 0 });
    cleanups.push(() => relay.close());
    const { phone, dapp, topic } = await session(relay);
    const deleted = new Promise<string>((resolve) => dapp.on("session_delete", (event) => resolve(event.topic)));
    await phone.endSessions();
    expect(await deleted).toBe(topic);
  });
});
