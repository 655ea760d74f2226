/** Published trees for the tests, written the way the deployed oracle writes them (docs/trees.md, for operators). */

export const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
export const DAVE = "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955";
export const ROOT = "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464";
export const OTHER_ROOT = "0x1111111111111111111111111111111111111111111111111111111111111111";

/**
 * Written the way the deployed oracle writes withdrawals.json (not produced by our oracle): types spelled
 * uint[]/uint, addresses lower-cased, indexes as numbers, amounts as ethers' BigNumber JSON.
 */
export const DEPLOYED_DUMP = `{
  "format": "standard-v1",
  "tree": [
    "0xce0d5a11150c9d052b41efaf5950bc2edd2c82726fe542f7caafc42dbadb4464",
    "0xfd505905fb524ae67a04cbbfb9b7f126f94940929a999a73fb7dc03bea9839f8",
    "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
    "0x3eb7c92600d21e1ed48d8b77d735da5eae58b9a424ea00d77a45a57c2c349d86",
    "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5"
  ],
  "values": [
    { "value": ["0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", [101, 102], { "type": "BigNumber", "hex": "0x05f23fbe0a22b000" }], "treeIndex": 3 },
    { "value": ["0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc", [201, 203], { "type": "BigNumber", "hex": "0x04944e83a3c27000" }], "treeIndex": 2 },
    { "value": ["0x976ea74026e726554db657fa54763abd0c3a0aa9", [301], { "type": "BigNumber", "hex": "0x03e8" }], "treeIndex": 4 }
  ],
  "leafEncoding": ["address", "uint[]", "uint"]
}`;

/** The deployed oracle's tree for a cycle that pays nobody. */
export const EMPTY_CYCLE_DUMP = `{"format":"standard-v1","tree":["0x680f7b33070fb1c6dbaba5de7b4b080544a7f8cd4967248d9c2c832762e3e06f"],"values":[{"value":["0x0000000000000000000000000000000000000000",[0],0],"treeIndex":0}],"leafEncoding":["address","uint[]","uint"]}`;

export const ALICE_CLAIM = {
  proof: [
    "0x280767b35478ea33d9be4dc86f0f26fb6d7dc9ae7ce060335ac06a3f5725e8d5",
    "0x5b8ec6dc10575a94fd7886a130bfcbd36c25e81318b9d646cdfe20363d0ea5ba",
  ] as `0x${string}`[],
  indexes: [101, 102],
  amount: 428_475_000_000_000_000n,
};

/**
 * The largest amount a leaf can hold (2^256 - 1 wei) for Alice's validator 101, beside the zero leaf: written by
 * `@openzeppelin/merkle-tree` 1.0.8 (`StandardMerkleTree.of(…, ["address", "uint256[]", "uint256"]).dump()`, a tree
 * built from decimal strings), not by this project's code.
 */
export const LARGEST_AMOUNT_DUMP = `{"format":"standard-v1","leafEncoding":["address","uint256[]","uint256"],"tree":["0x6267a55fcd41f18ea1352cc48a13974f5dcbcc4c2d61ec033d96e4434814887e","0xa83efe7d0ab1f86a6ccbac729d567a9d5adac2faf9a8361c3ed43f91210e55ba","0x680f7b33070fb1c6dbaba5de7b4b080544a7f8cd4967248d9c2c832762e3e06f"],"values":[{"value":["0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",["101"],"115792089237316195423570985008687907853269984665640564039457584007913129639935"],"treeIndex":1},{"value":["0x0000000000000000000000000000000000000000",["0"],"0"],"treeIndex":2}]}`;
