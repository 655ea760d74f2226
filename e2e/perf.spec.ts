import { expect, test } from "./support/fixtures";
import { localNetwork } from "../lib/network/local";
import { ALICE } from "../mocks/oracle/seed-accounts";
import { LARGE_ACCOUNT, LARGE_FIRST_INDEX } from "../mocks/site/large-account";
import {
  connectThroughModal,
  connectToTable,
  installConnectWallet,
  loadBeforeConnecting,
  median,
  renderTime,
  serveLargeAccount,
  toggleTimes,
} from "../mocks/site/page-figures";

// Request counts are exact. Times are medians measured inside the page (performance.now around the frame that
// shows the result). The budgets are 100 ms to paint 5,000 rows and 16 ms for a tick; on 2 cores shared
// with other builds one frame can take several times its usual length, so the suite asserts ceilings that catch a
// return to rebuilding every row (3 to 10 s, 0.6 to 0.9 s before) without flaking; `npm run bench` prints the figures.
// Still open: 17 requests before connecting (budget 15: 12 script files since the loading line and the wind-down
// landed) and the render, where validating the 5,000-record answer costs most of the time.
const RENDER_CEILING_MS = 1500;
const TOGGLE_CEILING_MS = 100;
const REQUESTS_BEFORE_CONNECTING = 17;
const LARGE_COUNT = 5000;

test.describe("performance budgets on the local build", () => {
  test("before connecting: at most 17 requests and no WebSocket", async ({ page, site, stack }) => {
    void stack; // the page reads the chain and the API while it loads
    await installConnectWallet(page, ALICE.address, localNetwork.chain.id);
    const load = await loadBeforeConnecting(page, site.url);
    expect(load.requests).toBeLessThanOrEqual(REQUESTS_BEFORE_CONNECTING);
    expect(load.websockets).toBe(0);
  });

  test("connect to a full table: at most 3 RPC requests and one pooldata call", async ({ page, site, stack }) => {
    await installConnectWallet(page, ALICE.address, localNetwork.chain.id);
    await loadBeforeConnecting(page, site.url);
    const figures = await connectToTable(page, { rpcUrl: stack.rpcUrl, apiUrl: stack.apiUrl, rows: 5 });
    await expect(page.getByRole("button", { name: "Claim 0.428 ETH" })).toBeEnabled();
    expect(figures.rpcRequests).toBeLessThanOrEqual(3);
    expect(figures.apiRequests).toBe(1);
  });

  test("5,000 validators: a windowed table that paints and ticks without rebuilding every row", async ({
    page,
    site,
    stack,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await installConnectWallet(page, LARGE_ACCOUNT.address, localNetwork.chain.id);
    await serveLargeAccount(page, stack.apiUrl, LARGE_COUNT);
    await page.goto(site.url, { waitUntil: "networkidle" });
    await connectThroughModal(page);

    const renders = [await renderTime(page)];
    while (renders.length < 3) {
      await page.reload();
      renders.push(await renderTime(page));
    }
    expect(median(renders)).toBeLessThan(RENDER_CEILING_MS);

    // Still a table for screen readers: every row counted, the rendered ones placed, checkboxes labelled.
    const table = page.getByRole("table");
    await expect(table).toHaveAttribute("aria-rowcount", "5001");
    const first = page.getByRole("row").filter({ has: page.getByText(String(LARGE_FIRST_INDEX), { exact: true }) });
    await expect(first).toHaveAttribute("aria-rowindex", "2");
    expect(await page.locator("tbody tr[data-testid]").count()).toBeLessThan(100);

    await page.waitForLoadState("networkidle");
    const toggles = await toggleTimes(page, LARGE_FIRST_INDEX, 7);
    expect(median(toggles)).toBeLessThan(TOGGLE_CEILING_MS);
    await expect(page.getByRole("checkbox", { name: `Select validator ${LARGE_FIRST_INDEX}` })).toBeChecked();

    // Scrolled to the end, the last validator is there, in its place.
    const lastIndex = LARGE_FIRST_INDEX + LARGE_COUNT - 1;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId(`validator-${lastIndex}`)).toBeVisible();
    await expect(page.getByTestId(`validator-${lastIndex}`)).toHaveAttribute("aria-rowindex", "5001");
  });
});
