import { keccak256, toHex, zeroHash } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import {
  buildContracts,
  deployContracts,
  findFreePort,
  OPERATORS,
  startAnvil,
  type AnvilHandle,
  type LocalDeployment,
} from "../chain";
import { confirm, publicClientFor, testClientFor, walletClientFor } from "./chain";
import { LOCAL_AMOUNTS, startOracle, type LocalOracle } from "./oracle";
import { QUIET_SCENARIO } from "./scenario";
import { ALICE, BOB } from "./seed-accounts";

describe("chain follower and cycle closer on anvil (quiet scenario)", () => {
  let anvil: AnvilHandle | undefined;
  let oracle: LocalOracle | undefined;
  let deployment: LocalDeployment;

  beforeAll(async () => {
    await buildContracts();
    anvil = await startAnvil({ port: await findFreePort() });
    deployment = await deployContracts(anvil.rpcUrl);
    oracle = await startOracle({ rpcUrl: anvil.rpcUrl, deployment, scenario: QUIET_SCENARIO });
  }, 60_000);

  afterAll(async () => {
    oracle?.stop();
    await anvil?.stop();
  });

  const ready = () => {
    if (!anvil || !oracle) throw new Error("anvil or the oracle did not start");
    return { rpcUrl: anvil.rpcUrl, oracle };
  };

  it("follows registrations: the owner's become Pending records, another address's are ignored", async () => {
    const { rpcUrl, oracle } = ready();
    const client = publicClientFor(rpcUrl);
    for (const [account, indexes] of [
      [ALICE, [101, 102]],
      [BOB, [103]], // Alice's validator: Bob's payment stays in the pool
    ] as const) {
      const hash = await walletClientFor(rpcUrl, account.privateKey).writeContract({
        address: deployment.pool,
        abi: smoothlyPoolAbi,
        functionName: "registerBulk",
        args: [indexes.map(BigInt)],
        value: LOCAL_AMOUNTS.bond * BigInt(indexes.length),
      });
      await confirm(client, hash, "registerBulk");
    }
    const data = await oracle.poolData(ALICE.address);
    expect(data.validators.map((v) => [v.index, "active" in v ? v.active : undefined])).toEqual([
      [101, true],
      [102, true],
      [103, undefined],
      [104, undefined],
      [105, undefined],
    ]);
    expect(await oracle.registerValidate({ address: ALICE.address, indexes: [101, 103] })).toEqual({
      ok: true,
      data: [
        { index: 101, status: "already registered" },
        { index: 103, status: "ok" },
      ],
    });
  });

  it("closes a cycle through two operators' votes, sharing Bob's lost payment among Alice's Pending validators", async () => {
    const { rpcUrl, oracle } = ready();
    const { report, proposal } = await oracle.close();
    expect(report.epoch).toBe(1);
    expect(report.undistributed).toBe(LOCAL_AMOUNTS.bond);
    expect(report.eligible).toEqual([101, 102]);
    const client = publicClientFor(rpcUrl);
    const [epoch, withdrawalsRoot, epochNumber] = await Promise.all([
      client.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName: "epoch" }),
      client.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName: "withdrawalsRoot" }),
      client.readContract({ address: deployment.governance, abi: poolGovernanceAbi, functionName: "epochNumber" }),
    ]);
    expect([epoch, epochNumber]).toEqual([1n, 1n]);
    // Pending validators accrue but cannot claim: nothing is in the withdrawals tree yet.
    expect(withdrawalsRoot).toBe(zeroHash);
    expect(proposal.withdrawals).toBe(zeroHash);
    expect(oracle.state.validators.get(101)?.rewards).toBe(report.share);
  });

  it("serves no proofs for an epoch whose roots it did not compute", async () => {
    const { rpcUrl, oracle } = ready();
    const client = publicClientFor(rpcUrl);
    const testClient = testClientFor(rpcUrl);
    await testClient.increaseTime({ seconds: 604_800 });
    const foreign = {
      withdrawals: keccak256(toHex("not ours")),
      exits: zeroHash,
      state: keccak256(toHex("state")),
      fee: 0n,
    };
    for (const operator of OPERATORS.slice(0, 2)) {
      const hash = await walletClientFor(rpcUrl, operator.privateKey).writeContract({
        address: deployment.governance,
        abi: poolGovernanceAbi,
        functionName: "proposeEpoch",
        args: [foreign],
      });
      await confirm(client, hash, "proposeEpoch");
    }
    await oracle.follower.sync();
    expect(oracle.follower.matchesChain).toBe(false);
    expect(oracle.state.epoch).toBe(2);
    expect(await oracle.claimProof("withdrawals", ALICE.address)).toBeNull();
    expect((await oracle.poolData(ALICE.address)).withdrawals).toEqual({ proof: [] });
  });
  it("goes back to a checkpoint with the chain (evm_revert), then follows the new blocks from there", async () => {
    const { rpcUrl, oracle } = ready();
    const client = publicClientFor(rpcUrl);
    const testClient = testClientFor(rpcUrl);
    const requestExit = async (index: number) => {
      const hash = await walletClientFor(rpcUrl, ALICE.privateKey).writeContract({
        address: deployment.pool,
        abi: smoothlyPoolAbi,
        functionName: "requestExit",
        args: [[BigInt(index)]],
      });
      await confirm(client, hash, "requestExit");
      await oracle.follower.sync();
    };
    const snapshot = await testClient.snapshot();
    const checkpoint = await oracle.follower.checkpoint();
    const head = oracle.follower.syncedBlock;

    await requestExit(101);
    expect(oracle.state.validators.get(101)?.exitRequested).toBe(true);
    expect(oracle.follower.syncedBlock).toBe(head + 1n);

    await testClient.revert({ id: snapshot });
    await checkpoint.restore();
    expect(oracle.state.validators.get(101)?.exitRequested).toBe(false);
    expect(oracle.follower.syncedBlock).toBe(head);

    await requestExit(102); // mined at the block 101's exit had, which the follower must read again
    expect(oracle.state.validators.get(102)?.exitRequested).toBe(true);
    expect(oracle.state.validators.get(101)?.exitRequested).toBe(false);
  });
});
