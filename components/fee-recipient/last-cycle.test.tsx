// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoticeModal } from "@/components/modals/NoticeModal";
import { WindDownPanel } from "@/components/winddown/WindDownPanel";
import { WithdrawEverythingModal } from "@/components/winddown/WithdrawEverythingModal";
import { OverdueLine } from "@/components/dashboard/claim/OverdueLine";
import { FeeRecipientReminder } from "./FeeRecipientReminder";
import { RowFeeRecipient } from "./RowFeeRecipient";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const POOL = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
const ALICE = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const ACCOUNT = { network: "local", address: ALICE, poolAddress: POOL };
const fromApi = (value: string) => ({ value: `${value} ETH`, caption: "from the pool API", known: true });
const FIGURES = {
  claimableNow: fromApi("0.428"),
  unlocksAfterCycle: fromApi("0.050"),
  stillBonded: fromApi("0.150"),
  accruing: fromApi("0.073"),
};

describe("an overdue cycle", () => {
  it("the line beside the countdown: the due date written out, how long ago, the operators", () => {
    // Due 2025-12-08 19:43 UTC, ten days late.
    render(
      <OverdueLine overdue={{ dueSeconds: 1_765_222_980, lastCloseSeconds: 1_764_618_180, lateSeconds: 864_000 }} />,
    );
    expect(screen.getByTestId("cycle-overdue").textContent).toBe(
      "The cycle was due on 2025-12-08 19:43 UTC, 10 days ago: the pool's operators have not closed it.",
    );
  });

  it("nothing beside the countdown before it is overdue", () => {
    const { container } = render(<OverdueLine overdue={null} />);
    expect(container.textContent).toBe("");
  });

  it("Unlocks after this cycle promises no date", () => {
    render(
      <WindDownPanel
        figures={FIGURES}
        cycleEnd="2025-12-08 19:43 UTC"
        overdue
        everythingOut={false}
        disabled={false}
        onWithdrawEverything={vi.fn()}
      />,
    );
    expect(screen.getByTestId("figure-unlocksAfterCycle").textContent).toBe(
      "Unlocks after this cycle0.050 ETHfrom the pool APIBond of validators whose exit is requested; paid only when the pool's operators close a cycle, and no date is known.",
    );
  });

  it("the dialog says what stays until the operators close a cycle, with no date and no calendar", () => {
    render(
      <WithdrawEverythingModal
        steps={[]}
        costs={[]}
        costTotal="0.000"
        remaining={{ amount: "0.200", overdue: true }}
        running={false}
        onStart={vi.fn()}
        onAddToCalendar={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId("remaining").textContent).toBe(
      'After this cycle0.200 ETH stays in the pool until the pool\'s operators close a cycle: they have not closed the one that was due, and no date is known. Come back after they do for the next "Withdraw everything".',
    );
    expect(screen.queryByRole("button", { name: "Add to calendar" })).toBeNull();
  });
});

describe("the exit Notice", () => {
  it("before the due date: the bond is paid once the next cycle's exits root lands", () => {
    render(
      <NoticeModal
        open
        count={1}
        pendingCount={0}
        poolAddress={POOL}
        indexes={[101]}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId("exit-notice-bond").textContent).toBe(
      "Requesting an exit cannot be undone. Your bond is paid once the pool's operators close the next reward cycle and its exits root, which holds your bond, lands on chain.",
    );
    expect(screen.queryByTestId("exit-notice-overdue")).toBeNull();
  });

  it("overdue: no root since the last close, the request may unlock nothing, and it stays possible", async () => {
    const onConfirm = vi.fn();
    render(
      <NoticeModal
        open
        count={1}
        pendingCount={0}
        lastClose="2025-12-01 19:43 UTC"
        poolAddress={POOL}
        indexes={[101]}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId("exit-notice-overdue").textContent).toBe(
      "No exits root has landed since 2025-12-01 19:43 UTC: the pool's operators have not closed the cycle that was due, so this request may unlock nothing. You can still request it, to have it on record.",
    );
    expect(screen.getByTestId("exit-notice-fee-recipient").textContent).toContain(POOL);
    await userEvent.click(screen.getByRole("button", { name: "Request Exit" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe("the fee-recipient reminder", () => {
  it("names the pool's full address and copies it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<FeeRecipientReminder indexes={[105]} poolAddress={POOL} />);
    expect(screen.getByTestId("fee-recipient-pool-address").textContent).toBe(POOL);
    await userEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(POOL);
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
  });

  it("a row's reminder goes once marked done, kept per network and address; cleared, it is back", async () => {
    const { rerender } = render(<RowFeeRecipient index={201} status="Exited" account={ACCOUNT} />);
    expect(screen.getByText("Left the pool: change its fee recipient")).toBeTruthy();
    await userEvent.click(screen.getByText("Left the pool: change its fee recipient"));
    await userEvent.click(screen.getByRole("button", { name: "Done for 201" }));
    expect(screen.queryByTestId("row-fee-recipient")).toBeNull();
    expect(localStorage.getItem("smoothly:fee-recipient-done:local:0x15d34aaf54267db7d7c367839aaf71a00a2c6a65")).toBe(
      "[201]",
    );
    localStorage.clear();
    rerender(<RowFeeRecipient index={201} status="Exited" account={{ ...ACCOUNT }} />);
    window.dispatchEvent(new Event("storage"));
    expect(await screen.findByTestId("row-fee-recipient")).toBeTruthy();
  });

  it("an Exit Requested row is leaving; an Active row has no reminder", () => {
    render(
      <>
        <RowFeeRecipient index={105} status="Exit Requested" account={ACCOUNT} />
        <RowFeeRecipient index={101} status="Active" account={ACCOUNT} />
      </>,
    );
    expect(screen.getAllByTestId("row-fee-recipient").map((e) => e.querySelector("summary")?.textContent)).toEqual([
      "Leaving the pool: change its fee recipient",
    ]);
  });

  it("a stored value that is not a list of indexes reads as nothing done", () => {
    localStorage.setItem("smoothly:fee-recipient-done:local:0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", '{"201":1}');
    render(<RowFeeRecipient index={201} status="Exited" account={ACCOUNT} />);
    expect(screen.getByTestId("row-fee-recipient")).toBeTruthy();
  });
});
