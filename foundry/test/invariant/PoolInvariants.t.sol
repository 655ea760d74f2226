// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {TestBase} from "../utils/Vm.sol";
import {PoolHandler} from "./PoolHandler.sol";
import {PoolGovernance} from "../../src/PoolGovernance.sol";

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
        bytes4[] memory selectors = new bytes4[](12);
        selectors[0] = PoolHandler.register.selector;
        selectors[1] = PoolHandler.addStake.selector;
        selectors[2] = PoolHandler.claimRewards.selector;
        selectors[3] = PoolHandler.claimStake.selector;
        selectors[4] = PoolHandler.claimWrongLeaf.selector;
        selectors[5] = PoolHandler.rogueUpdateEpoch.selector;
        selectors[6] = PoolHandler.strayVote.selector;
        selectors[7] = PoolHandler.passEpoch.selector;
        selectors[8] = PoolHandler.operatorWithdraw.selector;
        selectors[9] = PoolHandler.removeOperator.selector;
        selectors[10] = PoolHandler.addOperator.selector;
        selectors[11] = PoolHandler.payGovernance.selector;
        targets = new FuzzSelector[](1);
        targets[0] = FuzzSelector(address(handler), selectors);
    }

    /// Every claim paid exactly the leaf the handler expected for that address and epoch, at most
    /// once (rewards and bonds counted apart). The handler asserts each claim's outcome as it goes.
    function invariant_claimsPaidExactlyTheirLeaf() public view {
        uint64 epochs = uint64(handler.epochsPassed());
        for (uint256 i = 0; i < 5; ++i) {
            address c = handler.claimant(i);
            for (uint64 e = 0; e <= epochs; ++e) {
                uint256 rewards = handler.rewardsPaid(c, e);
                uint256 stake = handler.stakePaid(c, e);
                vm.assertTrue(rewards == 0 || rewards == handler.rewardsDue(c, e), "rewards paid other than the leaf");
                vm.assertTrue(stake == 0 || stake == handler.stakeDue(c, e), "bond paid other than the leaf");
            }
        }
    }

    /// Only governance moves the pool's epoch, once per passed vote.
    function invariant_onlyGovernanceMovesTheEpoch() public view {
        vm.assertEq(uint256(handler.pool().epoch()), handler.epochsPassed(), "pool epoch = passed votes");
        vm.assertEq(uint256(handler.gov().epochNumber()), handler.epochsPassed(), "governance epoch = passed votes");
    }

    /// The vote counter of the running round is exactly the live operators' votes: a vote that moved
    /// left its old proposal, and a removed operator's vote left with it.
    function invariant_voteCounterEqualsLiveOperatorsVotes() public view {
        PoolGovernance gov = handler.gov();
        uint256 round = gov.epochNumber();
        address[] memory live = handler.liveOperators();
        address[] memory onChain = gov.getOperators();
        vm.assertEq(onChain.length, live.length, "operator count");
        for (uint256 j = 0; j < live.length; ++j) {
            vm.assertTrue(gov.isOperator(live[j]), "live operator is an operator");
            vm.assertEq(gov.votes(round, live[j]), handler.ghostVote(round, live[j]), "operator's recorded vote");
        }
        bytes32[] memory proposals = handler.roundProposals(round);
        for (uint256 i = 0; i < proposals.length; ++i) {
            uint256 voters;
            for (uint256 j = 0; j < live.length; ++j) {
                if (handler.ghostVote(round, live[j]) == proposals[i]) ++voters;
            }
            vm.assertEq(gov.voteCounter(round, proposals[i]), voters, "voteCounter = live operators' votes");
        }
    }

    /// Each passed epoch had the votes of at least 66% of the operators live at that moment.
    function invariant_passedEpochsHadTwoThirds() public view {
        uint256 passes = handler.passCount();
        vm.assertEq(passes, handler.epochsPassed(), "every pass recorded");
        for (uint256 e = 0; e < passes; ++e) {
            uint256 supporters = handler.passSupporters(e);
            uint256 operators = handler.passOperators(e);
            vm.assertTrue(supporters * 100 >= 66 * operators, "an epoch passed without 66% of the operators");
        }
    }

    /// Governance holds exactly the operators' unclaimed rewards plus the fee-division dust.
    function invariant_governanceHoldsRewardsPlusDust() public view {
        uint256 owed;
        for (uint256 i = 0; i < 6; ++i) {
            address op = handler.candidate(i);
            vm.assertEq(handler.gov().operatorRewards(op), handler.ghostOperatorRewards(op), "operator's share");
            owed += handler.ghostOperatorRewards(op);
        }
        vm.assertEq(address(handler.gov()).balance, owed + handler.dust(), "governance balance");
    }

    /// Every wei the pool holds is accounted for: bonds, top-ups and refunds in; claims and fees out.
    function invariant_poolBalanceIsAccounted() public view {
        vm.assertEq(address(handler.pool()).balance, handler.poolIn() - handler.poolOut(), "pool balance");
    }
}
