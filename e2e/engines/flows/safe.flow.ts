import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../../lib/protocol/abi.generated";
import { safeAbi } from "../../../lib/protocol/safe-abi.generated";
import { FRANK } from "../../../mocks/oracle/seed-accounts";
import { startSafeHost } from "../../../mocks/safe-host/server";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole, byTestId } from "../../pages/targets";
import { EngineDashboard } from "../EngineDashboard";
import { expect, test } from "../fixtures";

// The page as a Safe App in each engine: framed by the local Safe host (another site than the dashboard's), connected
// as Frank's Safe at once, its claim proposed, confirmed and executed by the Safe's owners, and paid to the wei.
const FRANK_REWARDS = 142_825_000_000_000_000n; // 501's 0.093575 and 502's 0.04925 ETH

test.describe("Frank's Safe, no wallet in the page", () => {
  test.use({ account: null });

  test("Safe App: the claim, proposed and then executed by the Safe's owners, pays Frank's Safe 0.142825 ETH", async ({
    driver,
    front,
    stack,
    chain,
    pageErrors,
  }) => {
    // The host signs as Frank when the app asks (the drivers act inside the app's frame, not on the host's review).
    const host = await startSafeHost({
      chain: { rpcUrl: stack.rpcUrl, chainId: stack.chainId },
      siteUrl: front.url,
      safe: FRANK.address,
      spec: FRANK.safe,
      autoApprove: true,
    });
    try {
      await driver.goto(host.url);
      await driver.enterFrame();
      const dashboard = new EngineDashboard(driver, "desktop");
      await dashboard.expectText(
        byTestId("safe-app"),
        "Safe 0x33527590A0a1980Fbca1f9b9906d1cA811348E83 on Anvil: each transaction is proposed to the Safe, and runs once its owners have confirmed and executed it.",
      );
      await dashboard.expectText(DASHBOARD.claimButton, "Claim 0.142 ETH");
      const before = await chain.getBalance({ address: FRANK.address });

      await dashboard.click(DASHBOARD.claimButton);
      expect(await dashboard.alertText()).toBe(
        "Proposed to the Safe: waiting for its other owners (1 of 2 confirmations)",
      );
      await dashboard.closeAlert();
      const [proposal] = await host.proposals.queue();
      expect(await chain.getBalance({ address: FRANK.address })).toBe(before);
      await host.proposals.confirm(proposal!.safeTxHash, "Grace");
      const executed = await host.proposals.execute(proposal!.safeTxHash, "Grace");

      expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
      expect((await chain.getBalance({ address: FRANK.address })) - before).toBe(FRANK_REWARDS);
      const receipt = await chain.getTransactionReceipt({ hash: executed });
      expect(parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => log.eventName)).toEqual([
        "ExecutionSuccess",
      ]);
      const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
      expect(event?.args).toMatchObject({ eth1: FRANK.address, indexes: [501n, 502n], value: FRANK_REWARDS });
      await dashboard.closeAlert();
      await dashboard.expectDisabled(byRole("button", "Claim 0.000 ETH"));
      expect(pageErrors.unexpected(), "errors in the page (exceptions, rejections, console errors, CSP)").toEqual([]);
    } finally {
      await host.close();
    }
  });
});
