// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase, PoolEvents, RejectEth} from "./utils/Vm.sol";

/// Unit tests of the pool with this test contract as its owner (governance's role).
contract SmoothlyPoolTest is TestBase, PoolEvents {
    uint256 internal constant BOND = 0.05 ether;
    uint256 internal constant MAX_TOP_UP = 0.015 ether;
    address internal constant OWNER_OF_VALIDATORS = address(0xA11CE);
    address internal constant STRANGER = address(0xBAD);

    SmoothlyPool internal pool;

    // Receives the epoch fee as the pool's owner.
    receive() external payable {}

    function setUp() public {
        pool = new SmoothlyPool();
        vm.deal(OWNER_OF_VALIDATORS, 10 ether);
        vm.deal(STRANGER, 10 ether);
    }

    function test_initialState() public view {
        vm.assertEq(pool.owner(), address(this), "owner is the deployer");
        vm.assertEq(uint256(pool.epoch()), 0, "epoch starts at 0");
        vm.assertEq(pool.withdrawalsRoot(), bytes32(0), "no withdrawals root");
        vm.assertEq(pool.exitsRoot(), bytes32(0), "no exits root");
        vm.assertEq(pool.stateRoot(), bytes32(0), "no state root");
    }

    // ---- registerBulk ----

    function test_registerBulk_oneValidator() public {
        uint64[] memory indexes = indexList(42);
        vm.expectEmit(true, false, false, true, address(pool));
        emit Registered(OWNER_OF_VALIDATORS, indexes);
        vm.prank(OWNER_OF_VALIDATORS);
        pool.registerBulk{value: BOND}(indexes);
        vm.assertEq(address(pool).balance, BOND, "pool keeps the bond");
    }

    function test_registerBulk_severalValidators() public {
        uint64[] memory indexes = indexList(7, 1_000_000);
        vm.expectEmit(true, false, false, true, address(pool));
        emit Registered(OWNER_OF_VALIDATORS, indexes);
        vm.prank(OWNER_OF_VALIDATORS);
        pool.registerBulk{value: 2 * BOND}(indexes);
        vm.assertEq(address(pool).balance, 2 * BOND, "pool keeps both bonds");
    }

    function test_registerBulk_revertsOnUnderpayment() public {
        vm.prank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.NotEnoughEth.selector);
        pool.registerBulk{value: 2 * BOND - 1}(indexList(1, 2));
    }

    function test_registerBulk_revertsOnOverpayment() public {
        vm.prank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.NotEnoughEth.selector);
        pool.registerBulk{value: BOND + 1}(indexList(1));
    }

    function test_registerBulk_revertsWithoutPayment() public {
        vm.prank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.NotEnoughEth.selector);
        pool.registerBulk(indexList(1));
    }

    // ---- requestExit ----

    function test_requestExit_emits() public {
        uint64[] memory indexes = indexList(3, 9);
        vm.expectEmit(true, false, false, true, address(pool));
        emit ExitRequested(OWNER_OF_VALIDATORS, indexes);
        vm.prank(OWNER_OF_VALIDATORS);
        pool.requestExit(indexes);
    }

    // ---- addStake ----

    function test_addStake_atMaximum() public {
        vm.expectEmit(true, false, false, true, address(pool));
        emit StakeAdded(OWNER_OF_VALIDATORS, 12, MAX_TOP_UP);
        vm.prank(OWNER_OF_VALIDATORS);
        pool.addStake{value: MAX_TOP_UP}(12);
        vm.assertEq(address(pool).balance, MAX_TOP_UP, "pool keeps the top-up");
    }

    function test_addStake_oneWei() public {
        vm.expectEmit(true, false, false, true, address(pool));
        emit StakeAdded(OWNER_OF_VALIDATORS, 12, 1);
        vm.prank(OWNER_OF_VALIDATORS);
        pool.addStake{value: 1}(12);
    }

    function test_addStake_revertsOnZero() public {
        vm.prank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.ZeroAmount.selector);
        pool.addStake(12);
    }

    function test_addStake_revertsAboveMaximum() public {
        vm.prank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.AmountTooBig.selector);
        pool.addStake{value: MAX_TOP_UP + 1}(12);
    }

    // ---- updateEpoch ----

    function test_updateEpoch_storesRootsAndPaysFee() public {
        vm.deal(address(pool), 1 ether);
        uint256 ownerBefore = address(this).balance;
        vm.expectEmit(true, false, false, true, address(pool));
        emit Epoch(1, bytes32(uint256(3)), 0.2 ether);
        pool.updateEpoch(bytes32(uint256(1)), bytes32(uint256(2)), bytes32(uint256(3)), 0.2 ether);

        vm.assertEq(uint256(pool.epoch()), 1, "epoch incremented");
        vm.assertEq(pool.withdrawalsRoot(), bytes32(uint256(1)), "withdrawals root stored");
        vm.assertEq(pool.exitsRoot(), bytes32(uint256(2)), "exits root stored");
        vm.assertEq(pool.stateRoot(), bytes32(uint256(3)), "state root stored");
        vm.assertEq(address(this).balance - ownerBefore, 0.2 ether, "owner received the fee");
        vm.assertEq(address(pool).balance, 0.8 ether, "pool paid the fee");
    }

    function test_updateEpoch_zeroFeeStillPublishes() public {
        pool.updateEpoch(bytes32(uint256(1)), bytes32(uint256(2)), bytes32(uint256(3)), 0);
        pool.updateEpoch(bytes32(uint256(4)), bytes32(uint256(5)), bytes32(uint256(6)), 0);
        vm.assertEq(uint256(pool.epoch()), 2, "two epochs");
        vm.assertEq(pool.withdrawalsRoot(), bytes32(uint256(4)), "latest root wins");
    }

    function test_updateEpoch_revertsForNonOwner() public {
        vm.prank(STRANGER);
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        pool.updateEpoch(bytes32(0), bytes32(0), bytes32(0), 0);
    }

    function test_updateEpoch_revertsWhenFeeExceedsBalance() public {
        vm.deal(address(pool), 1 ether);
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        pool.updateEpoch(bytes32(0), bytes32(0), bytes32(0), 1 ether + 1);
        vm.assertEq(uint256(pool.epoch()), 0, "failed update leaves the epoch");
    }

    function test_updateEpoch_revertsWhenOwnerRefusesFee() public {
        address refusing = address(0xFEE);
        vm.etch(refusing, RejectEth.CODE);
        pool.transferOwnership(refusing);
        vm.deal(address(pool), 1 ether);
        vm.prank(refusing);
        vm.expectRevert(SmoothlyPool.CallTransferFailed.selector);
        pool.updateEpoch(bytes32(0), bytes32(0), bytes32(0), 1);
    }

    // ---- ownership and receive ----

    function test_transferOwnership_movesEpochRight() public {
        vm.expectEmit(true, true, false, true, address(pool));
        emit OwnershipTransferred(address(this), STRANGER);
        pool.transferOwnership(STRANGER);
        vm.expectRevert(bytes("Ownable: caller is not the owner"));
        pool.updateEpoch(bytes32(0), bytes32(0), bytes32(0), 0);
        vm.prank(STRANGER);
        pool.updateEpoch(bytes32(0), bytes32(0), bytes32(0), 0);
        vm.assertEq(uint256(pool.epoch()), 1, "new owner moved the epoch");
    }

    function test_receive_acceptsEthFromAnyone() public {
        vm.prank(STRANGER);
        (bool ok,) = address(pool).call{value: 1 ether}("");
        vm.assertTrue(ok, "pool accepts plain ETH");
        vm.assertEq(address(pool).balance, 1 ether, "balance grew");
    }

    // ---- amounts by chain ----

    function test_mainnetChain_asksMainnetAmounts() public {
        vm.chainId(1);
        SmoothlyPool mainnetPool = new SmoothlyPool();
        vm.startPrank(OWNER_OF_VALIDATORS);
        vm.expectRevert(SmoothlyPool.NotEnoughEth.selector);
        mainnetPool.registerBulk{value: 0.05 ether}(indexList(1));
        mainnetPool.registerBulk{value: 1 ether}(indexList(1, 2));
        mainnetPool.addStake{value: 0.15 ether}(1);
        vm.expectRevert(SmoothlyPool.AmountTooBig.selector);
        mainnetPool.addStake{value: 0.15 ether + 1}(1);
        vm.stopPrank();
        vm.assertEq(address(mainnetPool).balance, 1.15 ether, "two 0.5 ETH bonds and one 0.15 ETH top-up");
    }

    function test_otherChains_askHoleskyAmounts() public {
        vm.chainId(17000);
        SmoothlyPool holeskyPool = new SmoothlyPool();
        vm.prank(OWNER_OF_VALIDATORS);
        holeskyPool.registerBulk{value: 0.05 ether}(indexList(1));
        vm.assertEq(address(holeskyPool).balance, 0.05 ether, "one 0.05 ETH bond");
    }
}
