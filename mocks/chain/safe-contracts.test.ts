import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createPublicClient, http, keccak256, parseAbi, type Address } from "viem";
import Safe from "@safe-global/protocol-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRANK } from "../oracle/seed-accounts";
import { findFreePort, startAnvil, type AnvilHandle } from "./anvil";
import {
  contractNetworks,
  createSafeAccount,
  FRANKS_SAFE,
  ownerKit,
  predictSafeAddress,
  runFromSafe,
  SAFE_FUNDING,
  sendExecTransaction,
  signSafeTransaction,
} from "./safe-account";
import { deploySafeContracts, SAFE_CONTRACTS, safeProxyCreationCode, type SafeContractName } from "./safe-contracts";

const require = createRequire(import.meta.url);

/** safe-deployments' file for each contract the stack deploys (Safe's own record of the canonical deployment). */
const DEPLOYMENT_FILES: Readonly<Record<SafeContractName, string>> = {
  safeSingleton: "safe",
  safeL2Singleton: "safe_l2",
  safeProxyFactory: "safe_proxy_factory",
  multiSend: "multi_send",
  multiSendCallOnly: "multi_send_call_only",
  fallbackHandler: "compatibility_fallback_handler",
  signMessageLib: "sign_message_lib",
  createCall: "create_call",
  simulateTxAccessor: "simulate_tx_accessor",
};

function canonical(name: SafeContractName): { address: Address; codeHash: string } {
  const file = require.resolve(`@safe-global/safe-deployments/src/assets/v1.5.0/${DEPLOYMENT_FILES[name]}.json`);
  const json = JSON.parse(readFileSync(file, "utf8")) as {
    deployments: { canonical: { address: Address; codeHash: string } };
  };
  return json.deployments.canonical;
}

const SAFE_READS = parseAbi([
  "function getOwners() view returns (address[])",
  "function getThreshold() view returns (uint256)",
  "function nonce() view returns (uint256)",
  "function VERSION() view returns (string)",
]);

describe("Safe's contracts on anvil, and a 2-of-3 Safe run through protocol-kit", () => {
  let anvil: AnvilHandle | undefined;
  const chain = () => {
    if (!anvil) throw new Error("anvil did not start");
    return { rpcUrl: anvil.rpcUrl, chainId: 31337 };
  };
  const reader = () => createPublicClient({ transport: http(chain().rpcUrl) });

  beforeAll(async () => {
    anvil = await startAnvil({ port: await findFreePort() });
  }, 60_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it("deploys every contract at Safe's canonical 1.5.0 address with the canonical code, and again changes nothing", async () => {
    const addresses = await deploySafeContracts(chain().rpcUrl, 31337);
    for (const name of Object.keys(SAFE_CONTRACTS) as SafeContractName[]) {
      const code = await reader().getCode({ address: addresses[name] });
      expect({ name, address: addresses[name], codeHash: code && keccak256(code) }).toEqual({
        name,
        ...canonical(name),
      });
    }
    // The proxy code a Safe's address is predicted from is the factory's own.
    const factoryProxyCode = await reader().readContract({
      address: addresses.safeProxyFactory,
      abi: parseAbi(["function proxyCreationCode() pure returns (bytes)"]),
      functionName: "proxyCreationCode",
    });
    expect(factoryProxyCode).toBe(safeProxyCreationCode());
    const blockBefore = await reader().getBlockNumber();
    expect(await deploySafeContracts(chain().rpcUrl, 31337)).toEqual(addresses);
    expect(await reader().getBlockNumber()).toBe(blockBefore);
  }, 60_000);

  it("creates Frank's Safe where protocol-kit predicts it: owners Frank, Grace, Heidi, threshold 2, funded", async () => {
    // protocol-kit's own prediction (its memo of the proxy factory is per chain id: this file's anvil is the first).
    const kit = await Safe.init({
      provider: chain().rpcUrl,
      contractNetworks: contractNetworks(31337),
      isL1SafeSingleton: true,
      predictedSafe: {
        safeAccountConfig: { owners: FRANKS_SAFE.owners.map((o) => o.address), threshold: 2 },
        safeDeploymentConfig: { saltNonce: FRANKS_SAFE.saltNonce, safeVersion: "1.5.0" },
      },
    });
    const byProtocolKit = await kit.getAddress();
    expect(predictSafeAddress(chain(), FRANKS_SAFE)).toBe(byProtocolKit);
    expect(byProtocolKit).toBe(FRANK.address);
    const safe = await createSafeAccount(chain(), FRANKS_SAFE);
    expect(safe).toBe(FRANK.address);
    const read = (functionName: "getOwners" | "getThreshold" | "nonce" | "VERSION") =>
      reader().readContract({ address: safe, abi: SAFE_READS, functionName });
    expect(await read("getOwners")).toEqual(FRANKS_SAFE.owners.map((o) => o.address));
    expect(await read("getThreshold")).toBe(2n);
    expect(await read("nonce")).toBe(0n);
    expect(await read("VERSION")).toBe("1.5.0");
    expect(await reader().getBalance({ address: safe })).toBe(SAFE_FUNDING);
  }, 60_000);

  it("refuses one signature of two on chain, then runs the same transaction with two", async () => {
    const safe = FRANK.address;
    const [frank, grace] = FRANKS_SAFE.owners;
    if (!frank || !grace) throw new Error("Frank's Safe has two owners at least");
    const to = "0x000000000000000000000000000000000000dEaD";
    const kit = await ownerKit(chain(), safe, frank);
    const transaction = await kit.createTransaction({ transactions: [{ to, value: "1000", data: "0x" }] });
    const once = await signSafeTransaction(chain(), safe, transaction, [frank]);
    // Sent with Frank's signature alone: the contract, not this code, refuses it (mined, reverted, nonce unused).
    expect((await sendExecTransaction(chain(), safe, once, grace)).status).toBe("reverted");
    expect(await reader().readContract({ address: safe, abi: SAFE_READS, functionName: "nonce" })).toBe(0n);

    const before = await reader().getBalance({ address: to });
    await runFromSafe(chain(), safe, FRANKS_SAFE, [{ to, value: "1000", data: "0x" }], "a transfer from the Safe");
    expect((await reader().getBalance({ address: to })) - before).toBe(1000n);
    expect(await reader().readContract({ address: safe, abi: SAFE_READS, functionName: "nonce" })).toBe(1n);
  }, 60_000);
});
