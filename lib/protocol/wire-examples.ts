// The answers the deployed servers send, written out by hand from their documentation (docs/api.md). Tests hold the
// page's reader and every mock against these, never against each other: the first version's page and local oracle
// agreed on a proof shape the real API never sent, and every test passed while real users saw nothing.

const NODE_A = "0x2f0c1d5e9c6b1a7c0c3a3d8e3b1f5a6c7d8e9f00112233445566778899aabbcc";
const NODE_B = "0x9a8b7c6d5e4f30211203f4e5d6c7b8a99887766554433221100ffeeddccbbaa9";
const OWNER = "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65";

const FULL_RECORD = {
  index: 101,
  eth1: OWNER,
  rewards: { type: "BigNumber", hex: "0x05f5e100" },
  stake: { type: "BigNumber", hex: "0xb1a2bc2ec50000" },
  slashMiss: 0,
  slashFee: 0,
  firstBlockProposed: true,
  firstMissedSlot: false,
  excludeRebalance: false,
  exitRequested: false,
  active: true,
  deactivated: false,
};

/** The dashboard server's answers. */
export const DASHBOARD_EXAMPLES = {
  pooldata: {
    validators: [FULL_RECORD, { index: 104 }],
    withdrawals: { proof: [[NODE_A, NODE_B], [101, 102], { type: "BigNumber", hex: "0x05f5e100" }] },
    exits: { proof: [] },
  },
  registerValidate: {
    ok: true,
    data: [
      { index: 104, status: "ok" },
      { index: 101, status: "already registered" },
    ],
  },
  poolstats: {
    awaiting_activation: 1,
    activated: 4,
    total_value_period: { type: "BigNumber", hex: "0x2386f26fc10000" },
  },
} as const;

/** The oracle's own answers, errors included (those come with HTTP 200). */
export const ORACLE_EXAMPLES = {
  validators: { data: [FULL_RECORD, { index: 104 }] },
  validatorsError: { status: 500, err: "NETWORK_ERROR" },
  tree: { proof: [[NODE_A, NODE_B], [101, 102], { type: "BigNumber", hex: "0x05f5e100" }] },
  treeEmpty: { proof: [] },
  treeNotFound: { status: 404, err: "Tree not found" },
  poolstats: {
    awaiting_activation: 1,
    activated: 4,
    total_rewards: { type: "BigNumber", hex: "0x0de0b6b3a7640000" },
    total_stake: { type: "BigNumber", hex: "0x06f05b59d3b20000" },
    total_value_period: { type: "BigNumber", hex: "0x2386f26fc10000" },
    total_miss: { type: "BigNumber", hex: "0x00" },
    total_fee: { type: "BigNumber", hex: "0x00" },
  },
  treeDump: {
    format: "standard-v1",
    tree: [NODE_A, NODE_B, NODE_A],
    values: [{ value: [OWNER, [101, 102], { type: "BigNumber", hex: "0x05f5e100" }], treeIndex: 2 }],
    leafEncoding: ["address", "uint[]", "uint"],
  },
} as const;

/**
 * Why `actual` does not have the example's shape, or null when it does: objects with the same keys, lists whose every
 * item has the shape of one of the example's items (an empty example list admits only an empty list), and the same
 * kinds of scalars. Values are not compared.
 */
export function shapeMismatch(actual: unknown, example: unknown, path = "(root)"): string | null {
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return `${path}: expected a list, got ${JSON.stringify(actual)}`;
    if (example.length === 0) return actual.length === 0 ? null : `${path}: expected an empty list`;
    for (const [i, item] of actual.entries()) {
      const reasons = example.map((one) => shapeMismatch(item, one, `${path}.${i}`));
      if (!reasons.includes(null)) return reasons[0] ?? `${path}.${i}: no matching shape`;
    }
    return null;
  }
  if (typeof example === "object" && example !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) {
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    }
    const want = Object.keys(example).sort().join(",");
    const got = Object.keys(actual).sort().join(",");
    if (want !== got) return `${path}: expected keys ${want}, got ${got}`;
    for (const [key, value] of Object.entries(example)) {
      const reason = shapeMismatch((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
      if (reason) return reason;
    }
    return null;
  }
  return typeof actual === typeof example ? null : `${path}: expected a ${typeof example}, got ${typeof actual}`;
}
