import type { Locator, Page } from "@playwright/test";
import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { ALICE } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { expectGoneAfter } from "../support/settled";

test.use({ account: ALICE });

/** Presses Tab until the target has focus, as a keyboard user would (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(target);
}

/** The focused control shows it: :focus-visible matches and draws an outline or a ring. */
async function expectFocusVisible(target: Locator): Promise<void> {
  const drawn = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return el.matches(":focus-visible") && (outline || style.boxShadow !== "none");
  });
  expect(drawn, "a visible focus indicator").toBe(true);
}

test("keyboard only: tick a row, request exit through the Notice (Escape returns focus), read a tooltip, claim", async ({
  dashboard,
  wallet,
  chain,
}) => {
  const page = dashboard.page;
  await dashboard.connect();
  await dashboard.expectStatus(101, "Active");

  await tabTo(page, dashboard.checkbox(101));
  await page.keyboard.press("Space");
  await expect(dashboard.checkbox(101)).toBeChecked();

  const trigger = page.getByRole("button", { name: "Request Exit for 1 validator" });
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  await expectGoneAfter(dashboard.dialog.getByRole("heading", { name: "Notice" }), () => page.keyboard.press("Escape"));
  await expect(trigger).toBeFocused();
  await expect(dashboard.checkbox(101)).toBeChecked(); // closing the Notice keeps the selection

  await page.keyboard.press("Enter");
  const confirm = dashboard.dialog.getByRole("button", { name: "Request Exit" });
  await tabTo(page, confirm, 10);
  await page.keyboard.press("Enter");
  expect(await dashboard.alertText()).toBe("Successfully Requested Exit");
  const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
  const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
  expect(event?.args.indexes).toEqual([101n]);
  await expectGoneAfter(dashboard.alert, () => page.keyboard.press("Escape"));
  await dashboard.expectStatus(101, "Exit Requested");

  // The info marker's tooltip opens on focus, not only on hover.
  await tabTo(page, dashboard.infoMarker(102));
  await expect(dashboard.row(102).getByRole("tooltip")).toBeVisible();
  await expect(dashboard.row(102).getByRole("tooltip")).toContainText("Active · Missed block proposal.");

  await tabTo(page, dashboard.claimButton);
  await expect(dashboard.claimButton).toHaveText("Claim 0.428 ETH");
  await page.keyboard.press("Enter");
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  expect(wallet.sent).toHaveLength(2);
  const claim = await chain.getTransactionReceipt({ hash: wallet.sent[1]! });
  const [paid] = parseEventLogs({ abi: smoothlyPoolAbi, logs: claim.logs, eventName: "RewardsWithdrawal" });
  expect(paid?.args.value).toBe(428_475_000_000_000_000n);
  await expectGoneAfter(dashboard.alert, () => page.keyboard.press("Escape"));
  await expect(dashboard.claimButton).toHaveText("Claim 0.000 ETH");
});
