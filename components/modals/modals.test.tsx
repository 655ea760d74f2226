// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDelayedAlert } from "@/components/dashboard/account/useDelayedAlert";
import { AlertModal } from "./AlertModal";
import { DisclaimerModal } from "./DisclaimerModal";
import { NoticeModal } from "./NoticeModal";
import { TxPendingModal } from "./TxPendingModal";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const POOL = "0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9";
// The three things a subscriber confirms, in the modal's words.
const CHECKS = [
  "I have read the docs and the terms",
  "I run MEV Boost with the monitored relays",
  "I verified that my fee recipient is the pool address",
];

describe("DisclaimerModal", () => {
  it("deposits only once all three boxes are ticked", async () => {
    const onConfirm = vi.fn();
    render(<DisclaimerModal open poolAddress={POOL} deposit="0.100" onConfirm={onConfirm} onClose={vi.fn()} />);
    const deposit = screen.getByRole("button", { name: "Deposit 0.100 ETH" });
    for (const [i, text] of CHECKS.entries()) {
      expect((deposit as HTMLButtonElement).disabled, `after ${i} ticks`).toBe(true);
      await userEvent.click(screen.getByRole("checkbox", { name: text }));
    }
    expect((deposit as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(deposit);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("shows the pool address in full and abbreviated (the ≤ 600 px form)", () => {
    render(<DisclaimerModal open poolAddress={POOL} deposit="0.050" onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText(POOL)).toBeTruthy();
    expect(screen.getByText("0xdDda…B1F9")).toBeTruthy();
  });

  it("starts unticked again after Cancel", async () => {
    const { rerender } = render(
      <DisclaimerModal open poolAddress={POOL} deposit="0.050" onConfirm={vi.fn()} onClose={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "I have read the docs and the terms" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    rerender(<DisclaimerModal open poolAddress={POOL} deposit="0.050" onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(
      (screen.getByRole("checkbox", { name: "I have read the docs and the terms" }) as HTMLInputElement).checked,
    ).toBe(false);
  });
});

describe("NoticeModal", () => {
  it("warns how many selected validators are Pending and confirms the exit", async () => {
    const onConfirm = vi.fn();
    render(<NoticeModal open count={3} pendingCount={2} onConfirm={onConfirm} onClose={vi.fn()} />);
    expect(screen.getByText("2 of the 3 selected validators are Pending.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Request Exit" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("shows the cost of leaving now: each Pending validator's forfeited rewards and the total", () => {
    render(
      <NoticeModal
        open
        count={3}
        pendingCount={1}
        costs={[{ index: 103, forfeited: "0.073" }]}
        costTotal="0.073"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("The cost of leaving now")).toBeTruthy();
    expect(screen.getByText("Validator 103 forfeits 0.073 ETH")).toBeTruthy();
    expect(screen.getByText("Total forfeited: 0.073 ETH")).toBeTruthy();
  });

  it("says leaving forfeits nothing when no selected validator has accrued Pending rewards", () => {
    render(
      <NoticeModal
        open
        count={2}
        pendingCount={0}
        costs={[]}
        costTotal="0.000"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("Leaving now forfeits nothing.")).toBeTruthy();
  });

  it("says nothing about Pending validators when none is selected", () => {
    render(<NoticeModal open count={1} pendingCount={0} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByText(/selected validators? (is|are) Pending/)).toBeNull();
  });
});

describe("AlertModal", () => {
  it("shows a success with the explorer link and an error without one", () => {
    const { rerender } = render(
      <AlertModal
        alert={{
          kind: "success",
          message: "Successfully Claimed Rewards",
          explorerTxUrl: "https://holesky.etherscan.io/tx/0x1",
        }}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Successfully Claimed Rewards");
    expect(screen.getByRole("link", { name: "View transaction" }).getAttribute("href")).toBe(
      "https://holesky.etherscan.io/tx/0x1",
    );
    rerender(<AlertModal alert={{ kind: "failure", message: "Error: Invalid Proof" }} onClose={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toBe("Error: Invalid Proof");
    expect(screen.queryByRole("link", { name: "View transaction" })).toBeNull();
  });
});

describe("TxPendingModal", () => {
  it("shows the pending animation and can be hidden, so a silent wallet never covers the page", async () => {
    const onHide = vi.fn();
    render(<TxPendingModal open onHide={onHide} />);
    expect(screen.getByRole("status").textContent).toContain("Confirm in your wallet");
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(onHide).toHaveBeenCalledOnce();
  });
});

describe("useDelayedAlert", () => {
  it("opens the alert 500 ms after the result, not sooner", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDelayedAlert());
    act(() => result.current.show({ kind: "success", message: "Successfully Added Bond" }));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.alert).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.alert?.message).toBe("Successfully Added Bond");
  });

  it("runs the result's settle callback once the Alert's text is in the document, not when the timer fires", () => {
    vi.useFakeTimers();
    const shown = vi.fn();
    function Page() {
      const { alert, show, onShown } = useDelayedAlert();
      return (
        <>
          <button type="button" onClick={() => show({ kind: "failure", message: "Error: Invalid Proof" }, shown)}>
            result
          </button>
          {alert ? <AlertModal alert={alert} onClose={vi.fn()} onShown={onShown} /> : null}
        </>
      );
    }
    render(<Page />);
    act(() => screen.getByRole("button", { name: "result" }).click());
    act(() => vi.advanceTimersByTime(499));
    expect(shown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("alert").textContent).toBe("Error: Invalid Proof");
    expect(shown).toHaveBeenCalledOnce();
  });

  it("settles a waiting result at once when another alert takes its place", () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const { result } = renderHook(() => useDelayedAlert());
    act(() => result.current.show({ kind: "success", message: "Successfully Added Bond" }, first));
    act(() => result.current.showNow({ kind: "failure", message: "Bond is already reached" }));
    expect(first).toHaveBeenCalledOnce();
    expect(result.current.alert?.message).toBe("Bond is already reached");
  });
});
