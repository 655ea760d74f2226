import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../../lib/protocol/abi.generated";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole, inside } from "../../pages/targets";
import { expect, flow } from "../fixtures";

flow(
  "request exit for 101 and 103: the Notice, then both rows Exit Requested from the pool's event",
  async ({ dashboard, wallet, chain }) => {
    await dashboard.connect();
    await dashboard.click(DASHBOARD.checkbox(101));
    await dashboard.click(DASHBOARD.checkbox(103));
    await dashboard.expectChecked(DASHBOARD.checkbox(101));
    await dashboard.expectChecked(DASHBOARD.checkbox(103));
    await dashboard.click(byRole("button", "Request Exit for 2 validators"));

    await dashboard.expectVisible(inside(DASHBOARD.dialog, byRole("heading", "Notice")));
    await dashboard.expectContainsText(DASHBOARD.dialog, "1 of the 2 selected validators is Pending.");
    await dashboard.click(inside(DASHBOARD.dialog, byRole("button", "Request Exit")));
    expect(await dashboard.alertText()).toBe("Successfully Requested Exit");

    expect(wallet?.sent).toHaveLength(1);
    const receipt = await chain.getTransactionReceipt({ hash: wallet?.sent[0] ?? "0x" });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "ExitRequested" });
    expect(event?.args.indexes).toEqual([101n, 103n]);
    await dashboard.closeAlert();
    await dashboard.expectStatus(101, "Exit Requested");
    await dashboard.expectStatus(103, "Exit Requested");
    await dashboard.expectDisabled(DASHBOARD.checkbox(101));
  },
);
