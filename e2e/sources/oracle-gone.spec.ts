import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { parseEventLogs } from "viem";
import { mainnetNetwork } from "../../lib/network/mainnet";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { DEFAULT_TREES_DIR } from "../../mocks/oracle/publish-trees";
import { ALICE, BOB } from "../../mocks/oracle/seed-accounts";
import { serveStatic } from "../../mocks/site/serve-static";
import { DashboardPage } from "../pages/DashboardPage";
import { gasCost } from "../support/chain-checks";
import { expectConsoleErrors, goneHostErrors, watchConsoleErrors } from "../support/console-errors";
import { expect, test } from "../support/fixtures";
import { oracleGone } from "../support/oracle-gone";
import { contains, expectAbsent, shows } from "../support/settled";

// The day the oracle's host is gone: every connection to its origin is refused (not only /pooldata), and the page
// must still list the address's validators from the pool's events, find the published trees by itself, pay out
// every wei they prove, and say "unknown" (with why) for what only the oracle knew. Never a false 0.

const ALICE_REWARDS = 428_475_000_000_000_000n; // her leaf in the epoch-3 withdrawals tree (101, 102, 105)
const BOB_BOND_201 = 50_000_000_000_000_000n; // 201's bond in the epoch-3 exits tree
const API_DOWN = "the pool API cannot be reached";

test.describe("Alice, with the oracle's host gone", () => {
  test.use({ account: ALICE });

  test("sees 101, 102, 103 and 105 from the chain, no false zero, and claims exactly her leaf from the auto-found tree", async ({
    dashboard,
    wallet,
    stack,
    chain,
    consoleErrors,
  }) => {
    const page = dashboard.page;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(stack.apiUrl.replace(/\/$/, ""))) asked.push(request.url());
    });
    await oracleGone(dashboard, stack.apiUrl, consoleErrors);
    await dashboard.connect();

    // The list, from Registered/ExitRequested events: her four registered validators, 104 (never registered) not.
    await expect(page.getByTestId("chain-list")).toHaveText(
      `Validators read from the pool's events on chain, because ${API_DOWN}: their status, health and rewards are unknown until it answers.`,
    );
    for (const index of [101, 102, 103]) await dashboard.expectStatus(index, "Unknown");
    await expect(page.getByRole("row")).toHaveCount(5); // the header and four validators
    await expectAbsent(() => dashboard.expectStatus(105, "Exit Requested"), dashboard.row(104));
    await expect(dashboard.bondCell(101)).toHaveText("unknown");
    await expect(dashboard.bondCell(101)).toHaveAttribute("title", API_DOWN);
    await expect(dashboard.unclaimedCell(105)).toHaveText("unknown");
    await expect(dashboard.checkbox(101)).toBeDisabled();
    await expect(dashboard.legend).toContainText("Status unknown");

    // The tree came from the site's own trees/ folder, checked against the pool's root: Claim offers its leaf.
    await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
    await expect(page.getByText("Verified against the pool's root (epoch 3)").first()).toBeVisible();
    const panel = page.getByTestId("wind-down");
    await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.428 ETHfrom the pool's root, epoch 3");
    for (const figure of ["unlocksAfterCycle", "stillBonded", "accruing"]) {
      await expect(panel.getByTestId(`figure-${figure}`)).toContainText(`unknown${API_DOWN}`);
    }
    await expectAbsent(shows(panel.getByTestId("figure-claimableNow")), panel.getByTestId("everything-out"));
    await expect(dashboard.footerFigure("Subscribers")).toHaveText("unknown");
    await expect(dashboard.footerNote("Subscribers")).toHaveText(API_DOWN);
    await expect(dashboard.footerFigure("Reward cycle")).toHaveText("unknown");
    await expect(dashboard.footerNote("Reward cycle")).toHaveText(API_DOWN);
    // The chain's countdown, as ever; and no unknown drawn as 0.
    await expectAbsent(
      () => expect(page.getByTestId("cycle-time-left")).toHaveText(/^[67] days$/),
      page.getByText("0.000"),
      page.getByText("No validators found"),
    );

    const before = await chain.getBalance({ address: ALICE.address });
    await dashboard.claimButton.click();
    expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
    expect(wallet.sent).toHaveLength(1);
    const hash = wallet.sent[0]!;
    expect((await chain.getBalance({ address: ALICE.address })) - before).toBe(
      ALICE_REWARDS - (await gasCost(chain, hash)),
    );
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
    expect(event?.args).toMatchObject({ indexes: [101n, 102n, 105n], value: ALICE_REWARDS });
    await dashboard.closeAlert();

    // The leaf is spent for this epoch (the chain says so): nothing more is offered, and that zero is the chain's.
    await expect(page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
    await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.000 ETHfrom the pool's root, epoch 3");
    await expect(panel.getByTestId("figure-stillBonded")).toContainText(`unknown${API_DOWN}`);
    expect(wallet.sent).toHaveLength(1);
    expect(asked.length).toBeGreaterThan(0); // the page did try the API: it is the host that is gone
  });
});

test.describe("Alice, with the oracle's host gone and only an older epoch's trees published", () => {
  test.use({ account: ALICE });

  test("says the tree is stale with both epochs, and offers nothing from it", async ({
    dashboard,
    wallet,
    stack,
    consoleErrors,
  }, testInfo) => {
    // The oracle closes cycle 4, but the folder the site serves still holds the trees of epoch 3.
    const latest = join(DEFAULT_TREES_DIR, "latest");
    const kept = testInfo.outputPath("epoch-3");
    await cp(latest, kept, { recursive: true });
    await stack.oracle.closeCycle();
    await rm(latest, { recursive: true });
    await cp(kept, latest, { recursive: true });

    await oracleGone(dashboard, stack.apiUrl, consoleErrors);
    await dashboard.connect();
    await dashboard.expectStatus(101, "Unknown");
    await expect(dashboard.page.getByRole("button", { name: "Claim (amount unknown)" })).toBeDisabled();
    await expect(dashboard.page.getByTestId("claim-note")).toHaveText(
      "0.428 ETH as of epoch 3; the pool is at epoch 4: not claimable until a tree of the pool's current root can be read.",
    );
    const claimable = dashboard.page.getByTestId("wind-down").getByTestId("figure-claimableNow");
    await expectAbsent(
      contains(claimable, "0.428 ETHas of epoch 3; the pool is at epoch 4"),
      dashboard.claimButton,
      dashboard.bondAction(105, "Withdraw bond"),
    );
    expect(wallet.sent).toEqual([]);
  });
});

test.describe("Bob, with the oracle's host gone", () => {
  test.use({ account: BOB });

  test("withdraws 201's bond of exactly 0.05 ETH from the exits tree", async ({
    dashboard,
    wallet,
    stack,
    chain,
    consoleErrors,
  }) => {
    const page = dashboard.page;
    await oracleGone(dashboard, stack.apiUrl, consoleErrors);
    await dashboard.connect();
    await dashboard.expectStatus(201, "Exited");
    for (const index of [202, 203, 204]) await dashboard.expectStatus(index, "Unknown");
    await expect(dashboard.bondAction(201, "Withdraw bond")).toHaveAccessibleName(
      "Withdraw bond for validator 201 (bond 0.050 ETH)",
    );
    await expect(dashboard.bondCell(203)).toHaveText("unknown");
    await expect(dashboard.claimButton).toHaveText("Claim 0.329 ETH");

    const before = await chain.getBalance({ address: BOB.address });
    const mark = await dashboard.writeMark();
    await dashboard.bondAction(201, "Withdraw bond").click();
    expect(await dashboard.alertText()).toBe("Successfully Withdrawn Bond");
    const hash = wallet.sent[0]!;
    expect((await chain.getBalance({ address: BOB.address })) - before).toBe(
      BOB_BOND_201 - (await gasCost(chain, hash)),
    );
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "StakeWithdrawal" });
    expect(event?.args).toMatchObject({ indexes: [201n], value: BOB_BOND_201 });
    await dashboard.closeAlert();

    // Its StakeWithdrawal is now in the events: 201 is out, with a bond of 0 that the chain proves.
    await expect(dashboard.bondCell(201)).toHaveText("0.000");
    await expectAbsent(dashboard.settled(mark, { outcome: "success" }), dashboard.bondAction(201, "Withdraw bond"));
    await expect(page.getByTestId("wind-down").getByTestId("figure-claimableNow")).toContainText("0.329 ETH");
  });
});

test("the mainnet build with nothing reachable says what cannot be reached and draws no figure as zero", async ({
  page,
}) => {
  // The release build as users get it, with its public RPC and API hosts both refusing the page.
  const site = await serveStatic({ dir: "out/mainnet" });
  try {
    const gone = [new URL(mainnetNetwork.rpcUrl).origin, new URL(mainnetNetwork.apiUrl).origin];
    await page.route(
      (url) => gone.includes(url.origin),
      (route) => route.abort("connectionrefused"),
    );
    const errors = watchConsoleErrors(page);
    expectConsoleErrors(errors, goneHostErrors(gone));
    const dashboard = new DashboardPage(page);
    await dashboard.goto(`${site.url}#address=${ALICE.address}`);
    await expect(page.getByText(`Viewing ${ALICE.address} (read-only).`)).toBeVisible();

    await expect(page.getByTestId("chain-list")).toHaveText(
      `Your validators are unknown: ${API_DOWN}, and the pool's events could not be read from the chain.`,
      { timeout: 30_000 },
    );
    await expect(page.getByRole("button", { name: "Claim (amount unknown)" })).toBeDisabled();
    // The roots read retries a few times before it gives up (about ten seconds): until then it is "still being read".
    await expect(page.getByTestId("claim-note")).toHaveText(
      "Claimable amount unknown: neither the pool API nor the chain can be reached.",
      { timeout: 30_000 },
    );
    const panel = page.getByTestId("wind-down");
    for (const figure of ["claimableNow", "unlocksAfterCycle", "stillBonded", "accruing"]) {
      await expect(panel.getByTestId(`figure-${figure}`)).toContainText("unknown");
    }
    await expect(panel.getByTestId("figure-claimableNow-source")).toHaveText(
      "neither the pool API nor the chain can be reached",
    );
    await expect(page.getByTestId("cycle-time-left")).toHaveText("unknown");
    await expect(page.getByTestId("cycle-note")).toHaveText("(the chain cannot be reached)");
    await expect(dashboard.footerFigure("Gas price")).toHaveText("unknown");
    await expect(dashboard.footerNote("Gas price")).toHaveText("the chain cannot be reached");
    await expect(dashboard.footerFigure("Subscribers")).toHaveText("unknown");
    await expectAbsent(
      () => expect(dashboard.footerNote("Subscribers")).toHaveText(API_DOWN),
      page.getByText("Everything is out"),
      page.getByText("No validators found"),
      page.getByText(/\b0\.000\b|\b0 days\b|\b0\.00\b/),
    );
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});
