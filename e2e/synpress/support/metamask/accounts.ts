import { expect as baseExpect, type Page } from "@playwright/test";
import type { Address } from "../constants";

/** MetaMask's own screens answer slowly on a busy 2-core machine: 5 s timed out while its profile was prepared. */
const expect = baseExpect.configure({ timeout: 30_000 });

const accountCell = (page: Page, address: Address) =>
  page.getByTestId(`multichain-account-cell-keyring:Simple Key Pair/${address.toLowerCase()}`);

/** Imports an account by its private key from MetaMask's account list; MetaMask then selects it. */
export async function importAccount(page: Page, privateKey: `0x${string}`, address: Address): Promise<void> {
  await page.getByTestId("account-menu-icon").click();
  await page.getByTestId("account-list-add-wallet-button").click();
  await page.getByTestId("add-wallet-modal-import-account").click();
  await page.getByRole("textbox", { name: "Enter your private key string here:" }).fill(privateKey);
  await page.getByTestId("import-account-confirm-button").click();
  await expect(accountCell(page, address)).toBeVisible();
  await page.getByRole("button", { name: "Back" }).first().click();
}

/** Selects one of MetaMask's accounts, as a person does in its account list. */
export async function selectAccount(page: Page, address: Address, name: string): Promise<void> {
  await page.getByTestId("account-menu-icon").click();
  await accountCell(page, address).click();
  await expect(page.getByTestId("account-menu-icon")).toHaveText(name);
}
