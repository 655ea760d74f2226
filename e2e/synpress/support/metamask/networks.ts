import { expect, type Page } from "@playwright/test";
import { expectGoneAfter } from "../settled";

export interface CustomNetwork {
  readonly name: string;
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly symbol: string;
}

async function openNetworks(page: Page): Promise<void> {
  await page.getByTestId("account-options-menu-button").click();
  await page.getByTestId("global-menu-networks").click();
}

/** Adds a custom network from MetaMask's own network list (MetaMask checks the chain id against the RPC). */
export async function addNetwork(page: Page, network: CustomNetwork): Promise<void> {
  await openNetworks(page);
  await page.getByRole("button", { name: "Add a custom network" }).click();
  await page.getByTestId("network-form-network-name").fill(network.name);
  await page.getByTestId("test-add-rpc-drop-down").click();
  await page.getByRole("button", { name: "Add RPC URL" }).click();
  await page.getByTestId("rpc-url-input-test").fill(network.rpcUrl);
  await page.getByRole("button", { name: "Add URL" }).click();
  await page.getByTestId("network-form-chain-id").fill(String(network.chainId));
  await page.getByTestId("network-form-ticker-input").fill(network.symbol);
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole("heading", { name: `“${network.name}” was successfully added!` })).toBeVisible();
  await page.getByRole("button", { name: "Close" }).first().click();
}

/** Points one of MetaMask's own networks (Ethereum, chain id 1) at another RPC, which becomes its default. */
export async function pointNetworkAt(page: Page, chainId: number, rpcUrl: string): Promise<void> {
  await openNetworks(page);
  // The options button sits under the row's own click target: a person clicks the icon itself.
  await page.getByTestId(`network-list-item-options-button-eip155:${chainId}`).click({ force: true });
  await page.getByTestId("network-list-item-options-edit").click();
  await page.getByTestId("test-add-rpc-drop-down").click();
  await page.getByRole("button", { name: "Add RPC URL" }).click();
  await page.getByTestId("rpc-url-input-test").fill(rpcUrl);
  await page.getByRole("button", { name: "Add URL" }).click();
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeEnabled();
  await expectGoneAfter(save, () => save.click());
}
