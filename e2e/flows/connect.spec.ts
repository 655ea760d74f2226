import type { Route } from "@playwright/test";
import { ALICE, BOB, CAROL, DAVE } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";

test.describe("connecting a wallet", () => {
  test("shows nothing for a visitor, then the account's validators once connected through RainbowKit", async ({
    dashboard,
    wallet,
  }) => {
    await expect(dashboard.page.getByText("No validators found")).toBeVisible();
    await dashboard.connect();
    await expect(dashboard.page.getByRole("button", { name: "Network: Anvil" })).toHaveText("Anvil");
    for (const index of [101, 102, 103, 104, 105]) await expect(dashboard.row(index)).toBeVisible();
    expect(wallet.sent).toEqual([]);
  });

  test("back with the wallet remembered: the account's validators are asked for before the wallet's code has come, once", async ({
    dashboard,
    site,
  }) => {
    const page = dashboard.page;
    await dashboard.connect();
    await expect(dashboard.row(101)).toBeVisible();
    // The wallet's code (Connect Wallet's chunks, as the build lists them) is held on the way back; Playwright's
    // routing also keeps it from coming out of the cache.
    const boot = (await page.evaluate(() =>
      JSON.parse(document.getElementById("smoothly-boot")?.textContent ?? "{}"),
    )) as {
      intents: { connect: string[] };
    };
    const walletCode = new Set(boot.intents.connect.map((src) => new URL(src, site.url).pathname));
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => {
      if (holding && walletCode.has(new URL(route.request().url()).pathname)) held.push(route);
      else void route.continue();
    });
    // Alice's pool data, whichever kind of API the build reads (one pooldata request, or the oracle's three).
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().toLowerCase().includes(ALICE.address.toLowerCase())) asked.push(request.url());
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(held.length, "the wallet's code asked for, and still held").toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await expect(page.getByRole("button", { name: "Network: Anvil" })).toBeVisible();
    await expect(dashboard.row(101)).toBeVisible();
    // When the wallet named the account, the reads started for it were taken, not asked again.
    expect(new Set(asked).size).toBe(asked.length);
  });
});

test.describe("the wallet list on a computer", () => {
  test("shows MetaMask's download QR code to someone without a wallet, without taking the page down", async ({
    dashboard,
  }) => {
    const dialog = await dashboard.openWalletModal();
    // RainbowKit's own path: Learn More, Get a Wallet, GET (MetaMask), Get the app. Its QR code (cuer, on qr's
    // encoder) is fetched as this screen draws it (lib/browser/cuer-on-demand.tsx); qr 0.7 refused cuer's options and
    // the page fell to "This page couldn't load".
    // RainbowKit's Learn More is a clickable box around its text (no button): the box takes the click.
    await dialog.getByText("Learn More").locator("..").click();
    await dialog.getByRole("button", { name: "Get a Wallet" }).click();
    await dialog.getByRole("button", { name: "GET", exact: true }).click();
    await dialog.getByRole("button", { name: "Get the app" }).click();
    await expect(dialog.getByText("Scan with your phone to download on iOS or Android")).toBeVisible();
    await expect(dialog.locator("svg", { has: dashboard.page.locator("title", { hasText: "QR Code" }) })).toBeVisible();
    await expect(dashboard.validatorsHeading).toBeVisible();
  });
});

test.describe("the wallet list on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("is where a finger will tap it from its first frame: it fades in, without RainbowKit's slide up", async ({
    dashboard,
  }) => {
    const page = dashboard.page;
    // Where the MetaMask entry is in the first frame that shows it, and once every animation of the list has ended.
    const tops = page.evaluate(
      () =>
        new Promise<{ first: number; rest: number }>((resolve) => {
          const entry = () =>
            [...document.querySelectorAll('[role="dialog"] button')].find((b) => /MetaMask/.test(b.textContent));
          const observer = new MutationObserver(() => {
            if (!entry()) return;
            observer.disconnect();
            requestAnimationFrame(() => {
              const button = entry();
              const dialog = button?.closest('[role="dialog"]');
              if (!button || !dialog) return;
              const first = button.getBoundingClientRect().top;
              void Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)).then(() =>
                resolve({ first, rest: button.getBoundingClientRect().top }),
              );
            });
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
    );
    await dashboard.openWalletModal();
    const { first, rest } = await tops;
    expect(first).toBe(rest);
  });
});

test.describe("the table for each seeded account", () => {
  test.use({ account: ALICE });
  test("Alice: every status but Exited, the legend and the tooltips", async ({ dashboard }) => {
    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    await dashboard.expectStatus(102, "Active");
    await dashboard.expectStatus(103, "Pending");
    await dashboard.expectStatus(104, "Unregistered");
    await dashboard.expectStatus(105, "Exit Requested");
    await expect(dashboard.legend.getByRole("listitem")).toHaveText([
      "Unregistered",
      "Pending",
      "Active",
      "Exit requested",
      "Exited",
    ]);
    expect(await dashboard.tooltip(101)).toContain("Active · Good.");
    expect(await dashboard.tooltip(102)).toContain(
      "This validator missed a block proposal, you're excluded from this rewards cycle, and will be penalized 0.015E if you already missed a block.",
    );
  });
});

test.describe("Bob", () => {
  test.use({ account: BOB });
  test("Exited with a withdrawable bond, expelled, penalized and relay-excluded validators", async ({ dashboard }) => {
    await dashboard.connect();
    await dashboard.expectStatus(201, "Exited");
    await expect(dashboard.bondAction(201, "Withdraw bond")).toBeVisible();
    await dashboard.expectStatus(202, "Exited");
    expect(await dashboard.tooltip(202)).toContain("Wrong fee recipient");
    await expect(dashboard.bondAction(203, "Add bond")).toBeVisible();
    expect(await dashboard.tooltip(204)).toContain("Relay incorrect fee recipient");
  });
});

test.describe("Carol", () => {
  test.use({ account: CAROL });
  test("has claimed everything: the Claim button shows 0", async ({ dashboard }) => {
    await dashboard.connect();
    await dashboard.expectStatus(301, "Active");
    await expect(dashboard.page.getByRole("button", { name: "Claim 0.000 ETH" })).toBeDisabled();
  });
});

test.describe("Dave", () => {
  test.use({ account: DAVE });
  test("has no validators", async ({ dashboard }) => {
    // The dashboard kind's pooldata, or the oracle kind's validators list.
    const answered = dashboard.page.waitForResponse((response) =>
      /\/(pooldata\?addr=|validators\/)/.test(response.url()),
    );
    await dashboard.connect();
    expect((await answered).status()).toBe(200); // the answer came, and it holds nothing
    await expect(dashboard.page.getByText("No validators found")).toBeVisible();
  });
});
