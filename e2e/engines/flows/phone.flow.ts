import { DASHBOARD } from "../../pages/dashboard-targets";
import { expect, test } from "../fixtures";

// Phones: the flows run again at a phone's width (their "(phone, dark theme)" runs, WebKit only); this one switches
// the theme both ways there and checks the page fits in each.
test.use({ form: "phone" });

test(
  "on a phone the theme switches between light and dark, and the page fits the screen in both",
  { tag: "@phone" },
  async ({ dashboard, driver }, testInfo) => {
    const width = await driver.evaluate(() => document.documentElement.clientWidth);
    expect(width, "a phone-sized window (MiniBrowser stops at about 447 px)").toBeLessThanOrEqual(460);
    const background = () => driver.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const theme = () => driver.evaluate(() => document.documentElement.dataset.theme ?? "system");

    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    expect(await theme()).toBe("system"); // no stored choice: the system's, light here
    const light = await background();
    await dashboard.expectFitsScreen();
    await driver.screenshot(testInfo.outputPath("phone-light.png"));

    await dashboard.click(DASHBOARD.themeToggle);
    await dashboard.expectAttribute(DASHBOARD.themeToggle, "aria-pressed", "true");
    expect(await theme()).toBe("dark");
    const dark = await background();
    expect(dark, "the dark theme's background").not.toBe(light);
    await dashboard.expectFitsScreen();
    await driver.screenshot(testInfo.outputPath("phone-dark.png"));

    // The choice is remembered across a reload, and switches back.
    await dashboard.reload();
    expect(await theme()).toBe("dark");
    await dashboard.click(DASHBOARD.themeToggle);
    await dashboard.expectAttribute(DASHBOARD.themeToggle, "aria-pressed", "false");
    expect(await theme()).toBe("light");
    expect(await background()).toBe(light);
  },
);
