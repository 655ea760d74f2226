// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {PoolGovernance} from "../../src/PoolGovernance.sol";
import {SmoothlyPool} from "../../src/SmoothlyPool.sol";
import {TestBase} from "../utils/Vm.sol";
import {StandardMerkle} from "../utils/StandardMerkle.sol";

/// Drives pool and governance through random sequences and keeps its own ghost books (claims it
/// expects to be paid, votes it cast, the live operators) that the invariants compare with the chain.
/// Every call's outcome is predicted from those books and asserted: an expected revert must revert
/// with its exact error, and anything else must succeed, so the run fails on any surprise
/// (`fail_on_revert = true`). It owns governance (it deploys it).
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

    // Ghost books of the pool.
    uint256 public poolIn;
    uint256 public poolOut;
    uint256 public dust;
    uint256 public epochsPassed;
    /// Claims the handler expected to pay (each asserted to have paid its leaf exactly).
    uint256 public claimsPaid;
    /// claimant => epoch => leaf amount the handler expects that claim to pay (0: nothing claimable)
    mapping(address => mapping(uint64 => uint256)) public rewardsDue;
    mapping(address => mapping(uint64 => uint256)) public stakeDue;
    /// claimant => epoch => wei actually received for that claim
    mapping(address => mapping(uint64 => uint256)) public rewardsPaid;
    mapping(address => mapping(uint64 => uint256)) public stakePaid;

    // Ghost books of governance.
    address[] internal _liveOperators;
    /// round => operator => proposal hash it voted for (cleared when the operator is removed)
    mapping(uint256 => mapping(address => bytes32)) public ghostVote;
    /// round => every proposal hash voted for in that round
    mapping(uint256 => bytes32[]) internal _roundProposals;
    mapping(uint256 => mapping(bytes32 => bool)) internal _seenProposal;
    /// epochs passed => live operators that voted for the passing proposal, and how many were live
    uint256[] public passSupporters;
    uint256[] public passOperators;
    /// operator => its unclaimed share of the epoch fees
    mapping(address => uint256) public ghostOperatorRewards;

    constructor() {
        address[] memory ops = new address[](3);
        for (uint256 i = 0; i < 3; ++i) {
            ops[i] = candidate(i);
            _liveOperators.push(candidate(i));
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

    function liveOperators() external view returns (address[] memory) {
        return _liveOperators;
    }

    function roundProposals(uint256 round) external view returns (bytes32[] memory) {
        return _roundProposals[round];
    }

    function passCount() external view returns (uint256) {
        return passSupporters.length;
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
        uint256 i = who % CLAIMANTS;
        address c = claimant(i);
        uint256 amount = _rewardsAmount[c];
        bytes32[] memory proof = StandardMerkle.proof(_rewardsTree, StandardMerkle.leaf(c, claimantIndexes(i), amount));
        uint64 epoch = pool.epoch();
        bool payable_ = _expectClaimOutcome(amount, rewardsPaid[c][epoch] > 0);
        uint256 before = c.balance;
        vm.prank(c);
        pool.withdrawRewards(proof, claimantIndexes(i), amount);
        if (payable_) rewardsPaid[c][epoch] += _recordPayout(c, before, amount);
    }

    function claimStake(uint256 who) external {
        if (_exitsTree.length == 0) return;
        uint256 i = who % CLAIMANTS;
        address c = claimant(i);
        uint256 amount = _exitsAmount[c];
        bytes32[] memory proof = StandardMerkle.proof(_exitsTree, StandardMerkle.leaf(c, claimantIndexes(i), amount));
        uint64 epoch = pool.epoch();
        bool payable_ = _expectClaimOutcome(amount, stakePaid[c][epoch] > 0);
        uint256 before = c.balance;
        vm.prank(c);
        pool.withdrawStake(proof, claimantIndexes(i), amount);
        if (payable_) stakePaid[c][epoch] += _recordPayout(c, before, amount);
    }

    /// A claim for one wei more than the leaf, or with another claimant's leaf: never pays.
    function claimWrongLeaf(uint256 who, bool stake, bool inflate) external {
        bytes32[] storage tree = stake ? _exitsTree : _rewardsTree;
        if (tree.length == 0) return;
        uint256 i = who % CLAIMANTS;
        address owner_ = claimant(i);
        address caller = inflate ? owner_ : claimant((i + 1) % CLAIMANTS);
        uint256 amount = stake ? _exitsAmount[owner_] : _rewardsAmount[owner_];
        bytes32[] memory proof = StandardMerkle.proof(tree, StandardMerkle.leaf(owner_, claimantIndexes(i), amount));
        if (inflate) ++amount;
        vm.prank(caller);
        vm.expectRevert(SmoothlyPool.IncorrectProof.selector);
        if (stake) pool.withdrawStake(proof, claimantIndexes(i), amount);
        else pool.withdrawRewards(proof, claimantIndexes(i), amount);
    }

    /// Anyone but governance trying to move the epoch.
    function rogueUpdateEpoch(uint256 who) external {
        address caller = who % 3 == 0 ? claimant(who % CLAIMANTS) : who % 3 == 1 ? candidate(who % 3) : address(this);
        vm.prank(caller);
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        pool.updateEpoch(bytes32(who), bytes32(who), bytes32(who), 0);
    }

    // ---- actions on governance ----

    /// One operator votes; this often leaves a vote to be moved later, and sometimes completes a
    /// majority that earlier stray votes started.
    function strayVote(uint256 operatorSeed, uint256 proposalSeed, uint256 fee) external {
        _warpPastTimelock();
        _vote(_liveOperators[operatorSeed % _liveOperators.length], _proposal(proposalSeed, fee));
    }

    /// All operators vote for one proposal until it passes.
    function passEpoch(uint256 proposalSeed, uint256 fee) external {
        _warpPastTimelock();
        PoolGovernance.Proposal memory p = _proposal(proposalSeed, fee);
        uint64 round = gov.epochNumber();
        address[] memory ops = _liveOperators;
        for (uint256 i = 0; i < ops.length && gov.epochNumber() == round; ++i) {
            _vote(ops[i], p);
        }
        vm.assertEq(uint256(gov.epochNumber()), uint256(round) + 1, "a unanimous vote passes");
    }

    function operatorWithdraw(uint256 seed) external {
        address op = candidate(seed % CANDIDATES);
        uint256 owed = ghostOperatorRewards[op];
        if (!gov.isOperator(op)) vm.expectRevert(PoolGovernance.Unauthorized.selector);
        else if (owed == 0) vm.expectRevert(PoolGovernance.ZeroAmount.selector);
        uint256 before = op.balance;
        vm.prank(op);
        gov.withdrawRewards();
        vm.assertEq(op.balance - before, owed, "operator paid its share exactly");
        ghostOperatorRewards[op] = 0;
    }

    function removeOperator(uint256 seed) external {
        if (_liveOperators.length <= 2) return;
        uint256 at = seed % _liveOperators.length;
        address op = _liveOperators[at];
        uint256 round = gov.epochNumber();
        uint256 poolBefore = address(pool).balance;
        gov.deleteOperators(addressList(op));
        vm.assertEq(address(pool).balance - poolBefore, ghostOperatorRewards[op], "unclaimed share refunded");
        poolIn += ghostOperatorRewards[op];
        ghostOperatorRewards[op] = 0;
        delete ghostVote[round][op];
        _liveOperators[at] = _liveOperators[_liveOperators.length - 1];
        _liveOperators.pop();
    }

    function addOperator(uint256 seed) external {
        address c = candidate(seed % CANDIDATES);
        if (_isLive(c)) vm.expectRevert(abi.encodeWithSelector(PoolGovernance.ExistingOperator.selector, c));
        else _liveOperators.push(c);
        gov.addOperators(addressList(c));
    }

    /// Only the pool may pay governance.
    function payGovernance(uint256 who, uint256 amount) external {
        address payer = who % 2 == 0 ? claimant(who % CLAIMANTS) : candidate(who % CANDIDATES);
        amount = bound(amount, 1, 1 ether);
        vm.deal(payer, payer.balance + amount);
        vm.prank(payer);
        (bool ok, bytes memory reason) = address(gov).call{value: amount}("");
        vm.assertFalse(ok, "governance took ETH from someone other than the pool");
        vm.assertEq(bytes32(reason), bytes32(PoolGovernance.Unauthorized.selector), "refused as Unauthorized");
    }

    // ---- internals ----

    /// Announces the revert a claim must give, or returns true when it must pay.
    function _expectClaimOutcome(uint256 amount, bool claimed) internal returns (bool) {
        if (claimed) vm.expectRevert(SmoothlyPool.AlreadyClaimed.selector);
        else if (amount == 0) vm.expectRevert(SmoothlyPool.ZeroAmount.selector);
        else if (address(pool).balance < amount) vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        else return true;
        return false;
    }

    function _vote(address op, PoolGovernance.Proposal memory p) internal {
        uint64 round = gov.epochNumber();
        bytes32 hash = keccak256(abi.encode(p.withdrawals, p.exits, p.state, p.fee));
        vm.prank(op);
        gov.proposeEpoch(p);
        ghostVote[round][op] = hash;
        if (!_seenProposal[round][hash]) {
            _seenProposal[round][hash] = true;
            _roundProposals[round].push(hash);
        }

        uint256 operatorCount = _liveOperators.length;
        uint256 supporters = _supporters(round, hash);
        bool passed = gov.epochNumber() != round;
        // Liveness here; the invariants check that nothing passed below the threshold.
        if (supporters * 100 >= 66 * operatorCount) vm.assertTrue(passed, "a 66% majority passes the epoch");
        if (!passed) return;

        ++epochsPassed;
        passSupporters.push(supporters);
        passOperators.push(operatorCount);
        dust += p.fee % operatorCount;
        poolOut += p.fee;
        for (uint256 i = 0; i < operatorCount; ++i) {
            ghostOperatorRewards[_liveOperators[i]] += p.fee / operatorCount;
        }
        _adopt(_seedOf[hash]);
    }

    function _supporters(uint256 round, bytes32 hash) internal view returns (uint256 count) {
        for (uint256 i = 0; i < _liveOperators.length; ++i) {
            if (ghostVote[round][_liveOperators[i]] == hash) ++count;
        }
    }

    function _isLive(address op) internal view returns (bool) {
        for (uint256 i = 0; i < _liveOperators.length; ++i) {
            if (_liveOperators[i] == op) return true;
        }
        return false;
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

    /// The passed proposal's trees become claimable in the pool's new epoch.
    function _adopt(uint256 seed) internal {
        uint64 epoch = pool.epoch();
        uint256[] memory amounts;
        (_rewardsTree, amounts) = _trees(seed, true);
        for (uint256 i = 0; i < CLAIMANTS; ++i) {
            _rewardsAmount[claimant(i)] = amounts[i];
            rewardsDue[claimant(i)][epoch] = amounts[i];
        }
        (_exitsTree, amounts) = _trees(seed, false);
        for (uint256 i = 0; i < CLAIMANTS; ++i) {
            _exitsAmount[claimant(i)] = amounts[i];
            stakeDue[claimant(i)][epoch] = amounts[i];
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

    /// Books a claim the handler expected to pay and asserts the claimant received exactly its leaf.
    function _recordPayout(address c, uint256 before, uint256 amount) internal returns (uint256 received) {
        received = c.balance - before;
        vm.assertEq(received, amount, "claim paid its leaf amount");
        ++claimsPaid;
        poolOut += received;
    }

    function _warpPastTimelock() internal {
        uint256 due = uint256(gov.lastEpoch()) + gov.epochInterval();
        if (block.timestamp < due) vm.warp(due);
    }
}
