// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {SmoothlyPool} from "./SmoothlyPool.sol";

/// @title Governance of the Smoothly pool
/// @notice Operators vote on each epoch's roots; a proposal that reaches the threshold is pushed to
/// the pool, whose fee is shared equally among the operators.
/// @dev Re-implemented from the deployed contract's interface, with the audit fixes: a re-vote moves the vote, a removed
/// operator's rewards return to the pool, payouts follow checks-effects-interactions, and a vote
/// needs at least two operators.
contract PoolGovernance is Ownable {
    struct Proposal {
        bytes32 withdrawals;
        bytes32 exits;
        bytes32 state;
        uint256 fee;
    }

    /// Percentage of operators that must agree: 2 of 3 (66%) passes, 1 of 2 (50%) does not.
    uint256 internal constant VOTING_RATIO = 66;

    uint32 public epochInterval = 7 days;
    uint64 public epochNumber;
    uint64 public lastEpoch;
    address[] public operators;
    SmoothlyPool public pool;

    mapping(address => bool) public isOperator;
    mapping(address => uint256) public operatorRewards;
    /// epochNumber => operator => hash of the proposal it voted for.
    mapping(uint256 => mapping(address => bytes32)) public votes;
    /// epochNumber => proposal hash => number of operators voting for it.
    mapping(uint256 => mapping(bytes32 => uint256)) public voteCounter;

    error ExistingOperator(address operator);
    error Unauthorized();
    error EpochTimelockNotReached();
    error ZeroAmount();
    error CallTransferFailed();
    error NotEnoughOperators();

    modifier onlyOperator() {
        if (!isOperator[msg.sender]) revert Unauthorized();
        _;
    }

    /// @param _operators initial operators
    /// @param _pool an existing pool, or the zero address to deploy a new one owned by this contract
    constructor(address[] memory _operators, address _pool) {
        lastEpoch = uint64(block.timestamp);
        pool = _pool == address(0) ? new SmoothlyPool() : SmoothlyPool(payable(_pool));
        _addOperators(_operators);
    }

    /// @notice Only the pool sends ETH here (the epoch fee).
    receive() external payable {
        if (msg.sender != address(pool)) revert Unauthorized();
    }

    /// @notice Votes for an epoch; the vote that reaches the threshold publishes it on the pool.
    function proposeEpoch(Proposal calldata proposal) external onlyOperator {
        if (block.timestamp < uint256(lastEpoch) + epochInterval) revert EpochTimelockNotReached();
        uint256 operatorCount = operators.length;
        if (operatorCount < 2) revert NotEnoughOperators();

        uint64 round = epochNumber;
        bytes32 vote = keccak256(abi.encode(proposal.withdrawals, proposal.exits, proposal.state, proposal.fee));
        bytes32 previous = votes[round][msg.sender];
        // A changed vote moves from the old proposal to the new one; a repeated vote is not counted
        // twice but still re-checks the threshold (it may have been reached by removing operators).
        if (previous != vote) {
            if (previous != bytes32(0)) --voteCounter[round][previous];
            votes[round][msg.sender] = vote;
            ++voteCounter[round][vote];
        }
        if (voteCounter[round][vote] * 100 / operatorCount < VOTING_RATIO) return;

        epochNumber = round + 1;
        lastEpoch = uint64(block.timestamp);
        uint256 share = proposal.fee / operatorCount; // the remainder stays here as dust
        for (uint256 i = 0; i < operatorCount; ++i) {
            operatorRewards[operators[i]] += share;
        }
        pool.updateEpoch(proposal.withdrawals, proposal.exits, proposal.state, proposal.fee);
    }

    /// @notice Pays the caller its share of the epoch fees.
    function withdrawRewards() external onlyOperator {
        uint256 amount = operatorRewards[msg.sender];
        if (amount == 0) revert ZeroAmount();
        operatorRewards[msg.sender] = 0;
        _send(msg.sender, amount);
    }

    function addOperators(address[] calldata _operators) external onlyOwner {
        _addOperators(_operators);
    }

    /// @notice Removes operators; their unclaimed rewards and current votes are dropped, the rewards
    /// going back to the pool for the next distribution.
    function deleteOperators(address[] calldata _operators) external onlyOwner {
        uint64 round = epochNumber;
        uint256 refund;
        for (uint256 i = 0; i < _operators.length; ++i) {
            address operator = _operators[i];
            if (!isOperator[operator]) continue;
            isOperator[operator] = false;
            _removeFromList(operator);
            refund += operatorRewards[operator];
            operatorRewards[operator] = 0;
            bytes32 vote = votes[round][operator];
            if (vote != bytes32(0)) {
                --voteCounter[round][vote];
                delete votes[round][operator];
            }
        }
        if (refund > 0) _send(address(pool), refund);
    }

    function updateInterval(uint32 interval) external onlyOwner {
        epochInterval = interval;
    }

    /// @notice Hands the pool to a new owner (for example a new governance contract).
    function transferPoolOwnership(address newOwner) external onlyOwner {
        pool.transferOwnership(newOwner);
    }

    function getOperators() external view returns (address[] memory) {
        return operators;
    }

    function _addOperators(address[] memory _operators) private {
        for (uint256 i = 0; i < _operators.length; ++i) {
            address operator = _operators[i];
            if (isOperator[operator]) revert ExistingOperator(operator);
            isOperator[operator] = true;
            operators.push(operator);
        }
    }

    function _removeFromList(address operator) private {
        uint256 last = operators.length - 1;
        for (uint256 i = 0; i <= last; ++i) {
            if (operators[i] == operator) {
                operators[i] = operators[last];
                operators.pop();
                return;
            }
        }
    }

    function _send(address to, uint256 amount) private {
        (bool sent,) = payable(to).call{value: amount}("");
        if (!sent) revert CallTransferFailed();
    }
}
