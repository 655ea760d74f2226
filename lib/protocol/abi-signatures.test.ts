import type { AbiParameter } from "viem";
import { describe, expect, it } from "vitest";
import { poolGovernanceAbi, smoothlyPoolAbi } from "./abi.generated";

type Item = (typeof smoothlyPoolAbi)[number] | (typeof poolGovernanceAbi)[number];

const type = (p: AbiParameter): string =>
  p.type.startsWith("tuple") && "components" in p
    ? `(${p.components.map(type).join(",")})${p.type.slice("tuple".length)}`
    : p.type;

/** Canonical types only for functions and errors; names too for events and tuples, which viem decodes by name. */
function signature(item: Item): string {
  switch (item.type) {
    case "constructor":
      return `constructor(${item.inputs.map(type).join(",")})`;
    case "receive":
      return `receive() ${item.stateMutability}`;
    case "error":
      return `error ${item.name}(${item.inputs.map(type).join(",")})`;
    case "event":
      return `event ${item.name}(${item.inputs.map((p) => `${type(p)}${p.indexed ? " indexed" : ""} ${p.name}`).join(", ")})`;
    case "function": {
      const mutability = item.stateMutability === "nonpayable" ? "" : ` ${item.stateMutability}`;
      const returns = item.outputs.length ? ` returns (${item.outputs.map(type).join(",")})` : "";
      return `function ${item.name}(${item.inputs.map(type).join(",")})${mutability}${returns}`;
    }
  }
}

// OpenZeppelin 4.x Ownable, part of both deployed contracts.
const OWNABLE = [
  "function owner() view returns (address)",
  "function renounceOwnership()",
  "function transferOwnership(address)",
  "event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)",
];

// SmoothlyPool as deployed on mainnet and holesky.
const POOL = [
  ...OWNABLE,
  "receive() payable",
  "function registerBulk(uint64[]) payable",
  "function requestExit(uint64[])",
  "function withdrawRewards(bytes32[],uint64[],uint256)",
  "function withdrawStake(bytes32[],uint64[],uint256)",
  "function addStake(uint64) payable",
  "function updateEpoch(bytes32,bytes32,bytes32,uint256)",
  "function epoch() view returns (uint64)",
  "function withdrawalsRoot() view returns (bytes32)",
  "function exitsRoot() view returns (bytes32)",
  "function stateRoot() view returns (bytes32)",
  "event Registered(address indexed eth1, uint64[] indexes)",
  "event ExitRequested(address indexed eth1, uint64[] indexes)",
  "event RewardsWithdrawal(address indexed eth1, uint64[] indexes, uint256 value)",
  "event StakeWithdrawal(address indexed eth1, uint64[] indexes, uint256 value)",
  "event StakeAdded(address indexed eth1, uint64 index, uint256 value)",
  "event Epoch(uint64 indexed epoch, bytes32 stateRoot, uint256 fee)",
  "error NotEnoughEth()",
  "error IncorrectProof()",
  "error AlreadyClaimed()",
  "error ZeroAmount()",
  "error CallTransferFailed()",
  "error AmountTooBig()",
];

// PoolGovernance as deployed on mainnet and holesky.
const GOVERNANCE = [
  ...OWNABLE,
  "constructor(address[],address)",
  "receive() payable",
  "function epochInterval() view returns (uint32)",
  "function lastEpoch() view returns (uint64)",
  "function epochNumber() view returns (uint64)",
  "function operators(uint256) view returns (address)",
  "function getOperators() view returns (address[])",
  "function isOperator(address) view returns (bool)",
  "function operatorRewards(address) view returns (uint256)",
  "function votes(uint256,address) view returns (bytes32)",
  "function voteCounter(uint256,bytes32) view returns (uint256)",
  "function pool() view returns (address)",
  "function proposeEpoch((bytes32,bytes32,bytes32,uint256))",
  "function withdrawRewards()",
  "function addOperators(address[])",
  "function deleteOperators(address[])",
  "function updateInterval(uint32)",
  "function transferPoolOwnership(address)",
  "error ExistingOperator(address)",
  "error Unauthorized()",
  "error EpochTimelockNotReached()",
  "error NotEnoughOperators()",
  "error ZeroAmount()",
  "error CallTransferFailed()",
];

const sorted = (list: readonly string[]) => [...list].sort();

describe("generated ABIs equal the deployed contracts", () => {
  it("SmoothlyPool: every function, event and error, nothing more", () => {
    expect(sorted(smoothlyPoolAbi.map(signature))).toEqual(sorted(POOL));
  });

  it("PoolGovernance: every function, event and error, nothing more", () => {
    expect(sorted(poolGovernanceAbi.map(signature))).toEqual(sorted(GOVERNANCE));
  });

  it("proposeEpoch takes the proposal as a struct with named fields", () => {
    const propose = poolGovernanceAbi.find((item) => item.type === "function" && item.name === "proposeEpoch");
    const input = propose && "inputs" in propose ? propose.inputs[0] : undefined;
    const names = input && "components" in input ? input.components.map((c) => c.name) : [];
    expect(names).toEqual(["withdrawals", "exits", "state", "fee"]);
  });
});
