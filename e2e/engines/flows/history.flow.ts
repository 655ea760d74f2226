import { ALICE } from "../../../mocks/oracle/seed-accounts";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byCss, byRole, byTestId, inside } from "../../pages/targets";
import { expectedHistoryCsv, poolEventsOf } from "../../support/history-csv";
import { expect, flow } from "../fixtures";

flow(
  "History lists Alice's pool events and saves them as the CSV the chain's logs make",
  async ({ dashboard, driver, chain, stack }) => {
    const logs = await poolEventsOf(chain, stack.deployment.pool, ALICE.address);
    expect(logs.length, "the seed's events of Alice").toBeGreaterThan(2);
    await dashboard.connect();
    await dashboard.expectStatus(101, "Active");
    await dashboard.click(inside(DASHBOARD.history, byRole("button", "Show history")));
    await dashboard.expectCount(inside(DASHBOARD.history, byTestId("history-row")), logs.length);
    for (const log of logs) await dashboard.expectCount(byCss(`[data-tx="${log.transactionHash}"]`), 1);

    const exportCsv = inside(DASHBOARD.history, byRole("button", "Export CSV"));
    await dashboard.expectEnabled(exportCsv);
    const file = await driver.download(() => dashboard.click(exportCsv));
    expect(file.name).toBe("smoothly-local-0x15d34aaf54267db7d7c367839aaf71a00a2c6a65-history.csv");
    expect(file.text).toBe(await expectedHistoryCsv(chain, stack.deployment.pool, ALICE.address));
  },
);
