// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {PoolGovernance} from "../src/PoolGovernance.sol";
import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase} from "./utils/Vm.sol";
import {StandardMerkle} from "./utils/StandardMerkle.sol";

/// A claimant contract whose receive() claims again while the payout is still in progress. It swallows
/// the inner call's failure and keeps its revert data, so the outer claim completes and the test can
/// see whether the re-entry was refused and why.
contract ReentrantClaimer {
    enum Target {
        None,
        PoolRewards,
        PoolStake,
        Governance
    }

    SmoothlyPool internal immutable pool;
    PoolGovernance internal immutable gov;
    Target public reenterInto;
    bytes32[] internal _proof;
    uint64[] internal _indexes;
    uint256 internal _amount;

    uint256 public reentries;
    bool public reentrySucceeded;
    bytes public reentryError;

    constructor(SmoothlyPool pool_, PoolGovernance gov_) {
        pool = pool_;
        gov = gov_;
    }

    /// Claims the pool's rewards (or bond) leaf; receive() re-enters into `reenter` with the same leaf.
    function claim(bool stake, Target reenter, bytes32[] calldata proof, uint64[] calldata indexes, uint256 amount)
        external
    {
        reenterInto = reenter;
        _proof = proof;
        _indexes = indexes;
        _amount = amount;
        if (stake) pool.withdrawStake(proof, indexes, amount);
        else pool.withdrawRewards(proof, indexes, amount);
    }

    function claimOperatorRewards() external {
        reenterInto = Target.Governance;
        gov.withdrawRewards();
    }

    receive() external payable {
        Target target = reenterInto;
        if (target == Target.None) return;
        reenterInto = Target.None; // one re-entry per payout is enough to double-spend
        ++reentries;
        bytes memory call;
        address to;
        if (target == Target.Governance) {
            (to, call) = (address(gov), abi.encodeCall(PoolGovernance.withdrawRewards, ()));
        } else {
            bytes4 selector = target == Target.PoolStake
                ? SmoothlyPool.withdrawStake.selector
                : SmoothlyPool.withdrawRewards.selector;
            (to, call) = (address(pool), abi.encodeWithSelector(selector, _proof, _indexes, _amount));
        }
        (bool ok, bytes memory reason) = to.call(call);
        reentrySucceeded = ok;
        reentryError = reason;
    }
}

contract ReentrancyTest is TestBase {
    uint256 internal constant POOL_FUNDS = 10 ether;
    uint64 internal constant INDEX = 42;
    address internal constant OPERATOR_1 = address(0x0E1);
    address internal constant OPERATOR_2 = address(0x0E2);

    PoolGovernance internal gov;
    SmoothlyPool internal pool;
    ReentrantClaimer internal attacker;

    function setUp() public {
        vm.warp(1_700_000_000);
        pool = new SmoothlyPool();
        gov = new PoolGovernance(addressList(OPERATOR_1, OPERATOR_2), address(0));
        attacker = new ReentrantClaimer(pool, gov);
    }

    // ---- the pool pays each leaf once, even to a claimant that re-enters from receive() ----

    function test_rewardsClaimReenteringRewardsPaysOnce() public {
        (bytes32[] memory proof, uint256 amount) = _publishLeafFor(address(attacker), 0.3 ether, true);
        attacker.claim(false, ReentrantClaimer.Target.PoolRewards, proof, indexList(INDEX), amount);
        _assertReentryRefused(SmoothlyPool.AlreadyClaimed.selector);
        vm.assertEq(address(attacker).balance, 300000000000000000, "attacker received the leaf once");
        vm.assertEq(address(pool).balance, 9700000000000000000, "pool paid the leaf once");
    }

    function test_stakeClaimReenteringStakePaysOnce() public {
        (bytes32[] memory proof, uint256 amount) = _publishLeafFor(address(attacker), 0.05 ether, false);
        attacker.claim(true, ReentrantClaimer.Target.PoolStake, proof, indexList(INDEX), amount);
        _assertReentryRefused(SmoothlyPool.AlreadyClaimed.selector);
        vm.assertEq(address(attacker).balance, 50000000000000000, "attacker received the bond once");
        vm.assertEq(address(pool).balance, 9950000000000000000, "pool paid the bond once");
    }

    /// Rewards and bonds are separate claims, so re-entering the other one is refused only by its
    /// own proof: the rewards leaf is no exits leaf.
    function test_rewardsClaimReenteringStakeIsRefusedByTheProof() public {
        (bytes32[] memory proof, uint256 amount) = _publishLeafFor(address(attacker), 0.3 ether, true);
        attacker.claim(false, ReentrantClaimer.Target.PoolStake, proof, indexList(INDEX), amount);
        _assertReentryRefused(SmoothlyPool.IncorrectProof.selector);
        vm.assertEq(address(attacker).balance, 300000000000000000, "only the rewards leaf was paid");
        vm.assertEq(address(pool).balance, 9700000000000000000, "pool paid one leaf");
    }

    /// After a re-entered claim, a plain second claim in the same epoch is still refused.
    function test_reentrantClaimantCannotClaimAgainLater() public {
        (bytes32[] memory proof, uint256 amount) = _publishLeafFor(address(attacker), 0.3 ether, true);
        attacker.claim(false, ReentrantClaimer.Target.PoolRewards, proof, indexList(INDEX), amount);
        vm.expectRevert(SmoothlyPool.AlreadyClaimed.selector);
        attacker.claim(false, ReentrantClaimer.Target.None, proof, indexList(INDEX), amount);
        vm.assertEq(address(attacker).balance, 300000000000000000, "still paid once");
    }

    // ---- governance pays an operator's share once ----

    function test_operatorWithdrawReenteringPaysOnce() public {
        gov.addOperators(addressList(address(attacker)));
        vm.deal(address(gov.pool()), POOL_FUNDS);
        // Three operators share a 0.3 ether fee: 0.1 ether each.
        _passEpoch(0.3 ether);
        vm.assertEq(gov.operatorRewards(address(attacker)), 100000000000000000, "attacker's share");

        attacker.claimOperatorRewards();
        _assertReentryRefused(PoolGovernance.ZeroAmount.selector);
        vm.assertEq(address(attacker).balance, 100000000000000000, "operator paid its share once");
        vm.assertEq(address(gov).balance, 200000000000000000, "the other two shares stay in governance");
        vm.assertEq(gov.operatorRewards(address(attacker)), 0, "share cleared");
    }

    // ---- helpers ----

    /// Publishes a two-leaf tree (the given claimant and a bystander) as the pool's rewards or exits root.
    function _publishLeafFor(address account, uint256 amount, bool rewards)
        internal
        returns (bytes32[] memory proof, uint256)
    {
        vm.deal(address(pool), POOL_FUNDS);
        bytes32[] memory leaves = new bytes32[](2);
        leaves[0] = StandardMerkle.leaf(account, indexList(INDEX), amount);
        leaves[1] = StandardMerkle.leaf(address(0xB0B), indexList(7), 1 ether);
        bytes32[] memory tree = StandardMerkle.build(leaves);
        if (rewards) pool.updateEpoch(tree[0], bytes32(0), bytes32(0), 0);
        else pool.updateEpoch(bytes32(0), tree[0], bytes32(0), 0);
        return (StandardMerkle.proof(tree, leaves[0]), amount);
    }

    function _assertReentryRefused(bytes4 error) internal view {
        vm.assertEq(attacker.reentries(), 1, "receive() re-entered once");
        vm.assertFalse(attacker.reentrySucceeded(), "the re-entered claim was refused");
        vm.assertEq(bytes32(attacker.reentryError()), bytes32(error), "refused with the expected error");
    }

    function _passEpoch(uint256 fee) internal {
        vm.warp(block.timestamp + 7 days);
        PoolGovernance.Proposal memory p = PoolGovernance.Proposal(bytes32(uint256(1)), 0, 0, fee);
        vm.prank(OPERATOR_1);
        gov.proposeEpoch(p);
        vm.prank(OPERATOR_2);
        gov.proposeEpoch(p);
        vm.assertEq(uint256(gov.epochNumber()), 1, "epoch passed");
    }
}
