// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {TestBase} from "../utils/Vm.sol";
import {PoolHandler} from "./PoolHandler.sol";

/// forge reads these two hooks by name, as forge-std's StdInvariant would declare them.
struct FuzzSelector {
    address addr;
    bytes4[] selectors;
}

contract PoolInvariantsTest is TestBase {
    PoolHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        handler = new PoolHandler();
    }

    function targetContracts() public view returns (address[] memory targets) {
        targets = new address[](1);
        targets[0] = address(handler);
    }

    function targetSelectors() public view returns (FuzzSelector[] memory targets) {
        bytes4[] memory selectors = new bytes4[](11);
        selectors[0] = PoolHandler.register.selector;
        selectors[1] = PoolHandler.addStake.selector;
        selectors[2] = PoolHandler.claimRewards.selector;
        selectors[3] = PoolHandler.claimStake.selector;
        selectors[4] = PoolHandler.rogueUpdateEpoch.selector;
        selectors[5] = PoolHandler.strayVote.selector;
        selectors[6] = PoolHandler.passEpoch.selector;
        selectors[7] = PoolHandler.operatorWithdraw.selector;
        selectors[8] = PoolHandler.removeOperator.selector;
        selectors[9] = PoolHandler.addOperator.selector;
        selectors[10] = PoolHandler.payGovernance.selector;
        targets = new FuzzSelector[](1);
        targets[0] = FuzzSelector(address(handler), selectors);
    }

    /// The pool never pays a claim twice per address per epoch (rewards and bonds counted apart).
    function invariant_noDoublePayout() public view {
        vm.assertEq(handler.doublePays(), 0, "a claim was paid twice in one epoch");
        uint64 epochs = uint64(handler.epochsPassed());
        for (uint256 i = 0; i < 5; ++i) {
            address c = handler.claimant(i);
            for (uint64 e = 0; e <= epochs; ++e) {
                vm.assertTrue(handler.rewardsPaid(c, e) <= 1, "rewards paid twice");
                vm.assertTrue(handler.stakePaid(c, e) <= 1, "bond paid twice");
            }
        }
    }

    /// Only governance moves the pool's epoch, once per passed vote.
    function invariant_onlyGovernanceMovesTheEpoch() public view {
        vm.assertEq(handler.rogueEpochMoves(), 0, "someone else moved the epoch");
        vm.assertEq(uint256(handler.pool().epoch()), handler.epochsPassed(), "pool epoch = passed votes");
        vm.assertEq(uint256(handler.gov().epochNumber()), handler.epochsPassed(), "governance epoch = passed votes");
    }

    /// Governance holds exactly the operators' unclaimed rewards plus the fee-division dust.
    function invariant_governanceHoldsRewardsPlusDust() public view {
        uint256 owed;
        for (uint256 i = 0; i < 6; ++i) {
            owed += handler.gov().operatorRewards(handler.candidate(i));
        }
        vm.assertEq(address(handler.gov()).balance, owed + handler.dust(), "governance balance");
        vm.assertEq(handler.strangerPayments(), 0, "governance took ETH from someone other than the pool");
    }

    /// Every wei the pool holds is accounted for: bonds, top-ups and refunds in; claims and fees out.
    function invariant_poolBalanceIsAccounted() public view {
        vm.assertEq(address(handler.pool()).balance, handler.poolIn() - handler.poolOut(), "pool balance");
    }
}
