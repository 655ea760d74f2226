import { parseEventLogs } from "viem";
import { smoothlyPoolAbi } from "../../../lib/protocol/abi.generated";
import { ALICE } from "../../../mocks/oracle/seed-accounts";
import { DASHBOARD } from "../../pages/dashboard-targets";
import { byRole, byTestId, byText } from "../../pages/targets";
import { gasCost } from "../../support/chain-checks";
import { expect, flow } from "../fixtures";

// The oracle's host gone (every connection to the API's port refused, from the first load): the page lists Alice's
// validators from the pool's events, finds the published tree in its own trees/ folder, and pays her leaf exactly.
const ALICE_REWARDS = 428_475_000_000_000_000n;
const API_DOWN = "the pool API cannot be reached";

flow(
  "with the oracle's host gone, Alice's validators come from the events and Claim pays her leaf from the published tree",
  async ({ dashboard, apiGate, pageErrors, wallet, chain }) => {
    await apiGate.refuse();
    // What a refused host makes the page log (the failed requests to 127.0.0.1:8546) is expected; nothing else is.
    pageErrors.allow((error) => error.includes("127.0.0.1:8546"));
    await dashboard.reload();
    await dashboard.connect();

    await dashboard.expectText(
      byTestId("chain-list"),
      `Validators read from the pool's events on chain, because ${API_DOWN}: their status, health and rewards are unknown until it answers.`,
    );
    for (const index of [101, 102, 103]) await dashboard.expectStatus(index, "Unknown");
    await dashboard.expectAbsent(() => dashboard.expectStatus(105, "Exit Requested"), DASHBOARD.row(104));
    await dashboard.expectText(DASHBOARD.bondCell(101), "unknown");
    await dashboard.expectAttribute(DASHBOARD.bondCell(101), "title", API_DOWN);
    await dashboard.expectText(DASHBOARD.unclaimedCell(105), "unknown");
    await dashboard.expectText(DASHBOARD.claimButton, "Claim 0.428 ETH");
    await dashboard.expectAbsent(
      () => dashboard.expectVisible(byText("Verified against the pool's root (epoch 3)")),
      byText("No validators found"),
    );

    const before = await chain.getBalance({ address: ALICE.address });
    await dashboard.click(DASHBOARD.claimButton);
    expect(await dashboard.alertText()).toBe("Successfully Claimed Rewards");
    expect(wallet?.sent).toHaveLength(1);
    const hash = wallet?.sent[0] ?? "0x";
    expect((await chain.getBalance({ address: ALICE.address })) - before).toBe(
      ALICE_REWARDS - (await gasCost(chain, hash)),
    );
    const receipt = await chain.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({ abi: smoothlyPoolAbi, logs: receipt.logs, eventName: "RewardsWithdrawal" });
    expect(event?.args).toMatchObject({ indexes: [101n, 102n, 105n], value: ALICE_REWARDS });
    await dashboard.closeAlert();
    await dashboard.expectDisabled(byRole("button", "Claim 0.000 ETH"));
  },
);
