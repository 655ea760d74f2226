import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { StandardMerkleTree } from "@openzeppelin/merkle-tree";
import type { Page } from "@playwright/test";
import { createWalletClient, http, parseEventLogs, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { DEFAULT_TREES_DIR } from "../../mocks/oracle/publish-trees";
import { ALICE, BOB } from "../../mocks/oracle/seed-accounts";
import { gasCost } from "../support/chain-checks";
import { expectConsoleErrors, goneHostErrors } from "../support/console-errors";
import { expect, test } from "../support/fixtures";
import { expectAbsent } from "../support/settled";

test.use({ account: ALICE });

/** What the seed leaves Alice to claim (her activated validators 101, 102 and 105, epoch 3). */
const ALICE_REWARDS = 428_475_000_000_000_000n;
const LATEST_WITHDRAWALS = join(DEFAULT_TREES_DIR, "latest", "withdrawals.json");
const LATEST_EXITS = join(DEFAULT_TREES_DIR, "latest", "exits.json");

/** The pool API is down for the page: every request to it fails as a stopped server's would. */
async function stopApiForPage(page: Page, apiUrl: string): Promise<void> {
  await page.route(`${apiUrl.replace(/\/$/, "")}/**`, (route) => route.abort("connectionrefused"));
}

/** Takes the errors the stopped API causes (logged, by design), and leaves anything else for the fixture's check. */
function takeApiErrors(errors: string[]): void {
  const apiErrors = (e: string) =>
    e.includes("127.0.0.1:8546") || e.includes("Could not load") || e.includes("Failed to load resource");
  const others = errors.filter((e) => !apiErrors(e));
  errors.splice(0, errors.length, ...others);
}

interface DumpValue {
  value: [string, number[], { type: string; hex: string }];
  treeIndex: number;
}
interface Dump {
  format: string;
  tree: string[];
  values: DumpValue[];
  leafEncoding: string[];
}

test("with the API stopped and the site's trees out of reach, Alice claims exactly her leaf from a tree file she chooses", async ({
  dashboard,
  wallet,
  stack,
  site,
  chain,
  consoleErrors,
}) => {
  // The oracle published the tree as a file, in the deployed oracle's form, with the pool's root.
  const dump = JSON.parse(await readFile(LATEST_WITHDRAWALS, "utf8")) as Dump;
  expect(dump).toEqual(await stack.oracle.treeDump("withdrawals"));
  expect(dump.leafEncoding).toEqual(["address", "uint[]", "uint"]);
  const poolRoot = await chain.readContract({
    address: stack.deployment.pool,
    abi: smoothlyPoolAbi,
    functionName: "withdrawalsRoot",
  });
  expect(dump.tree[0]).toBe(poolRoot);
  const leaf = dump.values.find((v) => v.value[0] === ALICE.address.toLowerCase());
  expect(leaf?.value.slice(0, 2)).toEqual([ALICE.address.toLowerCase(), [101, 102, 105]]);
  expect(BigInt(leaf?.value[2].hex ?? 0)).toBe(ALICE_REWARDS);

  await stopApiForPage(dashboard.page, stack.apiUrl);
  // The site's own trees/ folder is gone too: only the file the user chooses can prove the claim.
  await dashboard.page.route(`${site.url}trees/**`, (route) => route.fulfill({ status: 404, body: "" }));
  expectConsoleErrors(consoleErrors, goneHostErrors([`${site.url}trees/`]));
  await dashboard.connect();
  await expect(dashboard.page.getByRole("button", { name: "Claim (amount unknown)" })).toBeDisabled();
  await expect(dashboard.page.getByTestId("claim-note")).toHaveText(
    "Claimable amount unknown: the pool API cannot give it, and no published tree matches the pool's root on chain.",
  );

  await dashboard.page.getByRole("button", { name: "Use a published tree" }).click();
  const dialog = dashboard.page.getByRole("dialog", { name: "Use a published tree" });
  await dialog.getByLabel("Tree file").setInputFiles(LATEST_WITHDRAWALS);
  await expect(dialog.getByRole("status")).toContainText("Rewards of 0.428 ETH for validators 101, 102, 105.");
  await expect(dialog.getByRole("status")).toContainText("Verified against the pool's root (epoch 3)");
  const before = await chain.getBalance({ address: ALICE.address });

  await dialog.getByRole("button", { name: "Claim 0.428 ETH" }).click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");

  expect(wallet.sent).toHaveLength(1);
  const hash = wallet.sent[0]!;
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_REWARDS - (await gasCost(chain, hash)));
  const receipt = await chain.getTransactionReceipt({ hash });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args).toMatchObject({ indexes: [101n, 102n, 105n], value: ALICE_REWARDS });
  takeApiErrors(consoleErrors);
});

test("a tree without her leaf says it has nothing for her, and offers nothing of another's", async ({
  dashboard,
  wallet,
  stack,
  consoleErrors,
}) => {
  // The latest exits tree pays Ivan's 601, Frank's Safe's 501 and Bob's 201: a real tree of the pool's root, with no leaf of
  // Alice's (the Safe's address written out: mocks/oracle/SEED.md).
  const dump = JSON.parse(await readFile(LATEST_EXITS, "utf8")) as Dump;
  expect(dump.values.map((v) => v.value.slice(0, 2))).toEqual([
    ["0x1cbd3b2770909d4e10f157cabc84c7264073c9ec", [601]], // Ivan's, moved by the oracle (mocks/oracle/SEED.md)
    ["0x33527590a0a1980fbca1f9b9906d1ca811348e83", [501]],
    [BOB.address.toLowerCase(), [201]],
  ]);

  await stopApiForPage(dashboard.page, stack.apiUrl);
  await dashboard.connect();
  await dashboard.page.getByRole("button", { name: "Use a published tree" }).click();
  const dialog = dashboard.page.getByRole("dialog", { name: "Use a published tree" });
  await dialog.getByLabel("Tree file").setInputFiles(LATEST_EXITS);
  await expectAbsent(
    () => expect(dialog.getByRole("status")).toHaveText(`This tree has nothing for ${ALICE.address}.`),
    dialog.getByRole("button", { name: /^(Claim|Withdraw bond) / }),
    dialog.getByText("0.050 ETH"),
  );
  expect(wallet.sent).toEqual([]);
  takeApiErrors(consoleErrors);
});

test("a tampered tree is refused before any wallet prompt", async ({
  dashboard,
  wallet,
  stack,
  consoleErrors,
}, testInfo) => {
  const dump = JSON.parse(await readFile(LATEST_WITHDRAWALS, "utf8")) as Dump;
  const alice = dump.values.findIndex((v) => v.value[0] === ALICE.address.toLowerCase());
  const aliceValue = dump.values[alice];
  if (!aliceValue) throw new Error("the seed's tree has Alice's leaf");

  // One amount changed, the rest of the file left as published.
  const edited = structuredClone(dump);
  edited.values[alice]!.value[2] = { type: "BigNumber", hex: "0x0de0b6b3a7640000" }; // 1 ETH
  const editedPath = testInfo.outputPath("withdrawals-edited.json");
  await writeFile(editedPath, JSON.stringify(edited));

  // The same change with every hash rebuilt: a consistent tree, but not the one the pool committed to.
  const rebuilt = StandardMerkleTree.of(
    dump.values.map(({ value: [address, indexes, amount] }, i) => [
      address,
      indexes,
      i === alice ? "1000000000000000000" : BigInt(amount.hex).toString(),
    ]),
    ["address", "uint[]", "uint"],
  );
  const rebuiltPath = testInfo.outputPath("withdrawals-rebuilt.json");
  await writeFile(rebuiltPath, JSON.stringify(rebuilt.dump()));

  await stopApiForPage(dashboard.page, stack.apiUrl);
  await dashboard.connect();
  await dashboard.page.getByRole("button", { name: "Use a published tree" }).click();
  const dialog = dashboard.page.getByRole("dialog", { name: "Use a published tree" });
  const status = dialog.getByRole("status");

  await dialog.getByLabel("Tree file").setInputFiles(editedPath);
  await expectAbsent(
    () =>
      expect(status).toHaveText(
        `This tree does not add up (value ${alice} (${ALICE.address}) is not the leaf it claims): it was changed after it was built. Nothing was sent.`,
      ),
    dialog.getByRole("button", { name: /^Claim / }),
  );

  await dialog.getByLabel("Tree file").setInputFiles(rebuiltPath);
  await expectAbsent(
    () =>
      expect(status).toHaveText(
        "This tree's root is not the pool's withdrawals or exits root at epoch 3: it is for another pool or another cycle, or it was changed. Nothing was sent.",
      ),
    dialog.getByRole("button", { name: /^Claim / }),
  );

  await dialog.getByLabel("Tree file").setInputFiles({
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hello":"world"}'),
  });
  await expect(status).toHaveText(
    "This is not a published tree (withdrawals.json or exits.json): format is missing. Nothing was sent.",
  );
  expect(wallet.sent).toEqual([]);
  takeApiErrors(consoleErrors);
});

test("the downloaded proof's calldata pays Alice when sent from outside the page", async ({
  dashboard,
  stack,
  chain,
}) => {
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await expect(dashboard.page.getByText("Verified against the pool's root (epoch 3)").first()).toBeVisible();

  const [download] = await Promise.all([
    dashboard.page.waitForEvent("download"),
    dashboard.page.getByRole("button", { name: "Download proof (withdrawRewards)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`smoothly-local-withdrawRewards-${ALICE.address}.json`);
  const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
    chainId: number;
    contract: Hex;
    function: string;
    arguments: { indexes: string[]; amount: string };
    calldata: Hex;
    root: Hex;
    epoch: number;
    recipe: string[];
  };
  expect(file).toMatchObject({
    chainId: 31337,
    contract: stack.deployment.pool,
    function: "withdrawRewards(bytes32[] proof, uint64[] indexes, uint256 rewards)",
    arguments: { indexes: ["101", "102", "105"], amount: "428475000000000000" },
    epoch: 3,
  });
  expect(file.root).toBe(
    await chain.readContract({ address: stack.deployment.pool, abi: smoothlyPoolAbi, functionName: "withdrawalsRoot" }),
  );
  expect(file.recipe.join("\n")).toContain(`cast send ${stack.deployment.pool} <calldata>`);

  // Sent like `cast send <pool> <calldata>`: a plain transaction from Alice's key, no page involved.
  const outside = createWalletClient({ account: privateKeyToAccount(ALICE.privateKey), transport: http(stack.rpcUrl) });
  const before = await chain.getBalance({ address: ALICE.address });
  const hash = await outside.sendTransaction({ chain: null, to: file.contract, data: file.calldata });
  const receipt = await chain.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(ALICE_REWARDS - (await gasCost(chain, hash)));
});

/** The API offers Alice 1 ETH with her real proof: the leaf it implies is not in the pool's tree. */
async function serveInflatedClaim(page: Page, apiUrl: string): Promise<void> {
  await page.route(`${apiUrl.replace(/\/$/, "")}/pooldata?*`, async (route) => {
    const body = (await (await route.fetch()).json()) as { withdrawals: { proof: unknown[] } | unknown[] };
    // Either wire form: `{ proof: [proof, indexes, amount] }` or the bare list.
    const claim = Array.isArray(body.withdrawals) ? body.withdrawals : body.withdrawals.proof;
    claim[2] = { type: "BigNumber", hex: "0x0de0b6b3a7640000" };
    await route.fulfill({ contentType: "application/json", body: JSON.stringify(body) });
  });
}

test("a served proof that does not lead to the pool's root loses to the chain: the published tree's leaf is offered, and the page says so", async ({
  dashboard,
  wallet,
  stack,
  chain,
}) => {
  await serveInflatedClaim(dashboard.page, stack.apiUrl);
  await dashboard.connect();
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await expectAbsent(
    () =>
      expect(dashboard.page.getByTestId("claim-note")).toHaveText(
        "The pool API's proof disagrees with the pool's root on chain: the amount shown is the published tree's, which matches it.",
      ),
    dashboard.page.getByText("Claim 1.000 ETH"),
  );

  const before = await chain.getBalance({ address: ALICE.address });
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const hash = wallet.sent[0]!;
  expect((await chain.getBalance({ address: ALICE.address })) - before).toBe(
    ALICE_REWARDS - (await gasCost(chain, hash)),
  );
});

test("a served proof that does not lead to the pool's root, with no published tree to settle it, offers nothing", async ({
  dashboard,
  wallet,
  stack,
  site,
  consoleErrors,
}) => {
  await serveInflatedClaim(dashboard.page, stack.apiUrl);
  await dashboard.page.route(`${site.url}trees/**`, (route) => route.fulfill({ status: 404, body: "" }));
  expectConsoleErrors(consoleErrors, goneHostErrors([`${site.url}trees/`]));
  await dashboard.connect();
  await expect(dashboard.page.getByRole("button", { name: "Claim (amount unknown)" })).toBeDisabled();
  await expectAbsent(
    () =>
      expect(dashboard.page.getByTestId("claim-note")).toHaveText(
        "Claimable amount unknown: the pool API's proof does not match the pool's root on chain, and no published tree does.",
      ),
    dashboard.page.getByRole("button", { name: "Download proof (withdrawRewards)" }),
  );
  expect(wallet.sent).toEqual([]);
});
