import { ALICE, BOB } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { expectAbsent, shows } from "../support/settled";

const READ_ONLY = "Connect this address's wallet to act";
const INVALID = "This is not a valid address: enter 0x followed by 40 hexadecimal characters.";

test("a visitor views an address read-only: its rows, figures and claim, every write control disabled", async ({
  dashboard,
  stack,
}) => {
  void stack;
  const page = dashboard.page;
  await expect(page.getByText("No validators found")).toBeVisible(); // nothing looked up: the empty list

  const field = page.getByRole("textbox", { name: "View an address" });
  await field.fill("0x15d34aaf54267db7d7c367839aaf71a00a2c6a65"); // Alice, typed in lower case
  await page.getByRole("button", { name: "View", exact: true }).click();
  await expect(page).toHaveURL(/\/#address=0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65$/);
  await expect(page.getByText("Viewing 0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65 (read-only).")).toBeVisible();
  await dashboard.expectStatus(101, "Active");
  await dashboard.expectStatus(105, "Exit Requested");
  await expectAbsent(
    () => expect(dashboard.row(102).getByTestId("health")).toHaveText("Missed block proposal"),
    dashboard.row(101).getByTestId("health"),
  );

  const panel = page.getByTestId("wind-down");
  await expect(panel.getByTestId("figure-stillBonded")).toContainText("0.150 ETH");
  await expect(panel.getByTestId("figure-claimableNow")).toContainText("0.428 ETH");
  await expect(page.getByText(READ_ONLY, { exact: true })).toBeVisible();
  const writes = [
    page.getByRole("button", { name: "Claim 0.428 ETH" }),
    panel.getByRole("button", { name: "Withdraw everything" }),
    page.getByRole("button", { name: "Use a published tree" }),
    dashboard.checkbox(101),
    dashboard.checkbox(103),
    dashboard.checkbox(104),
  ];
  for (const control of writes) {
    await expect(control).toBeDisabled();
    await expect(control).toHaveAttribute("title", READ_ONLY);
  }

  await page.getByRole("button", { name: "Stop viewing" }).click();
  await expectAbsent(shows(page.getByText("No validators found")), dashboard.row(101));
  await expect(field).toHaveValue("");
  expect(new URL(page.url()).hash).toBe("");
});

test("a shared #address= link opens the look-up, the hash follows; an invalid address says so and keeps it", async ({
  dashboard,
  site,
  stack,
}) => {
  void stack;
  const page = dashboard.page;
  await page.goto(`${site.url}#address=${BOB.address}`);
  await dashboard.expectStatus(201, "Exited");
  await expect(dashboard.row(203).getByTestId("health")).toHaveText("Penalized");
  await expect(dashboard.row(204).getByTestId("health")).toHaveText("Relay incorrect fee recipient");
  await expect(dashboard.bondAction(201, "Withdraw bond")).toBeDisabled();
  await expect(dashboard.bondAction(203, "Add bond")).toBeDisabled();
  await expect(dashboard.bondAction(203, "Add bond")).toHaveAttribute("title", READ_ONLY);
  await expect(dashboard.checkbox(203)).toBeDisabled();
  await expect(page.getByRole("button", { name: "Claim 0.329 ETH" })).toBeDisabled();

  // Another link on the same page (only the hash changes): the view follows it.
  await page.evaluate((hash) => (window.location.hash = hash), `#address=${ALICE.address}`);
  await expectAbsent(() => dashboard.expectStatus(105, "Exit Requested"), dashboard.row(201));

  const field = page.getByRole("textbox", { name: "View an address" });
  await page.evaluate(() => (window.location.hash = "#address=0x1234"));
  await expect(page.getByText(INVALID, { exact: true })).toBeVisible();
  await expect(field).toHaveValue("0x1234");
  await expect(page.getByText("No validators found")).toBeVisible();

  await field.fill("not an address");
  await field.press("Enter");
  await expect(page.getByText(INVALID, { exact: true })).toBeVisible();
  await expect(field).toHaveValue("not an address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
});

test.describe("connected", () => {
  test.use({ account: ALICE });

  test("looking up another address disables every write control; back to my wallet enables them", async ({
    dashboard,
    stack,
  }, testInfo) => {
    void stack;
    const page = dashboard.page;
    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    await expect(page.getByRole("button", { name: "Claim 0.428 ETH" })).toBeEnabled();

    const field = page.getByRole("textbox", { name: "View an address" });
    await field.fill(BOB.address);
    await page.getByRole("button", { name: "View", exact: true }).click();
    await expectAbsent(() => dashboard.expectStatus(201, "Exited"), dashboard.row(101));
    await expect(page.getByText(READ_ONLY, { exact: true })).toBeVisible();
    for (const control of [
      page.getByRole("button", { name: "Claim 0.329 ETH" }),
      dashboard.bondAction(201, "Withdraw bond"),
      dashboard.bondAction(203, "Add bond"),
      dashboard.checkbox(203),
      dashboard.checkbox(204),
      page.getByTestId("wind-down").getByRole("button", { name: "Withdraw everything" }),
      page.getByRole("button", { name: "Use a published tree" }),
    ]) {
      await expect(control).toBeDisabled();
      await expect(control).toHaveAttribute("title", READ_ONLY);
    }
    // For a person to look at: the read-only view on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`lookup-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Back to my wallet" }).click();
    await expect(page.getByRole("button", { name: "Claim 0.428 ETH" })).toBeEnabled();
    await expectAbsent(
      () => dashboard.expectStatus(101, "Active"),
      dashboard.row(201),
      page.getByText(READ_ONLY, { exact: true }),
    );
    await expect(dashboard.checkbox(101)).toBeEnabled();
    await expect(page.getByRole("button", { name: "Use a published tree" })).toBeEnabled();

    // Her own address looked up acts as her wallet: nothing is locked.
    await field.fill(ALICE.address.toLowerCase());
    await field.press("Enter");
    await expect(page).toHaveURL(/#address=0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65$/);
    await dashboard.expectStatus(101, "Active");
    await expect(dashboard.checkbox(101)).toBeEnabled();
    await expectAbsent(
      () => expect(page.getByRole("button", { name: "Claim 0.428 ETH" })).toBeEnabled(),
      page.getByText(READ_ONLY, { exact: true }),
    );
  });
});
