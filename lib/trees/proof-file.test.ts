import { decodeFunctionData, parseAbi } from "viem";
import { describe, expect, it } from "vitest";
import { localNetwork } from "@/lib/network/local";
import { proofFile, proofFileName } from "./proof-file";

const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const POOL = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const network = { ...localNetwork, pool: POOL } as const;
const claim = {
  proof: [
    "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5",
    "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
  ] as const,
  indexes: [101, 102],
  amount: 428_475_000_000_000_000n,
};
const ROOT = "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464";

describe("proofFile", () => {
  it("carries the contract, chain, function, arguments, root, epoch and calldata that decodes back to them", () => {
    const file = proofFile(network, ALICE, "withdrawRewards", claim, ROOT, 3);
    expect(file).toMatchObject({
      network: "local",
      chainId: 31337,
      contract: POOL,
      account: ALICE,
      function: "withdrawRewards(bytes32[] proof, uint64[] indexes, uint256 rewards)",
      arguments: { proof: claim.proof, indexes: ["101", "102"], amount: "428475000000000000" },
      root: ROOT,
      epoch: 3,
    });
    expect(file.calldata.slice(0, 10)).toBe("0xf4261c6e");
    // Decoded with a hand-written signature, not the generated ABI the file was built from.
    const decoded = decodeFunctionData({
      abi: parseAbi(["function withdrawRewards(bytes32[] proof, uint64[] indexes, uint256 rewards)"]),
      data: file.calldata,
    });
    expect(decoded.args).toEqual([claim.proof, [101n, 102n], 428_475_000_000_000_000n]);
    expect(file.recipe[0]).toContain(`cast send ${POOL} <calldata>`);
    expect(file.recipe[1]).toContain("Write Contract tab");
  });

  it("encodes withdrawStake for the bond, and points at the explorer's write tab where there is one", () => {
    const file = proofFile({ ...network, explorerUrl: "https://etherscan.io" }, ALICE, "withdrawStake", claim, ROOT, 4);
    expect(file.calldata.slice(0, 10)).toBe("0xbe8d9dbd");
    expect(file.function).toBe("withdrawStake(bytes32[] proof, uint64[] indexes, uint256 stake)");
    expect(file.recipe[1]).toContain(`https://etherscan.io/address/${POOL}#writeContract`);
  });

  it("names the file after the network, the function and the account", () => {
    expect(proofFileName("mainnet", "withdrawStake", ALICE)).toBe(
      "smoothly-mainnet-withdrawStake-0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65.json",
    );
  });
});
