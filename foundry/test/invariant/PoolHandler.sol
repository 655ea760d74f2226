// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {PoolGovernance} from "../../src/PoolGovernance.sol";
import {SmoothlyPool} from "../../src/SmoothlyPool.sol";
import {TestBase} from "../utils/Vm.sol";
import {StandardMerkle} from "../utils/StandardMerkle.sol";

/// Drives pool and governance through random but valid-looking sequences and keeps ghost books
/// that the invariants compare with the chain state. It owns governance (it deploys it).
contract PoolHandler is TestBase {
    uint256 internal constant BOND = 0.05 ether;
    uint256 internal constant MAX_TOP_UP = 0.015 ether;
    uint256 internal constant CLAIMANTS = 5;
    uint256 internal constant CANDIDATES = 6;

    PoolGovernance public immutable gov;
    SmoothlyPool public immutable pool;

    // Trees of the epoch now on chain, rebuilt from the seed of the proposal that passed.
    bytes32[] internal _rewardsTree;
    bytes32[] internal _exitsTree;
    mapping(address => uint256) internal _rewardsAmount;
    mapping(address => uint256) internal _exitsAmount;
    /// proposal hash => seed it was built from
    mapping(bytes32 => uint256) internal _seedOf;

    // Ghost books.
    uint256 public poolIn;
    uint256 public poolOut;
    uint256 public dust;
    uint256 public epochsPassed;
    uint256 public rogueEpochMoves;
    uint256 public strangerPayments;
    uint256 public doublePays;
    uint256 public claimsPaid;
    mapping(address => mapping(uint64 => uint256)) public rewardsPaid;
    mapping(address => mapping(uint64 => uint256)) public stakePaid;

    constructor() {
        address[] memory ops = new address[](3);
        for (uint256 i = 0; i < 3; ++i) {
            ops[i] = candidate(i);
        }
        gov = new PoolGovernance(ops, address(0));
        pool = SmoothlyPool(payable(address(gov.pool())));
    }

    function claimant(uint256 i) public pure returns (address) {
        return address(uint160(0xC1A1000 + i));
    }

    function candidate(uint256 i) public pure returns (address) {
        return address(uint160(0x0E9000 + i));
    }

    function claimantIndexes(uint256 i) public pure returns (uint64[] memory list) {
        list = indexList(uint64(i * 10 + 1), uint64(i * 10 + 4));
    }

    // ---- actions on the pool ----

    function register(uint256 who, uint8 count) external {
        address c = claimant(who % CLAIMANTS);
        uint256 n = bound(count, 1, 4);
        uint256 value = BOND * n;
        vm.deal(c, c.balance + value);
        vm.prank(c);
        pool.registerBulk{value: value}(new uint64[](n));
        poolIn += value;
    }

    function addStake(uint256 who, uint256 amount) external {
        address c = claimant(who % CLAIMANTS);
        amount = bound(amount, 1, MAX_TOP_UP);
        vm.deal(c, c.balance + amount);
        vm.prank(c);
        pool.addStake{value: amount}(7);
        poolIn += amount;
    }

    function claimRewards(uint256 who) external {
        if (_rewardsTree.length == 0) return;
        address c = claimant(who % CLAIMANTS);
        uint256 amount = _rewardsAmount[c];
        bytes32[] memory proof =
            StandardMerkle.proof(_rewardsTree, StandardMerkle.leaf(c, claimantIndexes(who % CLAIMANTS), amount));
        uint64 epoch = pool.epoch();
        uint256 before = c.balance;
        vm.prank(c);
        try pool.withdrawRewards(proof, claimantIndexes(who % CLAIMANTS), amount) {
            _recordPayout(c, before, amount);
            if (++rewardsPaid[c][epoch] > 1) ++doublePays;
        } catch {}
    }

    function claimStake(uint256 who) external {
        if (_exitsTree.length == 0) return;
        address c = claimant(who % CLAIMANTS);
        uint256 amount = _exitsAmount[c];
        bytes32[] memory proof =
            StandardMerkle.proof(_exitsTree, StandardMerkle.leaf(c, claimantIndexes(who % CLAIMANTS), amount));
        uint64 epoch = pool.epoch();
        uint256 before = c.balance;
        vm.prank(c);
        try pool.withdrawStake(proof, claimantIndexes(who % CLAIMANTS), amount) {
            _recordPayout(c, before, amount);
            if (++stakePaid[c][epoch] > 1) ++doublePays;
        } catch {}
    }

    /// Anyone but governance trying to move the epoch.
    function rogueUpdateEpoch(uint256 who) external {
        address caller = who % 3 == 0 ? claimant(who % CLAIMANTS) : who % 3 == 1 ? candidate(who % 3) : address(this);
        vm.prank(caller);
        try pool.updateEpoch(bytes32(who), bytes32(who), bytes32(who), 0) {
            ++rogueEpochMoves;
        } catch {}
    }

    // ---- actions on governance ----

    /// One operator votes; a lone vote never passes, so this leaves a vote to be moved later.
    function strayVote(uint256 operatorSeed, uint256 proposalSeed, uint256 fee) external {
        address[] memory ops = gov.getOperators();
        _warpPastTimelock();
        _vote(ops[operatorSeed % ops.length], _proposal(proposalSeed, fee));
    }

    /// All operators vote for one proposal until it passes.
    function passEpoch(uint256 proposalSeed, uint256 fee) external {
        address[] memory ops = gov.getOperators();
        _warpPastTimelock();
        PoolGovernance.Proposal memory p = _proposal(proposalSeed, fee);
        uint64 round = gov.epochNumber();
        for (uint256 i = 0; i < ops.length && gov.epochNumber() == round; ++i) {
            _vote(ops[i], p);
        }
    }

    function operatorWithdraw(uint256 seed) external {
        address op = candidate(seed % CANDIDATES);
        vm.prank(op);
        try gov.withdrawRewards() {} catch {}
    }

    function removeOperator(uint256 seed) external {
        address[] memory ops = gov.getOperators();
        if (ops.length <= 2) return;
        address op = ops[seed % ops.length];
        poolIn += gov.operatorRewards(op); // refunded to the pool
        gov.deleteOperators(addressList(op));
    }

    function addOperator(uint256 seed) external {
        address c = candidate(seed % CANDIDATES);
        if (gov.isOperator(c)) return;
        gov.addOperators(addressList(c));
    }

    /// Only the pool may pay governance.
    function payGovernance(uint256 who, uint256 amount) external {
        address payer = who % 2 == 0 ? claimant(who % CLAIMANTS) : candidate(who % CANDIDATES);
        amount = bound(amount, 1, 1 ether);
        vm.deal(payer, payer.balance + amount);
        vm.prank(payer);
        (bool ok,) = address(gov).call{value: amount}("");
        if (ok) ++strangerPayments;
    }

    // ---- internals ----

    function _vote(address op, PoolGovernance.Proposal memory p) internal {
        uint64 round = gov.epochNumber();
        uint256 operatorCount = gov.getOperators().length;
        vm.prank(op);
        try gov.proposeEpoch(p) {}
        catch {
            return;
        }
        if (gov.epochNumber() == round) return;
        ++epochsPassed;
        dust += p.fee % operatorCount;
        poolOut += p.fee;
        _adopt(_seedOf[keccak256(abi.encode(p.withdrawals, p.exits, p.state, p.fee))]);
    }

    /// A proposal whose trees pay each claimant a seed-derived amount (sometimes zero).
    function _proposal(uint256 seed, uint256 fee) internal returns (PoolGovernance.Proposal memory p) {
        (bytes32[] memory rewardsTree,) = _trees(seed, true);
        (bytes32[] memory exitsTree,) = _trees(seed, false);
        // Never more fee than the pool holds, so most votes can pass.
        fee = bound(fee, 0, address(pool).balance / 4);
        p = PoolGovernance.Proposal(rewardsTree[0], exitsTree[0], keccak256(abi.encode(seed)), fee);
        _seedOf[keccak256(abi.encode(p.withdrawals, p.exits, p.state, p.fee))] = seed;
    }

    function _adopt(uint256 seed) internal {
        uint256[] memory amounts;
        (_rewardsTree, amounts) = _trees(seed, true);
        for (uint256 i = 0; i < CLAIMANTS; ++i) {
            _rewardsAmount[claimant(i)] = amounts[i];
        }
        (_exitsTree, amounts) = _trees(seed, false);
        for (uint256 i = 0; i < CLAIMANTS; ++i) {
            _exitsAmount[claimant(i)] = amounts[i];
        }
    }

    function _trees(uint256 seed, bool rewards)
        internal
        pure
        returns (bytes32[] memory tree, uint256[] memory amounts)
    {
        bytes32[] memory leaves = new bytes32[](CLAIMANTS);
        amounts = new uint256[](CLAIMANTS);
        for (uint256 i = 0; i < CLAIMANTS; ++i) {
            amounts[i] = uint256(keccak256(abi.encode(seed, rewards, i))) % 0.2 ether;
            if (amounts[i] % 7 == 0) amounts[i] = 0;
            leaves[i] = StandardMerkle.leaf(claimant(i), claimantIndexes(i), amounts[i]);
        }
        tree = StandardMerkle.build(leaves);
    }

    function _recordPayout(address c, uint256 before, uint256 amount) internal {
        vm.assertEq(c.balance - before, amount, "claim paid its leaf amount");
        poolOut += amount;
        ++claimsPaid;
    }

    function _warpPastTimelock() internal {
        uint256 due = uint256(gov.lastEpoch()) + gov.epochInterval();
        if (block.timestamp < due) vm.warp(due);
    }
}
