// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {PoolGovernance} from "../src/PoolGovernance.sol";
import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase, PoolEvents} from "./utils/Vm.sol";
import {StandardMerkle} from "./utils/StandardMerkle.sol";

contract PoolFuzzTest is TestBase, PoolEvents {
    uint256 internal constant BOND = 0.05 ether;
    uint256 internal constant MAX_TOP_UP = 0.015 ether;
    address internal constant SENDER = address(0xA11CE);

    SmoothlyPool internal pool;

    receive() external payable {}

    function setUp() public {
        pool = new SmoothlyPool();
    }

    function testFuzz_registerBulk_exactPaymentSucceeds(uint64[] calldata indexes) public {
        uint256 value = BOND * indexes.length;
        vm.deal(SENDER, value);
        vm.expectEmit(true, false, false, true, address(pool));
        emit Registered(SENDER, indexes);
        vm.prank(SENDER);
        pool.registerBulk{value: value}(indexes);
        vm.assertEq(address(pool).balance, value, "pool holds one bond per index");
    }

    function testFuzz_registerBulk_anyOtherPaymentReverts(uint8 count, uint256 value) public {
        uint64[] memory indexes = new uint64[](count);
        value = bound(value, 0, 20 ether);
        vm.assume(value != BOND * count);
        vm.deal(SENDER, value);
        vm.prank(SENDER);
        vm.expectRevert(SmoothlyPool.NotEnoughEth.selector);
        pool.registerBulk{value: value}(indexes);
    }

    function testFuzz_addStake_bounds(uint64 index, uint256 value) public {
        // Half the runs land near the limit, where off-by-one errors live.
        value = value % 2 == 0 ? bound(value, 0, 1 ether) : bound(value, MAX_TOP_UP - 2, MAX_TOP_UP + 2);
        vm.deal(SENDER, value);
        vm.prank(SENDER);
        if (value == 0) {
            vm.expectRevert(SmoothlyPool.ZeroAmount.selector);
        } else if (value > MAX_TOP_UP) {
            vm.expectRevert(SmoothlyPool.AmountTooBig.selector);
        } else {
            vm.expectEmit(true, false, false, true, address(pool));
            emit StakeAdded(SENDER, index, value);
        }
        pool.addStake{value: value}(index);
    }

    function testFuzz_requestExit_emitsTheIndexes(uint64[] calldata indexes) public {
        vm.expectEmit(true, false, false, true, address(pool));
        emit ExitRequested(SENDER, indexes);
        vm.prank(SENDER);
        pool.requestExit(indexes);
    }

    /// A random standard tree of up to 8 leaves: each leaf pays once, a repeat or a tampered leaf fails.
    function testFuzz_claims_randomTree(
        uint256[8] calldata amounts,
        uint64[8] calldata firstIndex,
        uint8 leafCount,
        bool bonds
    ) public {
        uint256 n = bound(leafCount, 1, 8);
        address[] memory accounts = new address[](n);
        uint64[][] memory indexes = new uint64[][](n);
        uint256[] memory values = new uint256[](n);
        bytes32[] memory leaves = new bytes32[](n);
        uint256 total;
        for (uint256 i = 0; i < n; ++i) {
            accounts[i] = address(uint160(0x10000 + i));
            indexes[i] = _ascending(firstIndex[i], 1 + (firstIndex[i] % 5));
            values[i] = bound(amounts[i], 1, 100 ether);
            leaves[i] = StandardMerkle.leaf(accounts[i], indexes[i], values[i]);
            total += values[i];
        }
        bytes32[] memory tree = StandardMerkle.build(leaves);
        if (bonds) pool.updateEpoch(bytes32(0), tree[0], bytes32(0), 0);
        else pool.updateEpoch(tree[0], bytes32(0), bytes32(0), 0);
        vm.deal(address(pool), total);

        for (uint256 i = 0; i < n; ++i) {
            bytes32[] memory proof = StandardMerkle.proof(tree, leaves[i]);
            vm.prank(accounts[i]);
            vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
            _claim(bonds, proof, indexes[i], values[i] + 1);

            vm.prank(accounts[i]);
            _claim(bonds, proof, indexes[i], values[i]);
            vm.assertEq(accounts[i].balance, values[i], "leaf paid");

            vm.prank(accounts[i]);
            vm.expectRevert(SmoothlyPool.AlreadyClaimed.selector);
            _claim(bonds, proof, indexes[i], values[i]);
        }
        vm.assertEq(address(pool).balance, 0, "the pool paid exactly the tree");
    }

    /// The leaf binds the exact index list: any other list fails, the right one pays.
    function testFuzz_claims_indexListMustMatch(uint64[] calldata indexes, uint64[] calldata other, uint256 amount)
        public
    {
        vm.assume(keccak256(abi.encode(indexes)) != keccak256(abi.encode(other)));
        amount = bound(amount, 1, 100 ether);
        bytes32 leaf = StandardMerkle.leaf(SENDER, indexes, amount);
        pool.updateEpoch(leaf, leaf, bytes32(0), 0); // a one-leaf tree's root is the leaf
        vm.deal(address(pool), 2 * amount);
        bytes32[] memory noProof = new bytes32[](0);

        vm.prank(SENDER);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(noProof, other, amount);
        vm.prank(SENDER);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawStake(noProof, other, amount);

        vm.prank(SENDER);
        pool.withdrawRewards(noProof, indexes, amount);
        vm.prank(SENDER);
        pool.withdrawStake(noProof, indexes, amount);
        vm.assertEq(SENDER.balance, 2 * amount, "both claims paid");
    }

    function _claim(bool bonds, bytes32[] memory proof, uint64[] memory indexes, uint256 amount) internal {
        if (bonds) pool.withdrawStake(proof, indexes, amount);
        else pool.withdrawRewards(proof, indexes, amount);
    }

    function _ascending(uint64 first, uint256 length) internal pure returns (uint64[] memory list) {
        list = new uint64[](length);
        uint64 start = first > type(uint64).max - 10 ? type(uint64).max - 10 : first;
        for (uint256 i = 0; i < length; ++i) {
            list[i] = start + uint64(i) * 2;
        }
    }
}

contract GovernanceFuzzTest is TestBase {
    uint256 internal constant START = 1_700_000_000;

    PoolGovernance internal gov;
    SmoothlyPool internal pool;

    function setUp() public {
        vm.warp(START);
    }

    /// Whatever the fee and the operator count, each operator gets fee / n and the rest stays as dust.
    function testFuzz_feeSplit(uint256 fee, uint8 operatorCount) public {
        uint256 n = bound(operatorCount, 2, 12);
        fee = bound(fee, 0, 10_000 ether);
        _deploy(n);
        vm.deal(address(pool), fee);
        vm.warp(START + 7 days);
        _vote(0, _required(n), fee);

        vm.assertEq(uint256(gov.epochNumber()), 1, "passed");
        vm.assertEq(address(gov).balance, fee, "governance holds the fee");
        uint256 shares;
        for (uint256 i = 0; i < n; ++i) {
            vm.assertEq(gov.operatorRewards(_operator(i)), fee / n, "equal share");
            shares += fee / n;
        }
        vm.assertEq(address(gov).balance - shares, fee % n, "only the division remainder is left");
        vm.assertLt(fee % n, n, "dust below one wei per operator");
    }

    /// A vote passes exactly when votes * 100 / operators >= 66.
    function testFuzz_threshold(uint8 operatorCount, uint8 voteCount) public {
        uint256 n = bound(operatorCount, 2, 20);
        uint256 v = bound(voteCount, 1, n);
        _deploy(n);
        vm.warp(START + 7 days);
        _vote(0, v, 0);
        bool passes = v * 100 / n >= 66;
        vm.assertEq(uint256(gov.epochNumber()), passes ? 1 : 0, "threshold rule");
        vm.assertEq(uint256(pool.epoch()), passes ? 1 : 0, "pool follows governance");
    }

    function testFuzz_timelock(uint32 interval, uint256 wait) public {
        _deploy(3);
        gov.updateInterval(interval);
        wait = bound(wait, 0, uint256(interval) * 2 + 1);
        vm.warp(START + wait);
        vm.prank(_operator(0));
        if (wait < interval) vm.expectRevert(PoolGovernance.EpochTimelockNotReached.selector);
        gov.proposeEpoch(_proposal(0));
    }

    function _deploy(uint256 n) internal {
        address[] memory ops = new address[](n);
        for (uint256 i = 0; i < n; ++i) {
            ops[i] = _operator(i);
        }
        gov = new PoolGovernance(ops, address(0));
        pool = SmoothlyPool(payable(address(gov.pool())));
    }

    /// Operators [from, to) vote until the epoch passes (later votes would hit the next timelock).
    function _vote(uint256 from, uint256 to, uint256 fee) internal {
        for (uint256 i = from; i < to && gov.epochNumber() == 0; ++i) {
            vm.prank(_operator(i));
            gov.proposeEpoch(_proposal(fee));
        }
    }

    /// Smallest vote count that passes with n operators.
    function _required(uint256 n) internal pure returns (uint256 v) {
        while (v * 100 / n < 66) ++v;
    }

    function _proposal(uint256 fee) internal pure returns (PoolGovernance.Proposal memory) {
        return PoolGovernance.Proposal(keccak256("w"), keccak256("e"), keccak256("s"), fee);
    }

    function _operator(uint256 i) internal pure returns (address) {
        return address(uint160(0x0900 + i));
    }
}
