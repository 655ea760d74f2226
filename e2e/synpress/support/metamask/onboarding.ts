import { expect, type Page } from "@playwright/test";
import { expectGoneAfter } from "../settled";

/**
 * MetaMask 13's first run, as a person goes through it: "I have an existing wallet", the Secret Recovery Phrase, a
 * password, no usage data, and basic functionality turned off (no calls to MetaMask's services, which cannot be
 * reached here). Synpress 4.1.2's importWallet stops on this version's screens (its Continue stays disabled).
 */
export async function onboard(page: Page, phrase: string, password: string): Promise<void> {
  await page.getByTestId("onboarding-import-wallet").click();
  await page.getByTestId("onboarding-import-with-srp-button").click();
  await typeRecoveryPhrase(page, phrase);
  await page.getByTestId("import-srp-confirm").click();

  await page.getByTestId("create-password-new-input").fill(password);
  await page.getByTestId("create-password-confirm-input").fill(password);
  await page.getByTestId("create-password-terms").check();
  await page.getByTestId("create-password-submit").click();

  await page.getByRole("checkbox", { name: "Gather basic usage data" }).uncheck();
  await page.getByTestId("metametrics-i-agree").click();

  await page.getByTestId("manage-default-settings").click();
  await page.getByTestId("category-item-General").click();
  await page.getByTestId("basic-functionality-toggle").locator("label").first().click();
  const turnOff = page.getByRole("dialog");
  await turnOff.getByRole("checkbox").check();
  const turnOffButton = page.getByTestId("basic-configuration-modal-toggle-button");
  await expectGoneAfter(turnOffButton, () => turnOffButton.click());
  await page.getByTestId("category-back-button").click();
  await page.getByTestId("privacy-settings-back-button").click();

  await page.getByTestId("onboarding-complete-done").click();
  // MetaMask opens the wallet in a tab of its own and leaves this one on the last onboarding screen.
  await expect(page.getByTestId("onboarding-complete-done")).toBeDisabled();
  await page.goto(page.url().replace(/#.*$/, "#"));
  await expect(page.getByTestId("account-menu-icon")).toBeVisible({ timeout: 30_000 });
}

/**
 * MetaMask splits the phrase into one field a word as the words are typed, and checks it only once the last word is
 * committed: each word goes into its own field, a Space moves on, and leaving the last field commits it.
 */
async function typeRecoveryPhrase(page: Page, phrase: string): Promise<void> {
  const words = phrase.split(" ");
  for (const [index, word] of words.entries()) {
    const field =
      index === 0 ? page.getByTestId("srp-input-import__srp-note") : page.getByTestId(`import-srp__srp-word-${index}`);
    await field.pressSequentially(word, { delay: 10 });
    if (index < words.length - 1) {
      await field.press("Space");
      await page.getByTestId(`import-srp__srp-word-${index + 1}`).waitFor();
    }
  }
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("import-srp-confirm")).toBeEnabled();
}
