// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {PoolGovernance} from "../src/PoolGovernance.sol";
import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase, PoolEvents, RejectEth} from "./utils/Vm.sol";

contract PoolGovernanceTest is TestBase, PoolEvents {
    uint256 internal constant INTERVAL = 604800;
    uint256 internal constant START = 1_700_000_000;
    address internal constant STRANGER = address(0xBAD);

    PoolGovernance internal gov;
    SmoothlyPool internal pool;

    function setUp() public {
        vm.warp(START);
        _deploy(3);
    }

    // ---- construction ----

    function test_constructor_createsPoolOwnedByGovernance() public view {
        vm.assertTrue(address(pool) != address(0), "pool created");
        vm.assertEq(pool.owner(), address(gov), "governance owns the pool");
        vm.assertEq(gov.owner(), address(this), "deployer owns governance");
        vm.assertEq(uint256(gov.epochInterval()), INTERVAL, "7 days by default");
        vm.assertEq(uint256(gov.lastEpoch()), START, "lastEpoch is the deploy time");
        vm.assertEq(uint256(gov.epochNumber()), 0, "no epoch yet");
        address[] memory ops = gov.getOperators();
        vm.assertEq(ops.length, 3, "three operators");
        for (uint256 i = 0; i < 3; ++i) {
            vm.assertEq(ops[i], _operator(i), "operator order kept");
            vm.assertEq(gov.operators(i), _operator(i), "operators(i) getter");
            vm.assertTrue(gov.isOperator(_operator(i)), "isOperator");
        }
        vm.assertFalse(gov.isOperator(STRANGER), "stranger is no operator");
    }

    function test_constructor_usesAnExistingPool() public {
        SmoothlyPool existing = new SmoothlyPool();
        PoolGovernance other = new PoolGovernance(addressList(_operator(0), _operator(1)), address(existing));
        vm.assertEq(address(other.pool()), address(existing), "keeps the given pool");
    }

    function test_constructor_revertsOnDuplicateOperator() public {
        vm.expectRevert(abi.encodeWithSelector(PoolGovernance.ExistingOperator.selector, _operator(1)));
        new PoolGovernance(addressList(_operator(0), _operator(1), _operator(1)), address(0));
    }

    // ---- proposeEpoch: access, timelock, operator count ----

    function test_proposeEpoch_revertsForNonOperator() public {
        _afterTimelock();
        vm.prank(STRANGER);
        vm.expectRevert(PoolGovernance.Unauthorized.selector);
        gov.proposeEpoch(_proposal(1, 0));
    }

    function test_proposeEpoch_timelockEdges() public {
        vm.warp(START + INTERVAL - 1);
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.EpochTimelockNotReached.selector);
        gov.proposeEpoch(_proposal(1, 0));
        vm.warp(START + INTERVAL);
        vm.prank(_operator(0));
        gov.proposeEpoch(_proposal(1, 0));
        vm.assertEq(gov.voteCounter(0, _hash(_proposal(1, 0))), 1, "vote counted once the interval passed");
    }

    function test_proposeEpoch_timelockRestartsAfterAPassedVote() public {
        _afterTimelock();
        _voteBy(0, 2, _proposal(1, 0));
        vm.assertEq(uint256(gov.lastEpoch()), block.timestamp, "lastEpoch moved to now");
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.EpochTimelockNotReached.selector);
        gov.proposeEpoch(_proposal(2, 0));
    }

    function test_proposeEpoch_revertsWithASingleOperator() public {
        _deploy(1);
        _afterTimelock();
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.NotEnoughOperators.selector);
        gov.proposeEpoch(_proposal(1, 0));
    }

    // ---- proposeEpoch: threshold edges ----

    function test_threshold_twoOfThreePasses() public {
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 0, "1 of 3 does not pass");
        _voteBy(1, 2, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 1, "2 of 3 passes");
        vm.assertEq(uint256(pool.epoch()), 1, "pool epoch moved");
    }

    function test_threshold_oneOfTwoFails() public {
        _deploy(2);
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 0, "1 of 2 does not pass");
        _voteBy(1, 2, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 1, "2 of 2 passes");
    }

    function test_threshold_fourOfSixPasses() public {
        _deploy(6);
        _afterTimelock();
        _voteBy(0, 3, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 0, "3 of 6 does not pass");
        vm.assertEq(uint256(pool.epoch()), 0, "pool untouched");
        _voteBy(3, 4, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 1, "4 of 6 passes");
        vm.assertEq(uint256(pool.epoch()), 1, "pool epoch moved");
    }

    function test_threshold_splitVotesDoNotPass() public {
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        _voteBy(1, 2, _proposal(2, 0));
        _voteBy(2, 3, _proposal(3, 0));
        vm.assertEq(uint256(gov.epochNumber()), 0, "three different proposals, none passes");
    }

    // ---- proposeEpoch: the passed vote ----

    function test_passedVote_updatesPoolAndSplitsFee() public {
        vm.deal(address(pool), 10 ether);
        _afterTimelock();
        PoolGovernance.Proposal memory p = _proposal(7, 1 ether + 1); // 2 wei of dust with 3 operators
        _voteBy(0, 1, p);
        vm.expectEmit(true, false, false, true, address(pool));
        emit Epoch(1, p.state, p.fee);
        vm.prank(_operator(1));
        gov.proposeEpoch(p);

        vm.assertEq(pool.withdrawalsRoot(), p.withdrawals, "withdrawals root on the pool");
        vm.assertEq(pool.exitsRoot(), p.exits, "exits root on the pool");
        vm.assertEq(pool.stateRoot(), p.state, "state root on the pool");
        vm.assertEq(address(gov).balance, p.fee, "governance received the fee");
        vm.assertEq(address(pool).balance, 10 ether - p.fee, "pool paid the fee");
        uint256 share = p.fee / 3;
        for (uint256 i = 0; i < 3; ++i) {
            vm.assertEq(gov.operatorRewards(_operator(i)), share, "equal share, the non-voter included");
        }
        vm.assertEq(address(gov).balance - 3 * share, 2, "dust stays in governance");
    }

    function test_passedVote_zeroFee() public {
        _afterTimelock();
        _voteBy(0, 2, _proposal(1, 0));
        vm.assertEq(uint256(pool.epoch()), 1, "published without a fee");
        vm.assertEq(gov.operatorRewards(_operator(0)), 0, "nothing to share");
    }

    function test_passedVote_feeAbovePoolBalanceReverts() public {
        vm.deal(address(pool), 1 ether);
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 2 ether));
        vm.prank(_operator(1));
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        gov.proposeEpoch(_proposal(1, 2 ether));
        vm.assertEq(uint256(gov.epochNumber()), 0, "nothing changed");
    }

    function test_votesAreCountedPerEpoch() public {
        _afterTimelock();
        _voteBy(0, 2, _proposal(1, 0));
        vm.warp(block.timestamp + INTERVAL);
        _voteBy(0, 1, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 1, "the old round's votes do not count");
        vm.assertEq(gov.voteCounter(1, _hash(_proposal(1, 0))), 1, "fresh count");
        vm.assertEq(gov.votes(0, _operator(0)), _hash(_proposal(1, 0)), "old vote kept for the record");
    }

    // ---- re-voting ----

    function test_revote_movesTheCount() public {
        _afterTimelock();
        PoolGovernance.Proposal memory a = _proposal(1, 0);
        PoolGovernance.Proposal memory b = _proposal(2, 0);
        _voteBy(0, 1, a);
        _voteBy(0, 1, b);
        vm.assertEq(gov.votes(0, _operator(0)), _hash(b), "vote replaced");
        vm.assertEq(gov.voteCounter(0, _hash(a)), 0, "old proposal lost the vote");
        vm.assertEq(gov.voteCounter(0, _hash(b)), 1, "new proposal has it");
        _voteBy(1, 2, a);
        vm.assertEq(uint256(gov.epochNumber()), 0, "a moved vote cannot be counted twice");
        _voteBy(2, 3, b);
        vm.assertEq(uint256(gov.epochNumber()), 1, "passes with two live votes");
        vm.assertEq(pool.withdrawalsRoot(), b.withdrawals, "the re-voted proposal won");
    }

    function test_revote_sameProposalIsNotCountedTwice() public {
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        _voteBy(0, 1, _proposal(1, 0));
        vm.assertEq(gov.voteCounter(0, _hash(_proposal(1, 0))), 1, "one vote");
        vm.assertEq(uint256(gov.epochNumber()), 0, "one operator alone cannot pass");
    }

    function test_revote_hashCoversTheFee() public {
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        _voteBy(1, 2, _proposal(1, 1));
        vm.assertEq(uint256(gov.epochNumber()), 0, "same roots with another fee is another proposal");
    }

    // ---- operator rewards ----

    function test_withdrawRewards_paysOperatorShare() public {
        _passEpochWithFee(0.3 ether);
        address op = _operator(2);
        vm.prank(op);
        gov.withdrawRewards();
        vm.assertEq(op.balance, 0.1 ether, "operator paid its share");
        vm.assertEq(gov.operatorRewards(op), 0, "share cleared");
        vm.assertEq(address(gov).balance, 0.2 ether, "others' shares stay");
    }

    function test_withdrawRewards_revertsWithNothingToWithdraw() public {
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.ZeroAmount.selector);
        gov.withdrawRewards();
    }

    function test_withdrawRewards_revertsTheSecondTime() public {
        _passEpochWithFee(0.3 ether);
        vm.prank(_operator(0));
        gov.withdrawRewards();
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.ZeroAmount.selector);
        gov.withdrawRewards();
    }

    function test_withdrawRewards_revertsForNonOperator() public {
        vm.prank(STRANGER);
        vm.expectRevert(PoolGovernance.Unauthorized.selector);
        gov.withdrawRewards();
    }

    function test_withdrawRewards_operatorRefusingEth() public {
        _passEpochWithFee(0.3 ether);
        vm.etch(_operator(0), RejectEth.CODE);
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.CallTransferFailed.selector);
        gov.withdrawRewards();
        vm.assertEq(gov.operatorRewards(_operator(0)), 0.1 ether, "share kept after the failed transfer");
    }

    // ---- addOperators / deleteOperators ----

    function test_addOperators() public {
        gov.addOperators(addressList(_operator(3), _operator(4)));
        vm.assertEq(gov.getOperators().length, 5, "five operators");
        vm.assertTrue(gov.isOperator(_operator(4)), "new operator");
        vm.assertEq(gov.operators(4), _operator(4), "appended");
    }

    function test_addOperators_revertsOnExistingOperator() public {
        vm.expectRevert(abi.encodeWithSelector(PoolGovernance.ExistingOperator.selector, _operator(2)));
        gov.addOperators(addressList(_operator(3), _operator(2)));
        vm.assertFalse(gov.isOperator(_operator(3)), "nothing added");
    }

    function test_addOperators_onlyOwner() public {
        vm.prank(_operator(0));
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        gov.addOperators(addressList(_operator(3)));
    }

    function test_deleteOperators_removesAndRefundsRewardsToPool() public {
        _passEpochWithFee(0.3 ether);
        uint256 poolBefore = address(pool).balance;
        gov.deleteOperators(addressList(_operator(1)));

        vm.assertFalse(gov.isOperator(_operator(1)), "no longer an operator");
        address[] memory ops = gov.getOperators();
        vm.assertEq(ops.length, 2, "two left");
        vm.assertTrue(ops[0] != _operator(1) && ops[1] != _operator(1), "removed from the list");
        vm.assertEq(gov.operatorRewards(_operator(1)), 0, "rewards taken away");
        vm.assertEq(address(pool).balance, poolBefore + 0.1 ether, "rewards back in the pool");
        vm.assertEq(address(gov).balance, 0.2 ether, "remaining operators' shares stay");

        vm.prank(_operator(1));
        vm.expectRevert(PoolGovernance.Unauthorized.selector);
        gov.withdrawRewards();
    }

    function test_deleteOperators_dropsTheirVote() public {
        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        gov.deleteOperators(addressList(_operator(0)));
        vm.assertEq(gov.voteCounter(0, _hash(_proposal(1, 0))), 0, "removed operator's vote dropped");
        vm.assertEq(gov.votes(0, _operator(0)), bytes32(0), "vote cleared");
        _voteBy(1, 2, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 0, "1 of 2 live votes does not pass");
    }

    function test_deleteOperators_repeatedVoteRechecksThreshold() public {
        _deploy(4);
        _afterTimelock();
        _voteBy(0, 2, _proposal(1, 0)); // 2 of 4: 50%
        gov.deleteOperators(addressList(_operator(3)));
        _voteBy(0, 1, _proposal(1, 0)); // same vote again, now 2 of 3
        vm.assertEq(uint256(gov.epochNumber()), 1, "passes without double counting");
    }

    function test_deleteOperators_withoutRewardsAndUnknownAddress() public {
        gov.deleteOperators(addressList(_operator(2), STRANGER));
        vm.assertEq(gov.getOperators().length, 2, "only the operator was removed");
    }

    function test_deleteOperators_downToOneBlocksVoting() public {
        gov.deleteOperators(addressList(_operator(1), _operator(2)));
        _afterTimelock();
        vm.prank(_operator(0));
        vm.expectRevert(PoolGovernance.NotEnoughOperators.selector);
        gov.proposeEpoch(_proposal(1, 0));
    }

    function test_deleteOperators_canBeAddedAgain() public {
        gov.deleteOperators(addressList(_operator(0)));
        gov.addOperators(addressList(_operator(0)));
        vm.assertTrue(gov.isOperator(_operator(0)), "re-added");
        vm.assertEq(gov.getOperators().length, 3, "three again");
    }

    function test_deleteOperators_onlyOwner() public {
        vm.prank(_operator(0));
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        gov.deleteOperators(addressList(_operator(1)));
    }

    // ---- updateInterval ----

    function test_updateInterval_changesTheTimelock() public {
        gov.updateInterval(1 days);
        vm.assertEq(uint256(gov.epochInterval()), 1 days, "stored");
        vm.warp(START + 1 days);
        _voteBy(0, 2, _proposal(1, 0));
        vm.assertEq(uint256(gov.epochNumber()), 1, "passes after the shorter interval");
    }

    function test_updateInterval_onlyOwner() public {
        vm.prank(STRANGER);
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        gov.updateInterval(1);
    }

    // ---- transferPoolOwnership ----

    function test_transferPoolOwnership() public {
        vm.expectEmit(true, true, false, true, address(pool));
        emit OwnershipTransferred(address(gov), STRANGER);
        gov.transferPoolOwnership(STRANGER);
        vm.assertEq(pool.owner(), STRANGER, "pool has a new owner");

        _afterTimelock();
        _voteBy(0, 1, _proposal(1, 0));
        vm.prank(_operator(1));
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        gov.proposeEpoch(_proposal(1, 0));
    }

    function test_transferPoolOwnership_onlyOwner() public {
        vm.prank(_operator(0));
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        gov.transferPoolOwnership(STRANGER);
    }

    // ---- receive ----

    function test_receive_acceptsEthFromThePool() public {
        vm.deal(address(pool), 1 ether);
        vm.prank(address(pool));
        (bool ok,) = address(gov).call{value: 1 ether}("");
        vm.assertTrue(ok, "pool may pay governance");
        vm.assertEq(address(gov).balance, 1 ether, "received");
    }

    function test_receive_rejectsEthFromOthers() public {
        vm.deal(STRANGER, 1 ether);
        vm.prank(STRANGER);
        (bool ok, bytes memory reason) = address(gov).call{value: 1 ether}("");
        vm.assertFalse(ok, "stranger's ETH refused");
        vm.assertEq(
            keccak256(reason), keccak256(abi.encodeWithSelector(PoolGovernance.Unauthorized.selector)), "Unauthorized"
        );
        vm.assertEq(address(gov).balance, 0, "nothing received");
    }

    // ---- helpers ----

    function _deploy(uint256 operatorCount) internal {
        address[] memory ops = new address[](operatorCount);
        for (uint256 i = 0; i < operatorCount; ++i) {
            ops[i] = _operator(i);
        }
        gov = new PoolGovernance(ops, address(0));
        pool = SmoothlyPool(payable(address(gov.pool())));
    }

    function _operator(uint256 i) internal pure returns (address) {
        return address(uint160(0x0900 + i));
    }

    function _afterTimelock() internal {
        vm.warp(uint256(gov.lastEpoch()) + gov.epochInterval());
    }

    function _proposal(uint256 seed, uint256 fee) internal pure returns (PoolGovernance.Proposal memory) {
        return PoolGovernance.Proposal({
            withdrawals: keccak256(abi.encode("withdrawals", seed)),
            exits: keccak256(abi.encode("exits", seed)),
            state: keccak256(abi.encode("state", seed)),
            fee: fee
        });
    }

    function _hash(PoolGovernance.Proposal memory p) internal pure returns (bytes32) {
        return keccak256(abi.encode(p.withdrawals, p.exits, p.state, p.fee));
    }

    /// Operators [from, to) vote for `p`.
    function _voteBy(uint256 from, uint256 to, PoolGovernance.Proposal memory p) internal {
        for (uint256 i = from; i < to; ++i) {
            vm.prank(_operator(i));
            gov.proposeEpoch(p);
        }
    }

    function _passEpochWithFee(uint256 fee) internal {
        vm.deal(address(pool), address(pool).balance + fee);
        _afterTimelock();
        _voteBy(0, 2, _proposal(99, fee));
        vm.assertEq(uint256(gov.epochNumber()), 1, "epoch passed");
    }
}
