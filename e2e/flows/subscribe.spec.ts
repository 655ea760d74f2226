import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../lib/protocol/abi.generated";
import { CAROL, ERIN } from "../../mocks/oracle/seed-accounts";
import { totalGasCost } from "../support/chain-checks";
import { expect, test } from "../support/fixtures";
import type { DashboardPage } from "../pages/DashboardPage";

const CHECKS = [
  "I have read the docs and the terms",
  "I run MEV Boost with the monitored relays",
  "I verified that my fee recipient is the pool address",
];

async function openDisclaimer(dashboard: DashboardPage, indexes: number[]) {
  for (const index of indexes) await dashboard.checkbox(index).check();
  const count = indexes.length;
  await dashboard.page.getByRole("button", { name: `Subscribe ${count} validator${count === 1 ? "" : "s"}` }).click();
  await expect(dashboard.dialog.getByRole("heading", { name: "Disclaimer" })).toBeVisible();
  return dashboard.dialog;
}

test.describe("subscribe on the local build", () => {
  test.use({ account: ERIN });

  test("needs all three boxes, then registers with exactly bond × count", async ({
    dashboard,
    wallet,
    chain,
    stack,
  }) => {
    await dashboard.connect();
    const disclaimer = await openDisclaimer(dashboard, [401, 402]);
    const deposit = disclaimer.getByRole("button", { name: "Deposit 0.100 ETH" });
    await expect(disclaimer).toContainText(stack.deployment.pool);
    for (const check of CHECKS) {
      await expect(deposit).toBeDisabled();
      await disclaimer.getByRole("checkbox", { name: check }).check();
    }
    const before = await chain.getBalance({ address: ERIN.address });
    await deposit.click();
    expect(await dashboard.alertText()).toBe("Successfully Subscribed Validators");

    expect(wallet.sent).toHaveLength(1);
    const tx = await chain.getTransaction({ hash: wallet.sent[0]! });
    expect(tx.value).toBe(100_000_000_000_000_000n); // 0.05 ETH each
    const receipt = await chain.getTransactionReceipt({ hash: wallet.sent[0]! });
    const [registered] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "Registered" });
    expect(registered?.args.indexes).toEqual([401n, 402n]);
    const after = await chain.getBalance({ address: ERIN.address });
    expect(before - after).toBe(100_000_000_000_000_000n + (await totalGasCost(chain, wallet.sent)));
    expect(tx.to?.toLowerCase()).toBe(stack.deployment.pool.toLowerCase());

    await dashboard.closeAlert();
    await dashboard.expectStatus(401, "Pending");
    await dashboard.expectStatus(402, "Pending");
  });
});

test.describe("subscribe refused by the API", () => {
  test.use({ account: CAROL });

  test("a validator the API calls deactivated fails with Invalid Validator and sends nothing", async ({
    dashboard,
    wallet,
  }) => {
    await dashboard.connect();
    const disclaimer = await openDisclaimer(dashboard, [302]);
    for (const check of CHECKS) await disclaimer.getByRole("checkbox", { name: check }).check();
    await disclaimer.getByRole("button", { name: "Deposit 0.050 ETH" }).click();
    expect(await dashboard.alertText()).toBe("Invalid Validator 302 is deactivated");
    expect(wallet.sent).toEqual([]);
  });
});
