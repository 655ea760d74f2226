import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import type { DashboardPage } from "../pages/DashboardPage";
import { expect, test } from "../support/fixtures";
import { expectGoneAfter } from "../support/settled";

test.use({ account: ALICE });

const SCHEMES = ["light", "dark"] as const;

// A colour scheme changes colours only: after every rule in the first scheme, the second needs only the rules that
// read colours.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's findings, one line each: scheme, rule, elements, what is wrong; empty when it passes. The page is
 * checked in each colour scheme in turn (the system setting changes under the open page, as when a person switches
 * it), so each state is opened once for both. A modal is checked on its own: the page behind it was checked
 * without it, and is inert while it is open.
 */
async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    let axe = new AxeBuilder({ page });
    if (scope) axe = axe.include(scope);
    if (colorScheme !== SCHEMES[0]) axe = axe.withRules(COLOUR_RULES);
    const { violations } = await axe.analyze();
    for (const violation of violations) {
      for (const node of violation.nodes) {
        const summary = node.failureSummary?.replace(/\s+/g, " ") ?? "";
        found.push(`${colorScheme}: ${violation.id}: ${node.target.join(" ")} — ${summary}`);
      }
    }
  }
  return found;
}

async function expectNoViolations(page: Page, what: string, scope?: string): Promise<void> {
  expect(await axeViolations(page, scope), `axe on ${what}`).toEqual([]);
}

/** Opens a modal with `open`, checks it, and closes it with Escape. */
async function checkModal(dashboard: DashboardPage, title: string, open: () => Promise<void>): Promise<void> {
  await open();
  const heading = dashboard.dialog.getByRole("heading", { name: title });
  await expect(heading).toBeVisible();
  await expectNoViolations(dashboard.page, `the ${title} modal`, "[role=dialog]");
  await expectGoneAfter(heading, () => dashboard.page.keyboard.press("Escape"));
}

for (const width of [1280, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("axe finds nothing on the page, the table and each modal, light and dark", async ({
      dashboard,
      wallet,
      anvil,
    }, testInfo) => {
      test.setTimeout(120_000); // about 30 axe runs
      const page = dashboard.page;
      // Kept with the test's results, to look at both schemes by eye.
      const screenshots = async (name: string, fullPage = true) => {
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}-${width}.png`), fullPage });
        }
      };
      await expect(dashboard.footerFigure("Subscribers")).toHaveText("8");
      await expectNoViolations(page, "the disconnected page");
      await screenshots("disconnected");

      await dashboard.connect();
      await expect(dashboard.claimButton).toBeEnabled();
      await expect(dashboard.row(105)).toBeVisible();
      await expectNoViolations(page, "the connected table");
      await screenshots("table");

      const selectionCancel = page.getByRole("button", { name: "Cancel", exact: true });
      await checkModal(dashboard, "Disclaimer", async () => {
        await dashboard.checkbox(104).check();
        await page.getByRole("button", { name: "Subscribe 1 validator" }).click();
      });
      await selectionCancel.click();

      await checkModal(dashboard, "Notice", async () => {
        await dashboard.checkbox(101).check();
        await page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
      });
      await selectionCancel.click();

      await checkModal(dashboard, "Use a published tree", async () => {
        await page.getByRole("button", { name: "Use a published tree" }).click();
        // Its refusal is drawn in the danger colour: check that too.
        await dashboard.dialog.getByLabel("Tree address (https://, ipfs:// or a CID)").fill("not a tree");
        await dashboard.dialog.getByRole("button", { name: "Fetch" }).click();
        await expect(dashboard.dialog.getByText("Give an https:// or ipfs:// address, or an IPFS CID.")).toBeVisible();
      });

      await checkModal(dashboard, "Withdraw everything", async () => {
        await page.getByTestId("wind-down").getByRole("button", { name: "Withdraw everything" }).click();
        await screenshots("withdraw-everything", false);
      });

      // The Alert, on a failure: the wallet sits on another chain and refuses to switch. The top bar's Wrong network
      // warning is checked with it.
      await wallet.setChain(1);
      const wrongNetwork = page.getByRole("button", { name: "Wrong network" });
      await expect(wrongNetwork).toBeVisible();
      await expectNoViolations(page, "the Wrong network warning", "header");
      wallet.refuseChainSwitch = true;
      await dashboard.claimButton.click();
      expect(await dashboard.alertText()).toBe("Please switch your wallet to Anvil to continue.");
      await expectNoViolations(page, "the Alert", "[role=dialog]");
      await dashboard.closeAlert();
      wallet.refuseChainSwitch = false;
      await wallet.setChain(31337);
      await expect(page.getByRole("button", { name: "Network: Anvil" })).toBeVisible();

      // The pending animation, held open by a chain that mines nothing; the claim is then dropped unmined.
      await anvil.setAutomine(false);
      try {
        await dashboard.claimButton.click();
        await expect(dashboard.dialog.getByRole("heading", { name: "Transaction pending" })).toBeVisible();
        await expect.poll(() => wallet.sent.length).toBe(1);
        await expectNoViolations(page, "the Transaction pending modal", "[role=dialog]");
      } finally {
        for (const hash of wallet.sent) await anvil.dropTransaction({ hash });
        await anvil.setAutomine(true);
      }
    });
  });
}

/** The page's background colour as drawn. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_SURFACE = "rgb(245, 244, 250)";
const DARK_SURFACE = "rgb(20, 18, 31)";

test.describe("light and dark", () => {
  for (const [colorScheme, surface, pressed] of [
    ["light", LIGHT_SURFACE, "false"],
    ["dark", DARK_SURFACE, "true"],
  ] as const) {
    test.describe(`with the system in ${colorScheme}`, () => {
      test.use({ colorScheme });
      test(`the page and the wallet modal are ${colorScheme}`, async ({ dashboard }) => {
        const page = dashboard.page;
        expect(await pageBackground(page)).toBe(surface);
        await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", pressed);
        const modal = await dashboard.openWalletModal();
        await expect
          .poll(() => modal.evaluate((el) => getComputedStyle(el).getPropertyValue("--rk-colors-modalBackground")))
          .toBe(colorScheme === "light" ? "#FFF" : "#1A1B1F");
      });
    });
  }

  test.describe("with the system in light", () => {
    test.use({ colorScheme: "light" });
    test("the toggle overrides the system, and the choice is drawn before any script runs on reload", async ({
      dashboard,
      consoleErrors,
    }) => {
      const page = dashboard.page;
      const toggle = page.getByRole("button", { name: "Dark theme" });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      expect(await pageBackground(page)).toBe(DARK_SURFACE);

      // The system changing its mind does not undo the visitor's choice.
      await page.emulateMedia({ colorScheme: "dark" });
      await page.emulateMedia({ colorScheme: "light" });
      expect(await pageBackground(page)).toBe(DARK_SURFACE);

      // Reloaded without the page's JavaScript files: only the inline <head> script and the stylesheet can have
      // drawn the scheme, so the first paint is already dark.
      const errorsBefore = consoleErrors.length;
      await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
      await page.reload();
      await expect(dashboard.validatorsHeading).toBeVisible();
      expect(await pageBackground(page)).toBe(DARK_SURFACE);
      await page.unroute("**/_next/static/chunks/*.js");
      // The blocked files' load errors belong to this check, not to the page.
      consoleErrors.splice(errorsBefore);

      await page.reload();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
      await page.reload();
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
    });
  });
});

test("every element the keyboard reaches shows that it has focus", async ({ dashboard }) => {
  const page = dashboard.page;
  await dashboard.connect();
  await expect(dashboard.claimButton).toBeEnabled();
  await page.locator("body").focus();
  const reached: { name: string; shown: boolean }[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      return {
        name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName,
        shown: outline || style.boxShadow !== "none",
      };
    });
    if (focused === null || reached.some((seen) => seen.name === focused.name)) break;
    reached.push(focused);
  }
  // The whole page was walked: the last stop is the footer's last link.
  expect(reached.at(-1)?.name).toBe("Farcaster");
  expect(reached.length).toBeGreaterThan(20);
  expect(reached.filter((stop) => !stop.shown).map((stop) => stop.name)).toEqual([]);
});
