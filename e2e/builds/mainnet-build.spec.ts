import type { Page } from "@playwright/test";
import { expect, test } from "../support/csp-test";
import { createPublicClient, http, parseEventLogs, type PublicClient } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE, BOB, FRANK, type SeedAccount } from "../../mocks/oracle/seed-accounts";
import { startSafeHost } from "../../mocks/safe-host/server";
import { siteDirFor, startStack, type Stack } from "../../mocks/stack";
import { DashboardPage } from "../pages/DashboardPage";
import { SafeAppPage } from "../pages/SafeAppPage";
import { totalGasCost } from "../support/chain-checks";
import { watchConsoleErrors } from "../support/console-errors";
import { forwardRoute } from "../support/forward-route";
import { TestWallet } from "../support/test-wallet";
import { allOf, contains, expectAbsent, shows } from "../support/settled";

// The artifact users get, on a chain shaped like mainnet: the mainnet build from `npm start -- --network mainnet`
// (out/mainnet-local: the release build with only its RPC and API URLs pointed at the local stack), chain id 1,
// our contracts at mainnet's pool and governance addresses, mainnet's 0.5 ETH bond and 0.15 ETH top-up.

const MAINNET_POOL = "0x43670D6f39Bca19EE26462f62339e90A39B01e34";
const DEPRECATED = "We are sorry the Protocol is being Depracated, Subscriptions are not available";

// One stack for the file, in order: the withdraw test closes a cycle over the exit the exit test requested.
test.describe.configure({ mode: "serial" });

let stack: Stack;
let chain: PublicClient;

test.beforeAll(async () => {
  // Free ports: the build's fixed RPC and API URLs are routed to this stack below, so the spec needs no port lock.
  stack = await startStack({
    network: "mainnet",
    siteDir: siteDirFor("mainnet"),
    anvilPort: 0,
    apiPort: 0,
    sitePort: 0,
    relayPort: 0,
  });
  chain = createPublicClient({ transport: http(stack.rpcUrl) });
});
test.afterAll(async () => stack?.stop());

/** The URLs `npm start -- --network mainnet` builds into out/mainnet-local, and where this stack really listens. */
async function routeBuildToStack(page: Page): Promise<void> {
  const targets = new Map([
    ["http://127.0.0.1:8545", stack.rpcUrl],
    ["http://127.0.0.1:8546", stack.apiUrl],
  ]);
  await page.route(
    (url) => targets.has(url.origin),
    async (route) => {
      const url = new URL(route.request().url());
      const target = (targets.get(url.origin) ?? "").replace(/\/$/, "");
      await forwardRoute(route, `${target}${url.pathname}${url.search}`);
    },
  );
}

async function open(page: Page, account: SeedAccount) {
  const wallet = new TestWallet({ rpcUrl: stack.rpcUrl, chainId: stack.chainId, privateKey: account.privateKey });
  await wallet.install(page);
  await routeBuildToStack(page);
  const errors = watchConsoleErrors(page);
  const dashboard = new DashboardPage(page);
  await dashboard.goto(stack.siteUrl ?? "");
  await dashboard.connect();
  await expect(page.getByRole("button", { name: "Network: Ethereum" })).toBeVisible();
  return { wallet, dashboard, errors };
}

test("claim pays Alice's 4.28475 ETH at the mainnet pool, and the Alert links the transaction on etherscan", async ({
  page,
}) => {
  const { wallet, dashboard, errors } = await open(page, ALICE);
  expect(stack.chainId).toBe(1);
  expect(stack.deployment.pool).toBe(MAINNET_POOL);
  await expect(dashboard.claimButton).toHaveText("Claim 4.284 ETH");
  const before = await chain.getBalance({ address: ALICE.address });

  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const [hash] = wallet.sent;
  await expect(dashboard.dialog.getByRole("link", { name: "View transaction" })).toHaveAttribute(
    "href",
    `https://etherscan.io/tx/${hash}`,
  );
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);

  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(4_284_750_000_000_000_000n - (await totalGasCost(chain, wallet.sent)));
  const receipt = await chain.getTransactionReceipt({ hash: hash! });
  expect(receipt.to?.toLowerCase()).toBe(MAINNET_POOL.toLowerCase());
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
  expect(event?.args.value).toBe(4_284_750_000_000_000_000n);
  await dashboard.closeAlert();
  await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  expect(errors).toEqual([]);
});

test("request exit sends ExitRequested to the mainnet pool", async ({ page }) => {
  const { wallet, dashboard, errors } = await open(page, ALICE);
  await dashboard.checkbox(101).check();
  await page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Notice" })).toBeVisible();
  await dashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

  const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
  expect(receipt.to?.toLowerCase()).toBe(MAINNET_POOL.toLowerCase());
  expect(event?.args.indexes).toEqual([101n]);
  await dashboard.closeAlert();
  await dashboard.expectStatus(101, "Exit Requested");
  expect(errors).toEqual([]);
});

test("Subscribe shows the deprecation notice at once, with no wallet prompt", async ({ page }) => {
  const { wallet, dashboard, errors } = await open(page, ALICE);
  await dashboard.checkbox(104).check();
  await page.getByRole("button", { name: "Subscribe 1 validator" }).click();
  expect(await dashboard.alertText()).toBe(DEPRECATED);
  await expectAbsent(shows(dashboard.alert), dashboard.dialog.getByRole("heading", { name: "Disclaimer" }));
  expect(wallet.sent).toEqual([]);
  expect(errors).toEqual([]);
});

test("add bond tops Bob's penalized 203 up by mainnet's 0.15 ETH", async ({ page }) => {
  const { wallet, dashboard, errors } = await open(page, BOB);
  await expect(dashboard.row(203)).toContainText("0.350"); // 0.5 ETH bond less one 0.15 ETH penalty
  const before = await chain.getBalance({ address: BOB.address });
  const mark = await dashboard.writeMark();
  await dashboard.bondAction(203, "Add bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Added Bond");
  const after = await chain.getBalance({ address: BOB.address });
  expect(before - after).toBe(150_000_000_000_000_000n + (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expectAbsent(
    allOf(dashboard.settled(mark, { outcome: "success" }), contains(dashboard.row(203), "0.500")),
    dashboard.bondAction(203, "Add bond"),
  );
  expect(errors).toEqual([]);
});

test("as a Safe App in the local Safe host, Frank's Safe claims its 1.42825 ETH at the mainnet pool through the Safe", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The release build takes Safe{Wallet}'s origin and, pointed at the local stack, the local Safe host's (3100).
  const host = await startSafeHost({
    chain: { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
    siteUrl: stack.siteUrl ?? "",
    safe: FRANK.address,
    spec: FRANK.safe,
  });
  try {
    await routeBuildToStack(page);
    const errors = watchConsoleErrors(page);
    const app = new SafeAppPage(page);
    await app.open(host.url, FRANK.address);
    await expect(app.safeLine).toContainText(`Safe ${FRANK.address} on Ethereum:`);
    await expect(app.claimButton).toHaveText("Claim 1.428 ETH");
    const before = await chain.getBalance({ address: FRANK.address });
    await app.claimButton.click();
    await app.approveInHost();
    expect(await app.alertText()).toBe("Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)");
    await app.closeAlert();
    const [proposal] = await host.proposals.queue();
    await host.proposals.confirm(proposal!.safeTxHash, "Grace");
    const executed = await host.proposals.execute(proposal!.safeTxHash, "Grace");
    expect(await app.alertText()).toBe("Successfully Claimed Rewards");
    await expect(app.dialog.getByRole("link", { name: "View transaction" })).toHaveAttribute(
      "href",
      `https://etherscan.io/tx/${executed}`,
    );
    expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(1_428_250_000_000_000_000n);
    const receipt = await chain.getTransactionReceipt({ hash: executed });
    expect(receipt.to?.toLowerCase()).toBe(FRANK.address.toLowerCase());
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
    expect(event?.address.toLowerCase()).toBe(MAINNET_POOL.toLowerCase());
    expect(event?.args).toEqual({ eth1: FRANK.address, indexes: [501n, 502n], value: 1_428_250_000_000_000_000n });
    expect(errors).toEqual([]);
  } finally {
    await host.close();
  }
});

test("after a cycle closes, withdraw bond pays Alice's exited bonds back at mainnet scale", async ({ page }) => {
  // The seed requested 105's exit and the earlier test 101's: both bonds enter the exits tree at the cycle's end.
  await stack.oracle.closeCycle();
  const { wallet, dashboard, errors } = await open(page, ALICE);
  await dashboard.expectStatus(105, "Exited");
  const before = await chain.getBalance({ address: ALICE.address });
  const mark = await dashboard.writeMark();
  await dashboard.bondAction(105, "Withdraw bond").click();
  expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
  await expect(dashboard.dialog.getByRole("link", { name: "View transaction" })).toHaveAttribute(
    "href",
    /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
  );
  const after = await chain.getBalance({ address: ALICE.address });
  expect(after - before).toBe(1_000_000_000_000_000_000n - (await totalGasCost(chain, wallet.sent)));
  await dashboard.closeAlert();
  await expectAbsent(dashboard.settled(mark, { outcome: "success" }), dashboard.bondAction(105, "Withdraw bond"));
  expect(errors).toEqual([]);
});
