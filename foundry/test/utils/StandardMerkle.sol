// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

/// The OpenZeppelin StandardMerkleTree (npm merkle-tree package) rebuilt in Solidity, so fuzz tests
/// can make trees from random inputs. MerkleFixtures.t.sol proves it gives the JS library's roots.
library StandardMerkle {
    /// Leaf for types ["address", "uint256[]", "uint256"].
    function leaf(address account, uint64[] memory indexes, uint256 amount) internal pure returns (bytes32) {
        return keccak256(bytes.concat(keccak256(abi.encode(account, indexes, amount))));
    }

    /// Like StandardMerkleTree.of: leaves sorted ascending, stored reversed at the end of a flat
    /// array, each inner node i hashing its children 2i+1 and 2i+2 as a sorted pair.
    function build(bytes32[] memory leaves) internal pure returns (bytes32[] memory tree) {
        uint256 n = leaves.length;
        require(n > 0, "StandardMerkle: no leaves");
        bytes32[] memory sorted = _sorted(leaves);
        tree = new bytes32[](2 * n - 1);
        for (uint256 i = 0; i < n; ++i) {
            tree[tree.length - 1 - i] = sorted[i];
        }
        for (uint256 i = tree.length - n; i > 0; --i) {
            uint256 node = i - 1;
            tree[node] = _hashPair(tree[2 * node + 1], tree[2 * node + 2]);
        }
    }

    /// Proof for a leaf of `tree`, in the order OpenZeppelin's getProof returns it.
    function proof(bytes32[] memory tree, bytes32 target) internal pure returns (bytes32[] memory result) {
        uint256 index = type(uint256).max;
        for (uint256 i = tree.length; i > 0; --i) {
            if (tree[i - 1] == target && 2 * (i - 1) + 1 >= tree.length) {
                index = i - 1;
                break;
            }
        }
        require(index != type(uint256).max, "StandardMerkle: leaf not in tree");
        uint256 depth = 0;
        for (uint256 i = index; i > 0; i = (i - 1) / 2) {
            ++depth;
        }
        result = new bytes32[](depth);
        for (uint256 d = 0; d < depth; ++d) {
            result[d] = tree[index % 2 == 1 ? index + 1 : index - 1];
            index = (index - 1) / 2;
        }
    }

    function _hashPair(bytes32 a, bytes32 b) private pure returns (bytes32) {
        return a < b ? keccak256(abi.encodePacked(a, b)) : keccak256(abi.encodePacked(b, a));
    }

    function _sorted(bytes32[] memory values) private pure returns (bytes32[] memory out) {
        out = new bytes32[](values.length);
        for (uint256 i = 0; i < values.length; ++i) {
            bytes32 value = values[i];
            uint256 j = i;
            while (j > 0 && out[j - 1] > value) {
                out[j] = out[j - 1];
                --j;
            }
            out[j] = value;
        }
    }
}
