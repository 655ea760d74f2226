import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole, byTestId, byText, inside } from "../../pages/targets";
import { flow, test } from "../fixtures";

const READ_ONLY = "Connect this address's wallet to act";

test.describe("a visitor without a wallet", () => {
  test.use({ account: null });

  flow("views Alice's address read-only: her rows and figures, every write control disabled", async ({ dashboard }) => {
    await dashboard.expectVisible(byText("No validators found"));
    await dashboard.fill(DASHBOARD.lookupField, "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65"); // typed in lower case
    await dashboard.click(byRole("button", "View"));
    await dashboard.expectHash("#address=0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65");
    await dashboard.expectVisible(byText("Viewing 0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65 (read-only)."));
    await dashboard.expectStatus(101, "Active");
    await dashboard.expectStatus(105, "Exit Requested");
    await dashboard.expectText(inside(DASHBOARD.row(102), byTestId("health")), "Missed block proposal");
    const panel = DASHBOARD.windDown;
    await dashboard.expectContainsText(inside(panel, byTestId("figure-stillBonded")), "0.150 ETH");
    await dashboard.expectContainsText(inside(panel, byTestId("figure-claimableNow")), "0.428 ETH");
    await dashboard.expectVisible(byText(READ_ONLY));
    for (const control of [
      byRole("button", "Claim 0.428 ETH"),
      inside(panel, byRole("button", "Withdraw everything")),
      DASHBOARD.checkbox(101),
      DASHBOARD.checkbox(104),
    ]) {
      await dashboard.expectDisabled(control);
      await dashboard.expectAttribute(control, "title", READ_ONLY);
    }

    await dashboard.click(byRole("button", "Stop viewing"));
    await dashboard.expectAbsent(() => dashboard.expectVisible(byText("No validators found")), DASHBOARD.row(101));
    await dashboard.expectValue(DASHBOARD.lookupField, "");
    await dashboard.expectHash("");
  });
});
