// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WindDownPanel } from "./WindDownPanel";
import { WithdrawEverythingModal } from "./WithdrawEverythingModal";

afterEach(cleanup);

const fromApi = (value: string) => ({ value: `${value} ETH`, caption: "from the pool API", known: true });
const ALICE_FIGURES = {
  claimableNow: { value: "0.428 ETH", caption: "from the pool's root, epoch 3", known: true },
  unlocksAfterCycle: fromApi("0.050"),
  stillBonded: fromApi("0.150"),
  accruing: fromApi("0.073"),
};

describe("WindDownPanel", () => {
  it("shows the four figures in ETH, the cycle's end date, and Withdraw everything", async () => {
    const onWithdraw = vi.fn();
    render(
      <WindDownPanel
        figures={ALICE_FIGURES}
        cycleEnd="2026-11-25 11:06 UTC"
        everythingOut={false}
        disabled={false}
        onWithdrawEverything={onWithdraw}
      />,
    );
    const figure = (id: string) => screen.getByTestId(`figure-${id}`).textContent;
    expect(figure("claimableNow")).toContain("Claimable now0.428 ETHfrom the pool's root, epoch 3");
    expect(figure("stillBonded")).toContain("0.150 ETHfrom the pool API");
    expect(figure("unlocksAfterCycle")).toContain("Unlocks after this cycle0.050 ETH");
    expect(figure("unlocksAfterCycle")).toContain("(2026-11-25 11:06 UTC)");
    expect(figure("stillBonded")).toContain("Still bonded0.150 ETH");
    expect(figure("accruing")).toContain("Accruing0.073 ETH");
    await userEvent.click(screen.getByRole("button", { name: "Withdraw everything" }));
    expect(onWithdraw).toHaveBeenCalledOnce();
  });

  it("says Everything is out, and why, with no button", () => {
    const zero = {
      claimableNow: { value: "0.000 ETH", caption: "from the pool's root, epoch 4", known: true },
      unlocksAfterCycle: { value: "0.000 ETH", caption: "from the chain", known: true },
      stillBonded: { value: "0.000 ETH", caption: "from the chain", known: true },
      accruing: { value: "0.000 ETH", caption: "from the chain", known: true },
    };
    render(
      <WindDownPanel figures={zero} cycleEnd={null} everythingOut disabled={false} onWithdrawEverything={vi.fn()} />,
    );
    expect(screen.getByTestId("everything-out").textContent).toBe(
      "Everything is out Nothing is bonded and the pool owes this address nothing.",
    );
    expect(screen.queryByRole("button", { name: "Withdraw everything" })).toBeNull();
  });

  it("writes an unknown figure as unknown, with why, and never as 0", () => {
    const unknownFigure = { value: "unknown", caption: "the pool API cannot be reached", known: false };
    render(
      <WindDownPanel
        figures={{ ...ALICE_FIGURES, stillBonded: unknownFigure, accruing: unknownFigure }}
        cycleEnd={null}
        everythingOut={false}
        disabled={false}
        onWithdrawEverything={vi.fn()}
      />,
    );
    expect(screen.getByTestId("figure-stillBonded").textContent).toContain(
      "Still bondedunknownthe pool API cannot be reached",
    );
    expect(screen.getByTestId("figure-accruing-source").className).toContain("text-danger");
    expect(screen.queryByTestId("everything-out")).toBeNull();
  });
});

describe("WithdrawEverythingModal", () => {
  it("lists each step with amount, validators and state, the cost of leaving, and what remains", async () => {
    const onStart = vi.fn();
    const onCalendar = vi.fn();
    render(
      <WithdrawEverythingModal
        steps={[
          {
            label: "Request exit",
            amount: "0.150",
            validators: "Validators 101, 102, 103",
            state: { kind: "confirmed", hash: "0xab" },
            txUrl: "https://holesky.etherscan.io/tx/0xab",
          },
          {
            label: "Claim rewards",
            amount: "0.428",
            validators: "Validators 101, 102, 105",
            state: { kind: "failed", message: "Error: Rewards already claimed" },
            txUrl: null,
          },
        ]}
        costs={[{ index: 103, forfeited: "0.073" }]}
        costTotal="0.073"
        remaining={{ amount: "0.200", date: "2026-11-25 11:06 UTC" }}
        running={false}
        onStart={onStart}
        onAddToCalendar={onCalendar}
        onClose={vi.fn()}
      />,
    );
    const first = within(screen.getByTestId("step-0"));
    expect(first.getByText("1. Request exit")).toBeTruthy();
    expect(first.getByText("0.150 ETH")).toBeTruthy();
    expect(first.getByText("Validators 101, 102, 103")).toBeTruthy();
    expect(first.getByText("Confirmed")).toBeTruthy();
    expect(first.getByRole("link", { name: "View transaction" }).getAttribute("href")).toBe(
      "https://holesky.etherscan.io/tx/0xab",
    );
    const second = within(screen.getByTestId("step-1"));
    expect(second.getByText("Failed")).toBeTruthy();
    expect(second.getByRole("alert").textContent).toBe("Error: Rewards already claimed");
    expect(screen.getByText("Validator 103 forfeits 0.073 ETH")).toBeTruthy();
    expect(screen.getByTestId("remaining").textContent).toContain(
      "0.200 ETH stays in the pool until the cycle ends on 2026-11-25 11:06 UTC",
    );
    await userEvent.click(screen.getByRole("button", { name: "Add to calendar" }));
    expect(onCalendar).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(onStart).toHaveBeenCalledOnce();
  });

  it("locks Start and Close while a step runs", () => {
    render(
      <WithdrawEverythingModal
        steps={[
          {
            label: "Withdraw bond",
            amount: "0.200",
            validators: "Validators 101, 102, 103, 105",
            state: { kind: "signing" },
            txUrl: null,
          },
        ]}
        costs={[]}
        costTotal="0.000"
        remaining={null}
        running
        onStart={vi.fn()}
        onAddToCalendar={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText("Signing")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Close" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByTestId("remaining")).toBeNull();
  });

  it("says what stays in the pool is unknown, with why, and offers no calendar entry for it", () => {
    render(
      <WithdrawEverythingModal
        steps={[
          {
            label: "Claim rewards",
            amount: "0.428",
            validators: "Validators 101, 102, 105",
            state: { kind: "waiting" },
            txUrl: null,
          },
        ]}
        costs={[]}
        costTotal="0.000"
        remaining={{ unknown: "the pool API cannot be reached" }}
        running={false}
        onStart={vi.fn()}
        onAddToCalendar={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId("remaining").textContent).toBe(
      "After this cycleWhat stays in the pool after these steps is unknown: the pool API cannot be reached.",
    );
    expect(screen.queryByRole("button", { name: "Add to calendar" })).toBeNull();
  });
});
