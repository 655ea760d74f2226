// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

/// The forge cheatcodes these tests use (forge-std is not installed: the build runs offline).
interface Vm {
    function deal(address account, uint256 newBalance) external;
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function warp(uint256 newTimestamp) external;
    function chainId(uint256 newChainId) external;
    function etch(address target, bytes calldata code) external;
    function assume(bool condition) external pure;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData, address emitter) external;
    function assertEq(uint256 left, uint256 right, string calldata err) external pure;
    function assertEq(address left, address right, string calldata err) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata err) external pure;
    function assertTrue(bool condition, string calldata err) external pure;
    function assertFalse(bool condition, string calldata err) external pure;
    function assertLt(uint256 left, uint256 right, string calldata err) external pure;
}

/// What forge-std's Test gives: the cheatcode handle and a few helpers.
abstract contract TestBase {
    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));

    /// Maps any fuzzed value into [min, max] without discarding runs.
    function bound(uint256 value, uint256 min, uint256 max) internal pure returns (uint256) {
        require(min <= max, "bound: min > max");
        uint256 size = max - min;
        if (size == type(uint256).max) return value;
        return min + (value % (size + 1));
    }

    function indexList(uint64 a) internal pure returns (uint64[] memory list) {
        list = new uint64[](1);
        list[0] = a;
    }

    function indexList(uint64 a, uint64 b) internal pure returns (uint64[] memory list) {
        list = new uint64[](2);
        list[0] = a;
        list[1] = b;
    }

    function addressList(address a) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = a;
    }

    function addressList(address a, address b) internal pure returns (address[] memory list) {
        list = new address[](2);
        list[0] = a;
        list[1] = b;
    }

    function addressList(address a, address b, address c) internal pure returns (address[] memory list) {
        list = new address[](3);
        list[0] = a;
        list[1] = b;
        list[2] = c;
    }
}

/// Events redeclared so tests can announce the exact log they expect (qualified `emit
/// SmoothlyPool.Registered` needs solc >= 0.8.20).
abstract contract PoolEvents {
    event Registered(address indexed eth1, uint64[] indexes);
    event ExitRequested(address indexed eth1, uint64[] indexes);
    event RewardsWithdrawal(address indexed eth1, uint64[] indexes, uint256 value);
    event StakeWithdrawal(address indexed eth1, uint64[] indexes, uint256 value);
    event StakeAdded(address indexed eth1, uint64 index, uint256 value);
    event Epoch(uint64 indexed epoch, bytes32 stateRoot, uint256 fee);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
}

/// A claimant or operator whose address refuses ETH, to reach CallTransferFailed.
library RejectEth {
    /// Runtime code `PUSH1 0 PUSH1 0 REVERT`: every call to it reverts.
    bytes internal constant CODE = hex"60006000fd";
}
