import type { Page, Route } from "@playwright/test";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { pageScripts } from "../../scripts/bench/instruments/first-load";
import { expect, test } from "../support/fixtures";
import { watchConsoleErrors } from "../support/console-errors";
import { expectAbsent } from "../support/settled";

// Every control the static HTML draws works on its first tap, whenever it comes (lib/early-input.ts): before any of
// the page's code has run, or after the first scripts but before the control's own code. The page's scripts are
// held back here until the test lets them go, as a slow phone network holds them. Once they go, everything the page
// then does (fetch, run, hydrate, fetch the control's own code) happens on a machine shared with builds: the
// expectations after a release wait up to AFTER_RELEASE.
const AFTER_RELEASE = { timeout: 30_000 };

interface HeldScripts {
  /** Lets every held script through, and every later one. */
  release(): Promise<void>;
  /** Lets the held scripts through but the last `keep`; later ones are held too. */
  releaseAllBut(keep: number): Promise<void>;
  /** How many are held now. */
  held(): number;
  /** The paths held now (`_next/static/chunks/…js`). */
  heldPaths(): string[];
}

/** Holds the page's scripts (all of them, or only those `index.html` does not name) until released. */
async function holdScripts(page: Page, which: "all" | "after the first"): Promise<HeldScripts> {
  let firstScripts = new Set<string>();
  if (which === "after the first") {
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      // The first scripts: those the page names, as tags or in the list its inline script asks for after paint.
      firstScripts = new Set(pageScripts(html).map((src) => src.replace(/^\.?\//, "")));
      await route.fulfill({ response, body: html });
    });
  }
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\//, "");
    if (released || firstScripts.has(path)) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    heldPaths: () => held.map((route) => new URL(route.request().url()).pathname.replace(/^\//, "")),
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    async releaseAllBut(keep) {
      await Promise.all(held.splice(0, held.length - keep).map((route) => route.continue()));
    },
  };
}

/** Opens the page with its scripts held: the static HTML is drawn, nothing of the page's code has run. */
async function openHeld(page: Page, url: string, which: "all" | "after the first" = "all"): Promise<HeldScripts> {
  const scripts = await holdScripts(page, which);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: "MY VALIDATORS" })).toBeVisible();
  return scripts;
}

test.describe("a tap before the code arrives is kept and acted on", () => {
  test("Connect Wallet tapped before any script ran: busy at once, then the wallet list", async ({
    page,
    site,
    stack,
    wallet,
  }) => {
    void stack;
    void wallet; // an injected wallet, announced as MetaMask, for the list to show
    const errors = watchConsoleErrors(page);
    const scripts = await openHeld(page, site.url);
    const connect = page.getByRole("button", { name: "Connect Wallet" });
    await connect.click();
    // Busy at once, and no list yet: the code is held back.
    await expectAbsent(() => expect(connect).toHaveAttribute("aria-busy", "true"), page.getByRole("dialog"));
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await expect(page.getByRole("dialog").getByRole("button", { name: /MetaMask/ })).toBeVisible(AFTER_RELEASE);
    // RainbowKit's texts as the build trims them (scripts/framework/rainbowkit-texts.mjs): its own words, no missing one.
    await expect(page.getByRole("dialog")).toContainText("Connect a Wallet");
    await expect(page.getByRole("dialog")).toContainText("New to Ethereum wallets?");
    await expect(page.getByRole("dialog")).not.toContainText("[missing");
    expect(errors).toEqual([]);
  });

  test("a tap on Connect Wallet asks for the wallet's code once all but the last of the page's scripts are in, each compiled as it streams in", async ({
    page,
    site,
  }) => {
    const scripts = await openHeld(page, site.url);
    const boot = await page.evaluate(() => JSON.parse(document.getElementById("smoothly-boot")?.textContent ?? "null"));
    const { scripts: first, intents } = boot as { scripts: string[]; intents: { connect: string[] } };
    const walletCode = intents.connect.filter((src) => src.endsWith(".js")).map((src) => src.replace(/^\.\//, ""));
    expect(walletCode.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    // The page's scripts are asked for at once; the wallet's code waits for them: beside them, on a slow network, it
    // would share the bandwidth React's start needs.
    const pagePaths = first.map((src) => src.replace(/^\.\//, ""));
    await expect.poll(() => pagePaths.filter((path) => !scripts.heldPaths().includes(path))).toEqual([]);
    expect(scripts.heldPaths().filter((path) => walletCode.includes(path))).toEqual([]);
    // All but the last in: the wallet's code is on its way while the last still comes, before the app has started.
    await scripts.releaseAllBut(1);
    await expectAbsent(
      () => expect.poll(() => walletCode.filter((path) => !scripts.heldPaths().includes(path))).toEqual([]),
      page.getByRole("dialog"),
    );
    for (const path of [...pageScripts(await (await page.request.get(site.url)).text()), ...walletCode]) {
      const body = await (await page.request.get(new URL(path, site.url).href)).text();
      expect(body.startsWith("//# allFunctionsCalledOnLoad\n"), `${path} starts with V8's compile hint`).toBe(true);
    }
    await scripts.release();
  });

  test("Connect Wallet tapped after the first scripts, before the wallet's code: the wallet list", async ({
    page,
    site,
    stack,
    wallet,
  }) => {
    void stack;
    void wallet;
    const scripts = await openHeld(page, site.url, "after the first");
    // The first scripts ran: the footer's figures are read.
    await expect(page.locator("dt", { hasText: "Gas price" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
      /gwei$/,
    );
    const connect = page.getByRole("button", { name: "Connect Wallet" });
    await connect.click();
    await expect(connect).toHaveAttribute("aria-busy", "true");
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    await expect(page.getByRole("dialog").getByRole("button", { name: /MetaMask/ })).toBeVisible(AFTER_RELEASE);
  });

  test("Connect Wallet pressed, replaced by the wallet's live button inside the press, released there: the wallet list", async ({
    page,
    site,
    stack,
    wallet,
  }) => {
    void stack;
    void wallet;
    const scripts = await openHeld(page, site.url);
    const placeholder = await page.locator('[data-intent="connect"]').elementHandle();
    const box = await placeholder?.boundingBox();
    if (!placeholder || !box) throw new Error("no Connect Wallet drawn");
    // A mouse over it starts the app; the button goes down while the code is still held back.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await scripts.release();
    // The wallet's code arrives inside the press and puts its own Connect Wallet in the placeholder's place.
    await expect.poll(() => placeholder.evaluate((element) => element.isConnected), AFTER_RELEASE).toBe(false);
    await expect(page.getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    await page.mouse.up();
    await expect(page.getByRole("dialog").getByRole("button", { name: /MetaMask/ })).toBeVisible(AFTER_RELEASE);
  });

  test("View an address, typed and submitted with Enter before any script ran: that address's table", async ({
    page,
    site,
    stack,
  }) => {
    void stack;
    const scripts = await openHeld(page, site.url);
    const field = page.getByRole("textbox", { name: "View an address" });
    await field.fill(ALICE.address.toLowerCase());
    await field.press("Enter");
    await expect(page.getByRole("search")).toHaveAttribute("aria-busy", "true");
    expect(new URL(page.url()).search).toBe(""); // the form did not go anywhere
    await scripts.release();
    await expect(page).toHaveURL(new RegExp(`#address=${ALICE.address}$`), AFTER_RELEASE);
    for (const index of [101, 102, 103, 104, 105])
      await expect(page.getByTestId(`validator-${index}`)).toBeVisible(AFTER_RELEASE);
    await expect(page.getByRole("search")).not.toHaveAttribute("aria-busy", "true");
    await expect(field).toHaveValue(ALICE.address); // the look-up writes it back checksummed
  });

  test("View tapped before any script ran: that address's table", async ({ page, site, stack }) => {
    void stack;
    const scripts = await openHeld(page, site.url);
    await page.getByRole("textbox", { name: "View an address" }).fill(ALICE.address);
    await page.getByRole("button", { name: "View", exact: true }).click();
    await scripts.release();
    await expect(page.getByText(`Viewing ${ALICE.address} (read-only).`)).toBeVisible(AFTER_RELEASE);
    await expect(page.getByTestId("validator-105")).toHaveAttribute("data-status", "Exit Requested");
  });

  test("the RPC setting tapped before any script ran: its dialog", async ({ page, site, stack }) => {
    void stack;
    const scripts = await openHeld(page, site.url);
    const setting = page.getByRole("button", { name: "RPC: 127.0.0.1:8545" });
    await setting.click();
    await expect(setting).toHaveAttribute("aria-busy", "true");
    await scripts.release();
    await expect(page.getByRole("dialog", { name: "Read the chain through" }).getByRole("radio").first()).toBeVisible(
      AFTER_RELEASE,
    );
    // The dialog hides the rest of the page from the accessibility tree: the button is found by its mark.
    await expect(page.locator("[data-rpc-setting]")).not.toHaveAttribute("aria-busy", "true");
  });

  test("the theme switch acts at once, before any script ran", async ({ page, site, stack }) => {
    void stack;
    await page.emulateMedia({ colorScheme: "dark" });
    const scripts = await openHeld(page, site.url);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
  });
});
