import { BOB, ERIN } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { expectHidden, shows } from "../support/settled";

const WIDTHS = [390, 991, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test.describe("Bob's table", () => {
      test.use({ account: BOB });
      test("fits the screen; bond actions are visible without hover below 992 px", async ({ dashboard }, testInfo) => {
        await dashboard.connect();
        await expect(dashboard.row(201)).toBeVisible();
        const overflow = await dashboard.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // Every column, the info marker included, is on screen without scrolling the table sideways. The page itself
        // scrolls down to the row first: the Wind-down panel above the table is taller than a phone's screen.
        await dashboard
          .row(203)
          .evaluate((row) => window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 100));
        await expect(dashboard.infoMarker(203)).toBeInViewport();
        const label = dashboard.bondAction(201, "Withdraw bond").getByText("Withdraw bond", { exact: true });
        // Beside the row's info marker, on screen: the label shows below 992 px, only on hover above.
        if (width < 992) await expect(label).toBeVisible();
        else await expectHidden(shows(dashboard.infoMarker(203)), label);
        await dashboard.page.screenshot({ path: testInfo.outputPath(`table-${width}.png`), fullPage: true });
      });
    });

    test.describe("Erin's Disclaimer", () => {
      test.use({ account: ERIN });
      test(`shows the pool address ${width <= 600 ? "abbreviated" : "in full"}`, async ({
        dashboard,
        stack,
      }, testInfo) => {
        await dashboard.connect();
        await dashboard.checkbox(401).check();
        await dashboard.page.getByRole("button", { name: "Subscribe 1 validator" }).click();
        const address = dashboard.dialog.getByTestId("pool-address");
        const pool = stack.deployment.pool;
        expect(pool).toBe("0xa16E02E87b7454126E5E10d957A927A7F5B5d2be"); // the local deployment's fixed address
        const abbreviated = "0xa16E…d2be";
        if (width <= 600) {
          await expectHidden(
            shows(address.getByText(abbreviated, { exact: true })),
            address.getByText(pool, { exact: true }),
          );
        } else {
          await expectHidden(
            shows(address.getByText(pool, { exact: true })),
            address.getByText(abbreviated, { exact: true }),
          );
        }
        await dashboard.page.screenshot({ path: testInfo.outputPath(`disclaimer-${width}.png`) });
      });
    });
  });
}
