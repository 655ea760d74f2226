// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// @title Smoothly MEV smoothing pool
/// @notice Validators subscribe with a bond; the operators' oracle publishes Merkle roots of
/// cumulative rewards and exited bonds each epoch, and owners claim against them.
/// @dev Re-implemented from the deployed contract's interface. The amounts follow the chain it is deployed on:
/// mainnet's on chain id 1 (so a local chain shaped like mainnet holds a pool that asks what the mainnet build
/// pays), holesky's everywhere else.
contract SmoothlyPool is Ownable {
    /// Bond per validator: 0.5 ether on mainnet, 0.05 ether elsewhere.
    uint256 internal immutable STAKE_FEE = block.chainid == 1 ? 0.5 ether : 0.05 ether;
    /// Largest single top-up: 0.15 ether on mainnet, 0.015 ether elsewhere.
    uint256 internal immutable MAX_ADD_FEE = block.chainid == 1 ? 0.15 ether : 0.015 ether;

    uint64 public epoch;
    bytes32 public withdrawalsRoot;
    bytes32 public exitsRoot;
    bytes32 public stateRoot;

    // Not public: the deployed ABI exposes no claim getters.
    mapping(address => mapping(uint64 => bool)) private _claimedRewards;
    mapping(address => mapping(uint64 => bool)) private _claimedStake;

    event Registered(address indexed eth1, uint64[] indexes);
    event ExitRequested(address indexed eth1, uint64[] indexes);
    event RewardsWithdrawal(address indexed eth1, uint64[] indexes, uint256 value);
    event StakeWithdrawal(address indexed eth1, uint64[] indexes, uint256 value);
    event StakeAdded(address indexed eth1, uint64 index, uint256 value);
    event Epoch(uint64 indexed epoch, bytes32 stateRoot, uint256 fee);

    error NotEnoughEth();
    error IncorrectProof();
    error AlreadyClaimed();
    error ZeroAmount();
    error CallTransferFailed();
    error AmountTooBig();

    receive() external payable {}

    /// @notice Subscribes validators; the payment must be exactly one bond per index.
    function registerBulk(uint64[] calldata indexes) external payable {
        if (msg.value != STAKE_FEE * indexes.length) revert NotEnoughEth();
        emit Registered(msg.sender, indexes);
    }

    /// @notice Signals the oracle to exit these validators at the end of the cycle.
    function requestExit(uint64[] calldata indexes) external {
        emit ExitRequested(msg.sender, indexes);
    }

    /// @notice Claims the caller's cumulative rewards leaf of the current epoch.
    function withdrawRewards(bytes32[] calldata proof, uint64[] calldata indexes, uint256 rewards) external {
        if (!MerkleProof.verifyCalldata(proof, withdrawalsRoot, _leaf(msg.sender, indexes, rewards))) {
            revert IncorrectProof();
        }
        if (_claimedRewards[msg.sender][epoch]) revert AlreadyClaimed();
        _claimedRewards[msg.sender][epoch] = true;
        emit RewardsWithdrawal(msg.sender, indexes, rewards);
        _send(msg.sender, rewards);
    }

    /// @notice Claims the caller's exited bonds leaf of the current epoch.
    function withdrawStake(bytes32[] calldata proof, uint64[] calldata indexes, uint256 stake) external {
        if (!MerkleProof.verifyCalldata(proof, exitsRoot, _leaf(msg.sender, indexes, stake))) {
            revert IncorrectProof();
        }
        if (_claimedStake[msg.sender][epoch]) revert AlreadyClaimed();
        _claimedStake[msg.sender][epoch] = true;
        emit StakeWithdrawal(msg.sender, indexes, stake);
        _send(msg.sender, stake);
    }

    /// @notice Tops up the bond of a penalised validator.
    function addStake(uint64 index) external payable {
        if (msg.value == 0) revert ZeroAmount();
        if (msg.value > MAX_ADD_FEE) revert AmountTooBig();
        emit StakeAdded(msg.sender, index, msg.value);
    }

    /// @notice Publishes a new epoch's roots and pays the operators' fee to the owner (governance).
    function updateEpoch(bytes32 withdrawals, bytes32 exits, bytes32 state, uint256 fee) external onlyOwner {
        withdrawalsRoot = withdrawals;
        exitsRoot = exits;
        stateRoot = state;
        uint64 next = epoch + 1;
        epoch = next;
        emit Epoch(next, state, fee);
        // A cycle without fees still has to publish its roots, so a zero fee sends nothing.
        if (fee > 0) _send(msg.sender, fee);
    }

    /// OpenZeppelin StandardMerkleTree leaf for types ["address", "uint256[]", "uint256"].
    function _leaf(address account, uint64[] calldata indexes, uint256 amount) private pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account, indexes, amount))));
    }

    /// Last step of every payout, after all state changes (checks-effects-interactions).
    function _send(address to, uint256 amount) private {
        if (amount == 0) revert ZeroAmount();
        (bool sent,) = payable(to).call{value: amount}("");
        if (!sent) revert CallTransferFailed();
    }
}
