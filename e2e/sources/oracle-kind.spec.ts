import { ERIN } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";

// Runs in the oracle-kind project only (playwright.config.ts): the oracle has no validation endpoint.
test.use({ account: ERIN });

test("subscribing is refused with a clear message before any transaction", async ({ dashboard, wallet, page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("http://127.0.0.1:8546/")) asked.push(new URL(request.url()).pathname);
  });
  await dashboard.connect();
  await dashboard.checkbox(401).check();
  await page.getByRole("button", { name: "Subscribe 1 validator" }).click();
  const disclaimer = dashboard.dialog;
  for (const check of [
    "I have read the docs and the terms",
    "I run MEV Boost with the monitored relays",
    "I verified that my fee recipient is the pool address",
  ]) {
    await disclaimer.getByRole("checkbox", { name: check }).check();
  }
  await disclaimer.getByRole("button", { name: "Deposit 0.050 ETH" }).click();
  expect(await dashboard.alertText()).toBe(
    "Error: Subscriptions are not available here: this dashboard's API cannot check validators before they subscribe.",
  );
  expect(wallet.sent).toEqual([]);
  expect(asked).not.toContain("/registerValidate");
  expect(asked).not.toContain("/pooldata");
  expect(asked).toContain(`/validators/${ERIN.address.toLowerCase()}`);
});
