import { parseEther } from "viem";
import { ALICE, BOB } from "../../mocks/oracle/seed-accounts";
import { expect, test } from "../support/fixtures";
import { expectAbsent, shows } from "../support/settled";

test.use({ account: ALICE });

test("a rejection in the wallet shows nothing and sends nothing", async ({ dashboard, wallet }) => {
  await dashboard.connect();
  wallet.rejectNextPrompt = true;
  const mark = await dashboard.writeMark();
  await dashboard.claimButton.click();
  // Once the page has handled the wallet's answer (its settle sign, which waits for any Alert to be on screen): the
  // pending animation is gone and no Alert opened.
  await expectAbsent(dashboard.settled(mark), dashboard.page.getByRole("status"), dashboard.alert);
  expect(wallet.sent).toEqual([]);
  await expect(dashboard.claimButton).toBeEnabled(); // and the claim is still there to try again
});

test("insufficient funds shows its text", async ({ dashboard, wallet, anvil }) => {
  await dashboard.connect();
  // The user's balance cannot cover a transaction: the node refuses it.
  await anvil.setBalance({ address: ALICE.address, value: parseEther("0.0000001") });
  await dashboard.checkbox(101).check();
  await dashboard.page.getByRole("button", { name: "Request Exit for 1 validator" }).click();
  await dashboard.dialog.getByRole("button", { name: "Request Exit" }).click();
  expect(await dashboard.alertText()).toBe("Account has insufficient funds");
  expect(wallet.sent).toEqual([]);
});

test("a wallet on another chain never writes; the page offers the switch", async ({ dashboard, wallet, chain }) => {
  await dashboard.connect();
  await wallet.setChain(1);
  await expect(dashboard.page.getByRole("button", { name: "Wrong network" })).toBeVisible();
  wallet.refuseChainSwitch = true;
  const blockBefore = await chain.getBlockNumber();
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Please switch your wallet to Anvil to continue.");
  expect(wallet.sent).toEqual([]);
  expect(wallet.wrongChainRequests).toEqual([]);
  expect(await chain.getBlockNumber()).toBe(blockBefore);

  // Rejecting the switch in the wallet: silent, and still nothing sent.
  await dashboard.closeAlert();
  wallet.refuseChainSwitch = false;
  wallet.rejectNextPrompt = true;
  const mark = await dashboard.writeMark();
  await dashboard.claimButton.click();
  await expectAbsent(dashboard.settled(mark), dashboard.alert);
  expect(wallet.sent).toEqual([]);

  // Accepting the switch lets the same click go through on the right chain.
  wallet.refuseChainSwitch = false;
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  await expect(dashboard.page.getByRole("button", { name: "Network: Anvil" })).toBeVisible();
});

test("a double click sends one transaction", async ({ dashboard, wallet }) => {
  await dashboard.connect();
  await dashboard.claimButton.dblclick();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  expect(wallet.sent).toHaveLength(1);
});

test("the Alert opens no sooner than 500 ms after the result", async ({ dashboard, stack }) => {
  const page = dashboard.page;
  // The result reaches the page with the transaction receipt: note when the RPC hands it over...
  let receiptAt = 0;
  await page.route(`${stack.rpcUrl}/`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"transactionHash"') && body.includes('"status":"0x1"') && body.includes('"logs"'))
      receiptAt = Date.now();
    await route.fulfill({ response, body });
  });
  // ...and when the Alert appears, seen from inside the page (same machine clock).
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="dialog"] [role="alert"]')) {
        Object.assign(window, { __alertAt: Date.now() });
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await dashboard.connect();
  await dashboard.claimButton.click();
  expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
  const alertAt = await page.evaluate(() => (window as unknown as { __alertAt: number }).__alertAt);
  expect(receiptAt).toBeGreaterThan(0);
  expect(alertAt - receiptAt).toBeGreaterThanOrEqual(500);
});

test("switching account reloads the list; disconnecting clears it", async ({ dashboard, wallet }) => {
  await dashboard.connect();
  await expect(dashboard.row(101)).toBeVisible();
  await dashboard.checkbox(101).check();
  await wallet.switchAccount(BOB.privateKey);
  await expect(dashboard.page.getByRole("button", { name: `Account ${BOB.address}` })).toBeVisible();
  // Alice's rows and her ticks stay hers.
  await expectAbsent(
    shows(dashboard.row(201)),
    dashboard.row(101),
    dashboard.page.getByRole("button", { name: /Request Exit/ }),
  );
  await wallet.disconnect();
  await expectAbsent(shows(dashboard.connectButton), dashboard.row(201));
});
