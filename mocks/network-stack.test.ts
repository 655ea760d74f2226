import { BaseError, ContractFunctionRevertedError, createPublicClient, http, multicall3Abi } from "viem";
import { mainnet } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../lib/protocol/abi.generated";
import { walletClientFor } from "./oracle/chain";
import { ALICE, ERIN } from "./oracle/seed-accounts";
import { findFreePort } from "./chain";
import { startStack, type Stack } from "./stack";

const MAINNET_POOL = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
const MAINNET_GOVERNANCE = "0xc7Ea6FF9bE0aE48A3E2C968076E6b1fd921c06EB";
/** Alice's seeded claim at mainnet scale: ten times the local 0.428475 ETH, as every amount scales with the bond. */
const ALICE_CLAIM_WEI = 4_284_750_000_000_000_000n;

function revertName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

const startMainnet = async (forkUrl?: string): Promise<Stack> =>
  // No history snapshot: nothing here reads one, and two mainnet stacks at once would write the same folder.
  startStack({
    network: "mainnet",
    forkUrl,
    anvilPort: await findFreePort(),
    apiPort: 0,
    relayPort: 0,
    siteDir: null,
    historyDir: null,
  });

/** Claims Alice's rewards with the proof the stack's API serves; returns what her balance gained plus the gas. */
async function claimAlice(stack: Stack): Promise<{ paid: bigint; epoch: bigint }> {
  const chain = createPublicClient({ transport: http(stack.rpcUrl) });
  const claim = await stack.oracle.claimProof("withdrawals", ALICE.address);
  if (!claim) throw new Error("the oracle serves no proof for Alice");
  const before = await chain.getBalance({ address: ALICE.address });
  const pool = stack.deployment.pool;
  const hash = await walletClientFor(stack.rpcUrl, ALICE.privateKey, stack.chainId).writeContract({
    address: pool,
    abi: smoothlyPoolAbi,
    functionName: "withdrawRewards",
    args: [[...claim.proof], claim.indexes.map(BigInt), claim.amount],
  });
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe("success");
  const after = await chain.getBalance({ address: ALICE.address });
  const epoch = await chain.readContract({ address: pool, abi: smoothlyPoolAbi, functionName: "epoch" });
  return { paid: after - before + receipt.gasUsed * receipt.effectiveGasPrice, epoch };
}

describe("the stack shaped like mainnet (npm start -- --network mainnet)", () => {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startMainnet();
    console.info(`mainnet-shaped stack started in ${stack.timings.total.toFixed(2)} s`, stack.timings);
  }, 120_000);
  afterAll(async () => stack?.stop());

  const running = (): Stack => {
    if (!stack) throw new Error("the stack did not start");
    return stack;
  };

  it("runs chain id 1 with governance and the pool at mainnet's addresses, pointing at each other", async () => {
    const chain = createPublicClient({ transport: http(running().rpcUrl) });
    expect(await chain.getChainId()).toBe(1);
    expect(running().deployment).toMatchObject({ pool: MAINNET_POOL, governance: MAINNET_GOVERNANCE });
    const [pool, owner] = await Promise.all([
      chain.readContract({ address: MAINNET_GOVERNANCE, abi: poolGovernanceAbi, functionName: "pool" }),
      chain.readContract({ address: MAINNET_POOL, abi: smoothlyPoolAbi, functionName: "owner" }),
    ]);
    expect(pool).toBe(MAINNET_POOL);
    expect(owner).toBe(MAINNET_GOVERNANCE);
    expect(await chain.readContract({ address: MAINNET_POOL, abi: smoothlyPoolAbi, functionName: "epoch" })).toBe(3n);
  });

  it("holds Multicall3 where mainnet does, so the page's batched reads of the pool's roots answer", async () => {
    // viem's mainnet names the address: readContracts and multicall go through it as on the real chain.
    const chain = createPublicClient({ chain: mainnet, transport: http(running().rpcUrl) });
    const pool = { address: MAINNET_POOL, abi: smoothlyPoolAbi } as const;
    const [epoch, withdrawalsRoot] = await chain.multicall({
      contracts: [
        { ...pool, functionName: "epoch" },
        { ...pool, functionName: "withdrawalsRoot" },
      ],
      allowFailure: false,
    });
    expect(epoch).toBe(3n);
    expect(withdrawalsRoot).toBe(await chain.readContract({ ...pool, functionName: "withdrawalsRoot" }));
    expect(withdrawalsRoot).not.toBe(`0x${"0".repeat(64)}`);
  });

  it("answers Multicall3's getEthBalance inside a batch, as MetaMask reads its accounts' ether there", async () => {
    // MetaMask 13 on a chain with Ethereum's id: aggregate3 of getEthBalance calls to Multicall3 itself. Without the
    // function, it took Alice's ether for 0 and refused her transactions as unaffordable.
    const chain = createPublicClient({ chain: mainnet, transport: http(running().rpcUrl) });
    const multicall3 = { address: "0xcA11bde05977b3631167028862bE2a173976CA11", abi: multicall3Abi } as const;
    const empty = "0x000000000000000000000000000000000000dEaD";
    const [alice, nobody] = await chain.multicall({
      contracts: [
        { ...multicall3, functionName: "getEthBalance", args: [ALICE.address] },
        { ...multicall3, functionName: "getEthBalance", args: [empty] },
      ],
      allowFailure: false,
    });
    const aliceOnChain = await chain.getBalance({ address: ALICE.address });
    expect(aliceOnChain).toBeGreaterThan(9_000n * 10n ** 18n);
    expect(alice).toBe(aliceOnChain);
    expect(nobody).toBe(0n);
  });

  it("asks mainnet's 0.5 ETH bond per validator", async () => {
    const { rpcUrl, chainId } = running();
    const erin = walletClientFor(rpcUrl, ERIN.privateKey, chainId);
    const register = (value: bigint) =>
      erin.writeContract({
        address: MAINNET_POOL,
        abi: smoothlyPoolAbi,
        functionName: "registerBulk",
        args: [[401n]],
        value,
      });
    const refusal = await register(50_000_000_000_000_000n).catch((error: unknown) => error);
    expect(revertName(refusal)).toBe("NotEnoughEth");
    const hash = await register(500_000_000_000_000_000n);
    const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
  });

  it("pays Alice's seeded claim at the real pool address, to the wei", async () => {
    expect(await claimAlice(running())).toEqual({ paid: ALICE_CLAIM_WEI, epoch: 3n });
  });
});

describe("the stack shaped like holesky (npm start -- --network holesky)", () => {
  it("runs chain id 17000 with the pool at holesky's address, where Alice's claim pays holesky's 0.428475 ETH", async () => {
    const stack = await startStack({
      network: "holesky",
      anvilPort: await findFreePort(),
      apiPort: 0,
      relayPort: 0,
      siteDir: null,
      historyDir: null,
    });
    try {
      expect(stack.chainId).toBe(17000);
      expect(stack.deployment).toMatchObject({
        pool: "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9",
        governance: "0x9aF9D23c1efC2f94F49eFa1eAD7c5eC36b5f584E",
      });
      expect(await claimAlice(stack)).toEqual({ paid: 428_475_000_000_000_000n, epoch: 3n });
    } finally {
      await stack.stop();
    }
  }, 120_000);
});

describe("FORK_URL: a stack forking a chain that holds the contracts at mainnet's addresses", () => {
  let base: Stack | undefined;
  let fork: Stack | undefined;
  let baseCode: { pool: string | undefined; epoch: bigint } | undefined;

  beforeAll(async () => {
    // The "real chain": mainnet-shaped, seeded, with its own users' ETH in the pool and three closed cycles.
    base = await startMainnet();
    const chain = createPublicClient({ transport: http(base.rpcUrl) });
    baseCode = {
      pool: await chain.getCode({ address: MAINNET_POOL }),
      epoch: await chain.readContract({ address: MAINNET_POOL, abi: smoothlyPoolAbi, functionName: "epoch" }),
    };
    base.oracle.stop(); // its oracle must not follow what happens on the fork (it cannot see it anyway)
    fork = await startMainnet(base.rpcUrl);
    console.info(`forked stack started in ${fork.timings.total.toFixed(2)} s`, fork.timings);
  }, 180_000);
  afterAll(async () => {
    await fork?.stop();
    await base?.stop();
  });

  const forked = (): Stack => {
    if (!fork) throw new Error("the fork did not start");
    return fork;
  };

  it("deploys nothing: the forked pool's bytecode is the one already on the chain", async () => {
    const chain = createPublicClient({ transport: http(forked().rpcUrl) });
    expect(forked().forked).toBe(true);
    expect(await chain.getChainId()).toBe(1);
    expect(await chain.getCode({ address: MAINNET_POOL })).toBe(baseCode?.pool);
    expect(baseCode?.epoch).toBe(3n);
  });

  it("closes cycles as governance's impersonated operators and pays Alice's claim from the seed on the fork", async () => {
    // The seed ran again on the fork: three more cycles after the forked pool's three. The amount is the one a
    // fresh pool pays, so the ETH the forked pool already held for its own users was not shared out.
    expect(await claimAlice(forked())).toEqual({ paid: ALICE_CLAIM_WEI, epoch: 6n });
  });
});
