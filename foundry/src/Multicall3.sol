// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

/// @title The parts of Multicall3 that viem's multicall and MetaMask call
/// @notice Mainnet and holesky hold Multicall3 at 0xcA11bde05977b3631167028862bE2a173976CA11, and the page's batched
/// contract reads (wagmi's useReadContracts: the pool's roots) go through its aggregate3 there. MetaMask 13 reads its
/// accounts' ether on such a chain as aggregate3 calls of Multicall3's own getEthBalance: without it, MetaMask took
/// every balance for 0 and drew each transaction as unaffordable. The local chains shaped like those networks
/// (mocks/chain/place-contracts.ts) get this contract at that address, so the page and the wallet read them as they
/// read the real ones.
/// @dev Written from Multicall3's published interface (aggregate3 and getEthBalance only), not copied.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// Calls each target in order; a failed call reverts the whole unless it allows failure.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }

    /// An account's ether, as a call a batch can hold.
    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }
}
