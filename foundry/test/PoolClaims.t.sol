// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase, PoolEvents, RejectEth} from "./utils/Vm.sol";
import {StandardMerkle} from "./utils/StandardMerkle.sol";
import {MerkleClaim, MerkleFixtures} from "./fixtures/MerkleFixtures.sol";

/// Claims against real multi-leaf trees built by the OpenZeppelin merkle-tree package (MerkleFixtures.sol).
contract PoolClaimsTest is TestBase, PoolEvents {
    SmoothlyPool internal pool;

    receive() external payable {}

    function setUp() public {
        pool = new SmoothlyPool();
        vm.deal(address(pool), 100 ether);
    }

    /// Epoch 1: rewards tree 1 and the exits tree.
    function _publishEpoch1() internal {
        pool.updateEpoch(MerkleFixtures.REWARDS_EPOCH_1_ROOT, MerkleFixtures.EXITS_EPOCH_1_ROOT, bytes32(0), 0);
    }

    /// Epoch 2: rewards tree 2; no exits.
    function _publishEpoch2() internal {
        pool.updateEpoch(MerkleFixtures.REWARDS_EPOCH_2_ROOT, bytes32(0), bytes32(0), 0);
    }

    function _claimRewards(MerkleClaim memory c) internal {
        vm.prank(c.account);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
    }

    function _claimStake(MerkleClaim memory c) internal {
        vm.prank(c.account);
        pool.withdrawStake(c.proof, c.indexes, c.amount);
    }

    // ---- the fixture is the OpenZeppelin standard tree ----

    function test_solidityBuilderMatchesOpenZeppelinRoots() public pure {
        vm.assertEq(_rootOf(MerkleFixtures.rewardsEpoch1()), MerkleFixtures.REWARDS_EPOCH_1_ROOT, "rewards 1");
        vm.assertEq(_rootOf(MerkleFixtures.rewardsEpoch2()), MerkleFixtures.REWARDS_EPOCH_2_ROOT, "rewards 2");
        vm.assertEq(_rootOf(MerkleFixtures.exitsEpoch1()), MerkleFixtures.EXITS_EPOCH_1_ROOT, "exits 1");
    }

    function test_solidityBuilderMatchesOpenZeppelinProofs() public pure {
        MerkleClaim[] memory claims = MerkleFixtures.rewardsEpoch1();
        bytes32[] memory tree = StandardMerkle.build(_leaves(claims));
        for (uint256 i = 0; i < claims.length; ++i) {
            bytes32[] memory proof =
                StandardMerkle.proof(tree, StandardMerkle.leaf(claims[i].account, claims[i].indexes, claims[i].amount));
            vm.assertEq(proof.length, claims[i].proof.length, "proof length");
            for (uint256 j = 0; j < proof.length; ++j) {
                vm.assertEq(proof[j], claims[i].proof[j], "proof node");
            }
        }
    }

    // ---- withdrawRewards ----

    function test_withdrawRewards_everyLeafOfTheTreePays() public {
        _publishEpoch1();
        MerkleClaim[] memory claims = MerkleFixtures.rewardsEpoch1();
        uint256 paid;
        for (uint256 i = 0; i < claims.length; ++i) {
            MerkleClaim memory c = claims[i];
            vm.expectEmit(true, false, false, true, address(pool));
            emit RewardsWithdrawal(c.account, c.indexes, c.amount);
            _claimRewards(c);
            vm.assertEq(c.account.balance, c.amount, "claimant received its leaf amount");
            paid += c.amount;
        }
        vm.assertEq(address(pool).balance, 100 ether - paid, "pool paid exactly the leaves");
    }

    function test_withdrawRewards_alreadyClaimedInSameEpoch() public {
        _publishEpoch1();
        MerkleClaim memory alice = MerkleFixtures.rewardsEpoch1()[0];
        _claimRewards(alice);
        vm.prank(alice.account);
        vm.expectRevert(SmoothlyPool.AlreadyClaimed.selector);
        pool.withdrawRewards(alice.proof, alice.indexes, alice.amount);
        vm.assertEq(alice.account.balance, alice.amount, "paid once");
    }

    function test_withdrawRewards_newClaimAfterNextEpoch() public {
        _publishEpoch1();
        MerkleClaim memory aliceEpoch1 = MerkleFixtures.rewardsEpoch1()[0];
        _claimRewards(aliceEpoch1);
        _publishEpoch2();
        MerkleClaim memory aliceEpoch2 = MerkleFixtures.rewardsEpoch2()[0];
        vm.expectEmit(true, false, false, true, address(pool));
        emit RewardsWithdrawal(aliceEpoch2.account, aliceEpoch2.indexes, aliceEpoch2.amount);
        _claimRewards(aliceEpoch2);
        vm.assertEq(aliceEpoch2.account.balance, aliceEpoch1.amount + aliceEpoch2.amount, "paid in both epochs");
    }

    function test_withdrawRewards_oldProofFailsAfterRootRotates() public {
        _publishEpoch1();
        _publishEpoch2();
        MerkleClaim memory bobEpoch1 = MerkleFixtures.rewardsEpoch1()[1];
        vm.prank(bobEpoch1.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(bobEpoch1.proof, bobEpoch1.indexes, bobEpoch1.amount);
    }

    function test_withdrawRewards_incorrectAmount() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[1];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount + 1);
    }

    function test_withdrawRewards_incorrectIndexes() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[2];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(c.proof, indexList(2, 1), c.amount);
    }

    function test_withdrawRewards_someoneElsesLeaf() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[4];
        vm.prank(MerkleFixtures.ALICE);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
    }

    function test_withdrawRewards_exitsLeafIsNotARewardsLeaf() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.exitsEpoch1()[0];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
    }

    function test_withdrawRewards_beforeAnyEpoch() public {
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[0];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
    }

    function test_withdrawRewards_poolWithoutFunds() public {
        _publishEpoch1();
        vm.deal(address(pool), 0);
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[0];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
    }

    function test_withdrawRewards_claimantRefusesEth() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[3];
        vm.etch(c.account, RejectEth.CODE);
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        pool.withdrawRewards(c.proof, c.indexes, c.amount);
        // The failed payout left the claim open: without the code it succeeds in the same epoch.
        vm.etch(c.account, "");
        _claimRewards(c);
        vm.assertEq(c.account.balance, c.amount, "claim still possible after a failed transfer");
    }

    // ---- withdrawStake ----

    function test_withdrawStake_everyBondOfTheTreePays() public {
        _publishEpoch1();
        MerkleClaim[] memory claims = MerkleFixtures.exitsEpoch1();
        for (uint256 i = 0; i < 3; ++i) {
            MerkleClaim memory c = claims[i];
            vm.expectEmit(true, false, false, true, address(pool));
            emit StakeWithdrawal(c.account, c.indexes, c.amount);
            _claimStake(c);
            vm.assertEq(c.account.balance, c.amount, "bond returned");
        }
    }

    function test_withdrawStake_zeroLeafRevertsZeroAmount() public {
        _publishEpoch1();
        MerkleClaim memory dave = MerkleFixtures.exitsEpoch1()[3];
        vm.assertEq(dave.amount, 0, "fixture leaf is empty");
        vm.prank(dave.account);
        vm.expectRevert(SmoothlyPool.ZeroAmount.selector);
        pool.withdrawStake(dave.proof, dave.indexes, dave.amount);
    }

    function test_withdrawStake_alreadyClaimedInSameEpoch() public {
        _publishEpoch1();
        MerkleClaim memory bob = MerkleFixtures.exitsEpoch1()[1];
        _claimStake(bob);
        vm.prank(bob.account);
        vm.expectRevert(SmoothlyPool.AlreadyClaimed.selector);
        pool.withdrawStake(bob.proof, bob.indexes, bob.amount);
    }

    function test_withdrawStake_incorrectProof() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.rewardsEpoch1()[0];
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        pool.withdrawStake(c.proof, c.indexes, c.amount);
    }

    function test_withdrawStake_newClaimAfterNextEpoch() public {
        _publishEpoch1();
        MerkleClaim memory alice = MerkleFixtures.exitsEpoch1()[0];
        _claimStake(alice);
        // The next exits tree, built here from the same leaf, pays again: one claim per epoch.
        bytes32[] memory leaves = _leaves(MerkleFixtures.exitsEpoch1());
        bytes32[] memory tree = StandardMerkle.build(leaves);
        pool.updateEpoch(bytes32(0), tree[0], bytes32(0), 0);
        _claimStake(alice);
        vm.assertEq(alice.account.balance, 2 * alice.amount, "claimed once per epoch");
    }

    function test_withdrawStake_claimantRefusesEth() public {
        _publishEpoch1();
        MerkleClaim memory c = MerkleFixtures.exitsEpoch1()[2];
        vm.etch(c.account, RejectEth.CODE);
        vm.prank(c.account);
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        pool.withdrawStake(c.proof, c.indexes, c.amount);
    }

    function test_rewardsAndStakeAreSeparateClaims() public {
        _publishEpoch1();
        MerkleClaim memory rewards = MerkleFixtures.rewardsEpoch1()[0];
        MerkleClaim memory stake = MerkleFixtures.exitsEpoch1()[0];
        _claimRewards(rewards);
        _claimStake(stake);
        vm.assertEq(rewards.account.balance, rewards.amount + stake.amount, "both paid in one epoch");
    }

    // ---- helpers ----

    function _leaves(MerkleClaim[] memory claims) internal pure returns (bytes32[] memory leaves) {
        leaves = new bytes32[](claims.length);
        for (uint256 i = 0; i < claims.length; ++i) {
            leaves[i] = StandardMerkle.leaf(claims[i].account, claims[i].indexes, claims[i].amount);
        }
    }

    function _rootOf(MerkleClaim[] memory claims) internal pure returns (bytes32) {
        return StandardMerkle.build(_leaves(claims))[0];
    }
}
