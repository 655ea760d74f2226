import { readFileSync } from "node:fs";
import { createPublicClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { poolGovernanceAbi, smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { DEPLOYER, OPERATORS } from "./accounts";
import { findFreePort, startAnvil, type AnvilHandle } from "./anvil";
import { buildContracts } from "./artifacts";
import { deployContracts, LOCAL_DEPLOYMENT_PATH, serializeDeployment, type LocalDeployment } from "./deploy-contracts";

describe("local chain: anvil + deploy", () => {
  let anvil: AnvilHandle | undefined;
  let deployment: LocalDeployment;

  beforeAll(async () => {
    await buildContracts();
    anvil = await startAnvil({ port: await findFreePort() });
    deployment = await deployContracts(anvil.rpcUrl);
  }, 120_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  const client = () => {
    if (!anvil) throw new Error("anvil did not start");
    return createPublicClient({ transport: http(anvil.rpcUrl) });
  };

  it("gives exactly the committed lib/network/local-deployment.json", () => {
    expect(serializeDeployment(deployment)).toBe(readFileSync(LOCAL_DEPLOYMENT_PATH, "utf8"));
  });

  it("reads epoch, epochInterval and lastEpoch through the generated ABI", async () => {
    const c = client();
    const [epoch, epochInterval, lastEpoch, block] = await Promise.all([
      c.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName: "epoch" }),
      c.readContract({ address: deployment.governance, abi: poolGovernanceAbi, functionName: "epochInterval" }),
      c.readContract({ address: deployment.governance, abi: poolGovernanceAbi, functionName: "lastEpoch" }),
      c.getBlock({ blockNumber: BigInt(deployment.deployBlock) }),
    ]);
    expect(epoch).toBe(0n);
    expect(epochInterval).toBe(604_800);
    expect(lastEpoch).toBe(block.timestamp);
  });

  it("wires governance as on mainnet: it owns the pool, account 0 owns it, accounts 1-3 operate", async () => {
    const c = client();
    const [poolOwner, governanceOwner, operators] = await Promise.all([
      c.readContract({ address: deployment.pool, abi: smoothlyPoolAbi, functionName: "owner" }),
      c.readContract({ address: deployment.governance, abi: poolGovernanceAbi, functionName: "owner" }),
      c.readContract({ address: deployment.governance, abi: poolGovernanceAbi, functionName: "getOperators" }),
    ]);
    expect(poolOwner).toBe(deployment.governance);
    expect(governanceOwner).toBe(DEPLOYER.address);
    expect(operators).toEqual(OPERATORS.map((o) => o.address));
  });

  it("refuses a second deploy, whose addresses would not be the committed ones", async () => {
    if (!anvil) throw new Error("anvil did not start");
    await expect(deployContracts(anvil.rpcUrl)).rejects.toThrow(/nonce 1/);
  });
});
