import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BaseError, ContractFunctionRevertedError, type Address, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import { getPoolData, postRegisterValidate } from "../lib/api/client";
import { ORACLE_EXAMPLES, shapeMismatch } from "../lib/protocol/wire-examples";
import { parsePoolData, parsePoolStats, type PoolData } from "../lib/protocol/api-schemas";
import { smoothlyPoolAbi } from "../lib/protocol/abi.generated";
import { localNetwork } from "../lib/network/local";
import { bondAction } from "../lib/validators/bond-action";
import { validatorHealth } from "../lib/validators/health";
import { validatorStatus } from "../lib/validators/status";
import { publicClientFor, walletClientFor } from "./oracle/chain";
import { startOracle } from "./oracle/oracle";
import { ALICE, BOB, CAROL, DAVE, ERIN, FRANK, SEED_ACCOUNTS, type SeedAccount } from "./oracle/seed-accounts";
import { findFreePort } from "./chain";
import { startStack, type Stack } from "./stack";

// Every display status and health label, in the product's words.
const EVERY_STATUS = ["Unregistered", "Pending", "Active", "Exit Requested", "Exited"];
const EVERY_HEALTH = [
  "Missed block proposal",
  "Wrong fee recipient",
  "Relay incorrect fee recipient",
  "Penalized",
  "Good",
];

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("the local stack (anvil + contracts + seed + oracle API + site)", () => {
  let stack: Stack | undefined;
  const siteDir = mkdtempSync(join(tmpdir(), "stack-site-"));
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>Smoothly Pool</title>");
  const historyDir = mkdtempSync(join(tmpdir(), "stack-history-"));

  beforeAll(async () => {
    stack = await startStack({
      anvilPort: await findFreePort(),
      apiPort: 0,
      sitePort: 0,
      relayPort: 0,
      siteDir,
      historyDir,
    });
    console.info(`stack started in ${stack.timings.total.toFixed(2)} s`, stack.timings);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(historyDir, { recursive: true, force: true });
  });

  const running = (): Stack => {
    if (!stack) throw new Error("the stack did not start");
    return stack;
  };

  async function poolData(account: { address: Address }, apiUrl = running().apiUrl): Promise<PoolData> {
    const response = await fetch(`${apiUrl}/pooldata?addr=${account.address}`);
    expect(response.status).toBe(200);
    const parsed = parsePoolData(await response.json());
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.value;
  }

  /** Sends a claim and returns the owner's balance change and the gas it paid. */
  async function claim(
    account: SeedAccount,
    functionName: "withdrawRewards" | "withdrawStake",
    proof: readonly Hex[],
    indexes: readonly number[],
    amount: bigint,
  ) {
    const { rpcUrl, deployment } = running();
    const client = publicClientFor(rpcUrl);
    const before = await client.getBalance({ address: account.address });
    const hash = await walletClientFor(rpcUrl, account.privateKey).writeContract({
      address: deployment.pool,
      abi: smoothlyPoolAbi,
      functionName,
      args: [[...proof], indexes.map(BigInt), amount],
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const after = await client.getBalance({ address: account.address });
    return { delta: after - before, gas: receipt.gasUsed * receipt.effectiveGasPrice };
  }

  // How fast it starts is measured by `npm run bench`, not asserted here: a wall-clock budget flakes on 2 busy cores.
  it("serves the site and the API on loopback", async () => {
    const { siteUrl, apiUrl, rpcUrl, chainId } = running();
    expect(chainId).toBe(31337);
    for (const url of [apiUrl, rpcUrl]) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    if (!siteUrl) throw new Error("no site served");
    expect(await (await fetch(siteUrl)).text()).toContain("Smoothly Pool");
  });

  it("serves its chain's history snapshot, to the seed's last block, in the site's history/ folder", async () => {
    const { siteUrl, rpcUrl, history } = running();
    const head = await publicClientFor(rpcUrl).getBlock();
    expect(history).toEqual({ dir: historyDir, block: head.number, blockHash: head.hash });
    const manifest = (await (await fetch(`${siteUrl}history/snapshot.json`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ chainId: 31337, fromBlock: 0, block: Number(head.number), blockHash: head.hash });
    // The seed's registrations, exit requests and claim: Alice 3, Bob 2, Carol 2, Frank's Safe 2 (its registration
    // and exit request; mocks/oracle/SEED.md), Ivan 1 (his registration: his exit was the beacon chain's, no event),
    // sharded by the owner's first byte (the Safe's 0x33…, Ivan's 0x1c…).
    expect(manifest.events).toBe(10);
    expect((manifest.shards as { shard: string }[]).map((s) => s.shard)).toEqual(["15", "1c", "33", "97", "99"]);
  });

  it("seeds accounts that together show every status and every health label", async () => {
    const all = await Promise.all(SEED_ACCOUNTS.map((account) => poolData(account)));
    const validators = all.flatMap((data) => data.validators);
    expect(new Set(validators.map(validatorStatus))).toEqual(new Set(EVERY_STATUS));
    expect(new Set(validators.map((v) => validatorHealth(v, localNetwork.bond)))).toEqual(new Set(EVERY_HEALTH));

    const [alice, bob, carol, dave] = await Promise.all([ALICE, BOB, CAROL, DAVE].map((account) => poolData(account)));
    if (!alice || !bob || !carol || !dave) throw new Error("missing pool data");
    expect(alice.withdrawals?.amount).toBe(428_475_000_000_000_000n); // claimable rewards
    expect(bob.exits?.indexes).toEqual([201]); // a withdrawable bond
    expect(
      bob.validators.filter((v) => bondAction(v, bob.exits, localNetwork.bond) === "add").map((v) => v.index),
    ).toEqual([203]);
    expect(carol.withdrawals).toBeNull(); // fully claimed
    expect(carol.validators.find((v) => v.index === 301)).toMatchObject({ active: true, rewards: 0n });
    expect(dave.validators).toEqual([]);
  });

  it("seeds Frank's Safe through the Safe: rewards to claim, 501's bond to withdraw, 502 penalized", async () => {
    const frank = await poolData(FRANK);
    // 501: 0.04925 (cycle 1) + 0.044325 (cycle 2, its exit's cycle); 502: 0.04925 (cycle 1, before its misses).
    expect(frank.withdrawals).toMatchObject({ indexes: [501, 502], amount: 142_825_000_000_000_000n });
    expect(frank.exits).toMatchObject({ indexes: [501], amount: 50_000_000_000_000_000n });
    const status = (index: number) => {
      const v = frank.validators.find((record) => record.index === index);
      if (!v) throw new Error(`no validator ${index}`);
      return [validatorStatus(v), validatorHealth(v, localNetwork.bond), v.stake];
    };
    expect(status(501)).toEqual(["Exited", "Good", 50_000_000_000_000_000n]);
    expect(status(502)).toEqual(["Active", "Penalized", 35_000_000_000_000_000n]);
    // Bob's amounts are the same as without the Safe (its validators brought MEV of their own).
    expect((await poolData(BOB)).withdrawals?.amount).toBe(329_975_000_000_000_000n);
  });

  it("answers the dashboard's own API client, including registerValidate per index", async () => {
    const { apiUrl } = running();
    expect(
      (await getPoolData({ apiKind: "dashboard", apiUrl }, ERIN.address)).validators.map((v) => [v.index, v.active]),
    ).toEqual([
      [401, undefined],
      [402, undefined],
    ]);
    expect(await postRegisterValidate(apiUrl, ALICE.address, [104, 101, 302, 202])).toEqual({
      accepted: true,
      validators: [
        { index: 104, status: "ok" },
        { index: 101, status: "already registered" },
        { index: 302, status: "unowned" },
        { index: 202, status: "unowned" },
      ],
    });
    expect(await postRegisterValidate(apiUrl, CAROL.address, [302])).toEqual({
      accepted: true,
      validators: [{ index: 302, status: "deactivated" }],
    });
    expect(await postRegisterValidate(apiUrl, BOB.address, [202])).toEqual({
      accepted: true,
      validators: [{ index: 202, status: "deactivated" }],
    });
  });

  it("gives the page the same pool data in both API kinds, from answers shaped like the deployed oracle's", async () => {
    const { apiUrl } = running();
    for (const account of SEED_ACCOUNTS) {
      const viaDashboard = await getPoolData({ apiKind: "dashboard", apiUrl }, account.address);
      expect(await getPoolData({ apiKind: "oracle", apiUrl }, account.address)).toEqual(viaDashboard);
    }
    const get = async (path: string) => (await fetch(`${apiUrl}/${path}`)).json();
    expect(shapeMismatch(await get(`validators/${ALICE.address}`), ORACLE_EXAMPLES.validators)).toBeNull();
    expect(shapeMismatch(await get(`tree/withdrawals/${ALICE.address}`), ORACLE_EXAMPLES.tree)).toBeNull();
    expect(shapeMismatch(await get(`tree/exits/${ALICE.address}`), ORACLE_EXAMPLES.treeEmpty)).toBeNull();
    expect(shapeMismatch(await get("poolstats"), ORACLE_EXAMPLES.poolstats)).toBeNull();
  });

  it("publishes the current trees as tree.dump() JSON with the roots the pool holds", async () => {
    const { apiUrl, rpcUrl, deployment } = running();
    const client = publicClientFor(rpcUrl);
    for (const [name, root] of [
      ["withdrawals", "withdrawalsRoot"],
      ["exits", "exitsRoot"],
    ] as const) {
      const dump = (await (await fetch(`${apiUrl}/trees/${name}.json`)).json()) as {
        tree: string[];
        values: { value: [string, number[], { hex: string }]; treeIndex: number }[];
        leafEncoding: string[];
      };
      expect(shapeMismatch(dump, ORACLE_EXAMPLES.treeDump)).toBeNull();
      const loaded = StandardMerkleTree.load({
        format: "standard-v1",
        tree: dump.tree,
        leafEncoding: dump.leafEncoding,
        values: dump.values.map(({ value: [address, indexes, amount], treeIndex }) => ({
          value: [address, indexes, BigInt(amount.hex)],
          treeIndex,
        })),
      });
      loaded.validate();
      expect(loaded.root).toBe(
        await client.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName: root }),
      );
    }
  });

  it("pays exactly the proof's amount to a rewards claim, and refuses the same claim again (AlreadyClaimed)", async () => {
    const proof = (await poolData(ALICE)).withdrawals;
    if (!proof) throw new Error("Alice has no rewards proof");
    const { delta, gas } = await claim(ALICE, "withdrawRewards", proof.proof, proof.indexes, proof.amount);
    expect(delta).toBe(proof.amount - gas);

    const { rpcUrl, deployment } = running();
    const again = publicClientFor(rpcUrl).simulateContract({
      account: ALICE.address,
      address: deployment.pool,
      abi: smoothlyPoolAbi,
      functionName: "withdrawRewards",
      args: [[...proof.proof], proof.indexes.map(BigInt), proof.amount],
    });
    await expect(again.then(() => "paid", revertName)).resolves.toBe("AlreadyClaimed");
    expect((await poolData(ALICE)).withdrawals).toBeNull(); // the oracle saw the claim
  });

  it("after the next cycle (POST /cycle), pays the bond of the validator whose exit was requested", async () => {
    expect((await poolData(ALICE)).exits).toBeNull();
    const refused = await fetch(`${running().apiUrl}/cycle`, { method: "POST" });
    expect(refused.status).toBe(403);
    const response = await fetch(`${running().apiUrl}/cycle`, {
      method: "POST",
      headers: { "x-cycle-token": running().cycleToken },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      epoch: 4,
      exited: [{ index: 105, stake: "50000000000000000" }],
    });

    const exits = (await poolData(ALICE)).exits;
    expect(exits).toMatchObject({ indexes: [105], amount: 50_000_000_000_000_000n });
    if (!exits) throw new Error("no exits proof");
    const { delta, gas } = await claim(ALICE, "withdrawStake", exits.proof, exits.indexes, exits.amount);
    expect(delta).toBe(50_000_000_000_000_000n - gas);
    const after = await poolData(ALICE);
    expect(after.exits).toBeNull();
    expect(after.validators.find((v) => v.index === 105)).toMatchObject({ active: false, stake: 0n });
  });

  it("rebuilds the same state from the chain when the oracle restarts", async () => {
    const { rpcUrl, deployment, oracle, apiUrl } = running();
    const restarted = await startOracle({ rpcUrl, deployment });
    try {
      expect(restarted.follower.matchesChain).toBe(true);
      expect(restarted.state.epoch).toBe(oracle.state.epoch);
      for (const account of SEED_ACCOUNTS) {
        expect(await restarted.poolData(account.address)).toEqual(
          await (await fetch(`${apiUrl}/pooldata?addr=${account.address}`)).json(),
        );
      }
      const client = publicClientFor(rpcUrl);
      const read = (functionName: "withdrawalsRoot" | "exitsRoot") =>
        client.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName });
      expect(restarted.state.published.withdrawals.root).toBe(await read("withdrawalsRoot"));
      expect(restarted.state.published.exits.root).toBe(await read("exitsRoot"));
    } finally {
      restarted.stop();
    }
  });

  it("reports pool stats that parse, with the MEV of the open cycle to share", async () => {
    const parsed = parsePoolStats(await (await fetch(`${running().apiUrl}/poolstats`)).json());
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.value.subscribers).toBeGreaterThan(0);
    expect(parsed.value.totalValuePeriod).toBeGreaterThan(0n);
  });

  it("stop() closes anvil, the API and the site", async () => {
    const { rpcUrl, apiUrl, siteUrl } = running();
    await running().stop();
    for (const url of [rpcUrl, apiUrl, siteUrl ?? ""]) expect(await refusesConnections(url), url).toBe(true);
  });
});
