// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import { validatorRows } from "@/lib/validators/rows";
import { EMPTY_SELECTION, toggleSelection } from "@/lib/validators/selection";
import { unknownValidator, type Proof, type Validator } from "@/lib/validators/types";
import { ValidatorTable } from "./ValidatorTable";

afterEach(cleanup);

const BOND = 50_000_000_000_000_000n; // holesky's full bond, 0.05 ETH
const active = (index: number, over: Partial<Validator> = {}): Validator => ({
  ...unknownValidator(index),
  eth1: "0x00000000000000000000000000000000000000aa",
  active: true,
  firstBlockProposed: true,
  stake: BOND,
  rewards: 12_345_000_000_000_000n,
  ...over,
});
const EXITS: Proof = { proof: [], indexes: [4], amount: BOND };

const VALIDATORS: Validator[] = [
  active(1),
  active(2, { firstBlockProposed: false }),
  active(3, { stake: 35_000_000_000_000_000n, slashMiss: 2 }), // one 0.015 ETH penalty
  active(4, { active: false, exitRequested: false }),
  active(5, { exitRequested: true }),
  unknownValidator(6),
];

function renderTable(selection = EMPTY_SELECTION, exits: Proof | null = EXITS) {
  const onToggle = vi.fn();
  const onBondAction = vi.fn();
  const rows = validatorRows(VALIDATORS, { withdrawals: null, exits }, selection, holeskyNetwork);
  render(<ValidatorTable rows={rows} busy={false} onToggle={onToggle} onBondAction={onBondAction} />);
  return { onToggle, onBondAction, rows };
}

describe("ValidatorTable", () => {
  it("says No validators found without rows", () => {
    render(<ValidatorTable rows={[]} busy={false} onToggle={vi.fn()} onBondAction={vi.fn()} />);
    expect(screen.getByText("No validators found")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("links each index to its beaconcha.in page in a new tab when the network has a beacon explorer", () => {
    const rows = validatorRows(VALIDATORS, { withdrawals: null, exits: null }, EMPTY_SELECTION, holeskyNetwork);
    render(
      <ValidatorTable
        rows={rows}
        busy={false}
        onToggle={vi.fn()}
        onBondAction={vi.fn()}
        beaconExplorerUrl="https://holesky.beaconcha.in"
      />,
    );
    const link = within(screen.getByTestId("validator-2")).getByRole("link", { name: "2" });
    expect(link.getAttribute("href")).toBe("https://holesky.beaconcha.in/validator/2");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps the index plain text without a beacon explorer (the local chain)", () => {
    renderTable();
    expect(within(screen.getByTestId("validator-2")).queryByRole("link")).toBeNull();
  });

  it("shows the table's columns and one row per validator with its status, bond and unclaimed amount", () => {
    renderTable();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Status", "INDEX", "BOND", "UNCLAIMED", "Info"]);
    const statuses = VALIDATORS.map((v) => screen.getByTestId(`validator-${v.index}`).getAttribute("data-status"));
    expect(statuses).toEqual(["Active", "Pending", "Active", "Exited", "Exit Requested", "Unregistered"]);
    const row1 = within(screen.getByTestId("validator-1"));
    expect(row1.getByText("0.050")).toBeTruthy();
    expect(row1.getByText("0.012")).toBeTruthy(); // 0.012345 rounds down
  });

  it("offers Withdraw bond where the exits proof names the validator and Add bond below the full bond", async () => {
    const { onBondAction } = renderTable();
    await userEvent.click(screen.getByRole("button", { name: /Withdraw bond for validator 4/ }));
    await userEvent.click(screen.getByRole("button", { name: /Add bond for validator 3/ }));
    expect(onBondAction.mock.calls).toEqual([
      [4, "withdraw"],
      [3, "add"],
    ]);
    expect(screen.queryByRole("button", { name: /bond for validator 1\b/ })).toBeNull();
  });

  it("lets only Unregistered, Pending and Active rows be ticked", () => {
    renderTable();
    const enabled = VALIDATORS.map(
      (v) => !(screen.getByRole("checkbox", { name: `Select validator ${v.index}` }) as HTMLInputElement).disabled,
    );
    expect(enabled).toEqual([true, true, true, false, false, true]);
  });

  it("reports a tick and shows the selection", async () => {
    const { onToggle } = renderTable();
    await userEvent.click(screen.getByRole("checkbox", { name: "Select validator 2" }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ index: 2, status: "Pending" }));
    cleanup();
    renderTable(toggleSelection(EMPTY_SELECTION, 2, "Pending"));
    expect((screen.getByRole("checkbox", { name: "Select validator 2" }) as HTMLInputElement).checked).toBe(true);
  });

  it("puts the status, health and tooltip text on the info marker", () => {
    renderTable();
    const marker = screen.getByRole("button", { name: "About validator 3" });
    const tooltip = document.getElementById(marker.getAttribute("aria-describedby") ?? "");
    expect(tooltip?.textContent).toContain("Active · Missed block proposal.");
    expect(tooltip?.textContent).toContain("will be penalized 0.015E");
    expect(tooltip?.getAttribute("role")).toBe("tooltip");
  });

  it("shows a health other than Good in the row itself, and nothing for Good", () => {
    renderTable();
    expect(within(screen.getByTestId("validator-3")).getByTestId("health").textContent).toBe("Missed block proposal");
    for (const index of [1, 2, 4, 5, 6]) {
      expect(within(screen.getByTestId(`validator-${index}`)).queryByTestId("health")).toBeNull();
    }
  });

  it("read-only: every checkbox and bond action is disabled and says to connect this address's wallet", async () => {
    const onToggle = vi.fn();
    const onBondAction = vi.fn();
    const rows = validatorRows(VALIDATORS, { withdrawals: null, exits: EXITS }, EMPTY_SELECTION, holeskyNetwork);
    render(
      <>
        <p id="why">Connect this address&apos;s wallet to act</p>
        <ValidatorTable
          rows={rows}
          busy={false}
          lock={{ id: "why", reason: "Connect this address's wallet to act" }}
          onToggle={onToggle}
          onBondAction={onBondAction}
        />
      </>,
    );
    const controls = [
      ...screen.getAllByRole("checkbox"),
      screen.getByRole("button", { name: "Withdraw bond for validator 4 (bond 0.050 ETH)" }),
      screen.getByRole("button", { name: "Add bond for validator 3 (bond 0.035 ETH)" }),
    ];
    expect(controls).toHaveLength(8);
    for (const control of controls) {
      expect((control as HTMLInputElement | HTMLButtonElement).disabled).toBe(true);
      expect(control.getAttribute("title")).toBe("Connect this address's wallet to act");
      expect(control.getAttribute("aria-describedby")).toBe("why");
    }
    await userEvent.click(screen.getByRole("checkbox", { name: "Select validator 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Add bond for validator 3 (bond 0.035 ETH)" }));
    expect(onToggle).not.toHaveBeenCalled();
    expect(onBondAction).not.toHaveBeenCalled();
    // The info marker writes nothing: it stays usable.
    expect((screen.getByRole("button", { name: "About validator 3" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("ValidatorTable with a long list", () => {
  const many = Array.from({ length: 1000 }, (_, i) => active(10_000 + i));

  it("keeps a table of 1,001 rows for screen readers while only the rows near the viewport are in the DOM", async () => {
    const rows = validatorRows(many, { withdrawals: null, exits: null }, EMPTY_SELECTION, holeskyNetwork);
    render(<ValidatorTable rows={rows} busy={false} onToggle={vi.fn()} onBondAction={vi.fn()} />);
    expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("1001");
    // The windowed list's code comes on demand (WindowedRows.tsx): meanwhile the first 40 rows are drawn in full,
    // without the place a windowed row is measured by.
    expect(screen.getAllByRole("row").slice(1)).toHaveLength(40);
    expect(screen.getByTestId("validator-10000").getAttribute("data-index")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("validator-10000").getAttribute("data-index")).toBe("0"));
    const rendered = screen.getAllByRole("row").slice(1);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]?.getAttribute("aria-rowindex")).toBe("2");
    expect(screen.getByTestId("validator-10000").getAttribute("data-status")).toBe("Active");
    expect(screen.getByRole("checkbox", { name: "Select validator 10001" })).toBeTruthy();
  });

  it("reports a tick with the row that was clicked, through the latest handler", async () => {
    const rows = validatorRows(many, { withdrawals: null, exits: null }, EMPTY_SELECTION, holeskyNetwork);
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<ValidatorTable rows={rows} busy={false} onToggle={first} onBondAction={vi.fn()} />);
    rerender(<ValidatorTable rows={rows} busy={false} onToggle={latest} onBondAction={vi.fn()} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select validator 10002" }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ index: 10002, status: "Active" }));
  });

  it("gives each status its own shape and name, so it reads without colour", () => {
    renderTable();
    const icons = VALIDATORS.map((v) => within(screen.getByTestId(`validator-${v.index}`)).getByRole("img"));
    expect(icons.map((i) => i.getAttribute("aria-label"))).toEqual([
      "Active",
      "Pending",
      "Active",
      "Exited",
      "Exit Requested",
      "Unregistered",
    ]);
    // Five statuses, five different drawings.
    const drawings = new Set(icons.map((i) => i.innerHTML.replace(/<title>.*<\/title>/, "")));
    expect(drawings.size).toBe(5);
  });
});
