import { BOB } from "../../../mocks/oracle/seed-accounts";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole, byTestId, byText, inside } from "../../pages/targets";
import { expect, flow, test } from "../fixtures";

const health = (index: number) => inside(DASHBOARD.row(index), byTestId("health"));

flow(
  "the page renders for a visitor: no script error, the table empty, the footer's figures known",
  async ({ dashboard }) => {
    await dashboard.expectVisible(byText("No validators found"));
    await dashboard.expectTexts(inside(DASHBOARD.legend, byRole("listitem")), [
      "Unregistered",
      "Pending",
      "Active",
      "Exit requested",
      "Exited",
    ]);
    await dashboard.expectVisible(DASHBOARD.connectButton);
    await dashboard.expectText(byTestId("cycle-time-left"), /^[67] days$/);
    // Errors in the page fail every flow at its end (the dashboard fixture); here nothing else happened.
  },
);

flow(
  "Alice connects through RainbowKit and sees every status, her health labels and Claim 0.428 ETH",
  async ({ dashboard, wallet }) => {
    await dashboard.connect();
    await dashboard.expectText(byRole("button", "Network: Anvil"), "Anvil");
    await dashboard.expectStatus(101, "Active");
    await dashboard.expectStatus(102, "Active");
    await dashboard.expectAbsent(() => dashboard.expectText(health(102), "Missed block proposal"), health(101));
    await dashboard.expectStatus(103, "Pending");
    await dashboard.expectStatus(104, "Unregistered");
    await dashboard.expectStatus(105, "Exit Requested");
    await dashboard.expectText(DASHBOARD.claimButton, "Claim 0.428 ETH");
    expect(wallet?.sent).toEqual([]);
  },
);

test.describe("Bob", () => {
  test.use({ account: BOB });

  flow(
    "Bob sees 201 Exited with its bond to withdraw, 202 expelled, 203 Penalized, 204 relay-excluded",
    async ({ dashboard }) => {
      await dashboard.connect();
      await dashboard.expectStatus(201, "Exited");
      await dashboard.expectVisible(byRole("button", "Withdraw bond for validator 201 (bond 0.050 ETH)"));
      await dashboard.expectStatus(202, "Exited");
      await dashboard.expectText(health(202), "Wrong fee recipient");
      await dashboard.expectText(health(203), "Penalized");
      await dashboard.expectVisible(DASHBOARD.bondAction(203, "Add bond"));
      await dashboard.expectText(health(204), "Relay incorrect fee recipient");
      await dashboard.expectText(DASHBOARD.claimButton, "Claim 0.329 ETH");
    },
  );
});
