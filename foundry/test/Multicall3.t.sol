// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import {Multicall3} from "../src/Multicall3.sol";
import {SmoothlyPool} from "../src/SmoothlyPool.sol";
import {TestBase} from "./utils/Vm.sol";

/// aggregate3 as viem calls it: each call's result in order, a failure kept or reverting as the call asks; and
/// getEthBalance inside a batch, as MetaMask reads its accounts' ether.
contract Multicall3Test is TestBase {
    Multicall3 internal multicall;
    SmoothlyPool internal pool;

    function setUp() public {
        multicall = new Multicall3();
        pool = new SmoothlyPool();
    }

    function calls(bool allowFailure) internal view returns (Multicall3.Call3[] memory list) {
        list = new Multicall3.Call3[](2);
        list[0] = Multicall3.Call3(address(pool), false, abi.encodeWithSignature("epoch()"));
        // No such function on the pool: the call fails.
        list[1] = Multicall3.Call3(address(pool), allowFailure, hex"deadbeef");
    }

    function test_aggregate3_returnsEachResultInOrder() public {
        Multicall3.Result[] memory results = multicall.aggregate3(calls(true));
        vm.assertEq(results.length, 2, "two results");
        vm.assertTrue(results[0].success, "epoch() succeeds");
        vm.assertEq(abi.decode(results[0].returnData, (uint256)), 0, "the pool's epoch");
        vm.assertFalse(results[1].success, "the unknown call fails, and is kept");
    }

    function test_aggregate3_revertsOnAFailureNotAllowed() public {
        vm.expectRevert(bytes("Multicall3: call failed"));
        multicall.aggregate3(calls(false));
    }

    function test_getEthBalance_inABatch_isTheAccountsEther() public {
        address owner = address(0xA11CE);
        vm.deal(owner, 10_000 ether);
        Multicall3.Call3[] memory list = new Multicall3.Call3[](2);
        list[0] = Multicall3.Call3(address(multicall), true, abi.encodeCall(Multicall3.getEthBalance, (owner)));
        list[1] = Multicall3.Call3(address(multicall), true, abi.encodeCall(Multicall3.getEthBalance, (address(0xB0B))));
        Multicall3.Result[] memory results = multicall.aggregate3(list);
        vm.assertTrue(results[0].success, "getEthBalance succeeds");
        vm.assertEq(abi.decode(results[0].returnData, (uint256)), 10_000 ether, "the owner's 10,000 ether");
        vm.assertEq(abi.decode(results[1].returnData, (uint256)), 0, "an empty account's 0");
    }
}
