import { encodeFunctionData, type Address, type Hex } from "viem";
import { smoothlyPoolAbi } from "@/lib/protocol/abi.generated";
import { proofRecipe } from "@/lib/copy/trees";
import type { NetworkConfig } from "@/lib/network/types";
import type { Proof } from "@/lib/validators/types";

export type ClaimFunction = "withdrawRewards" | "withdrawStake";

/** Everything needed to send a claim without this page: from a block explorer, with `cast`, or any library. */
export interface ProofFile {
  readonly network: string;
  readonly chainId: number;
  readonly contract: Address;
  readonly account: Address;
  readonly function: string;
  readonly arguments: { readonly proof: readonly Hex[]; readonly indexes: readonly string[]; readonly amount: string };
  readonly calldata: Hex;
  readonly root: Hex;
  readonly epoch: number;
  readonly recipe: readonly string[];
}

export function proofFile(
  network: Pick<NetworkConfig, "name" | "chain" | "pool" | "explorerUrl">,
  account: Address,
  functionName: ClaimFunction,
  proof: Proof,
  root: Hex,
  epoch: number,
): ProofFile {
  const amountName = functionName === "withdrawRewards" ? "rewards" : "stake";
  return {
    network: network.name,
    chainId: network.chain.id,
    contract: network.pool,
    account,
    function: `${functionName}(bytes32[] proof, uint64[] indexes, uint256 ${amountName})`,
    // Amounts as decimal strings: JSON numbers lose wei, and explorers take decimals.
    arguments: { proof: [...proof.proof], indexes: proof.indexes.map(String), amount: proof.amount.toString() },
    calldata: encodeFunctionData({
      abi: smoothlyPoolAbi,
      functionName,
      args: [[...proof.proof], proof.indexes.map(BigInt), proof.amount],
    }),
    root,
    epoch,
    recipe: proofRecipe(network.pool, functionName, network.explorerUrl),
  };
}

export const proofFileName = (networkName: string, functionName: ClaimFunction, account: Address): string =>
  `smoothly-${networkName}-${functionName}-${account}.json`;
