// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HistoryRow } from "@/lib/history/rows";
import { HistoryBody } from "./HistoryBody";

afterEach(cleanup);

const CLAIM: HistoryRow = {
  id: "0x22:3",
  day: "2026-11-23",
  time: "15:08 UTC",
  event: "Rewards claimed",
  validators: "101, 102",
  amount: "0.428 ETH",
  transactionHash: "0x2222222222222222222222222222222222222222222222222222222222222222",
  transactionUrl: "https://etherscan.io/tx/0x2222222222222222222222222222222222222222222222222222222222222222",
};

const props = {
  reading: false,
  failed: false,
  cancelled: false,
  progress: null,
  onRetry: () => {},
  onCancel: () => {},
  onExport: () => {},
};

describe("HistoryBody", () => {
  it("says it is loading before anything is known", () => {
    render(<HistoryBody {...props} rows={null} reading />);
    expect(screen.getByRole("status").textContent).toBe("Loading history…Cancel");
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("says how far a long read has come, and offers to cancel it", async () => {
    const onCancel = vi.fn();
    render(
      <HistoryBody
        {...props}
        rows={[CLAIM]}
        reading
        progress={{ through: 19_412_345n, head: 24_000_000n }}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Reading history: block 19,412,345 of 24,000,000Cancel");
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("after a cancel says where it stopped, keeps what it read, and resumes", async () => {
    const onRetry = vi.fn();
    render(
      <HistoryBody
        {...props}
        rows={[CLAIM]}
        cancelled
        progress={{ through: 20_000_000n, head: 24_000_000n }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "History reading stopped at block 20,000,000 of 24,000,000; what was read is kept.Resume",
    );
    expect(screen.getByRole("row", { name: /Rewards claimed/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Resume" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says there is nothing yet for an address without events", () => {
    render(<HistoryBody {...props} rows={[]} />);
    expect(screen.getByRole("status").textContent).toBe("No pool events for this address yet");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failure line with Retry, keeping what it already knew", async () => {
    const onRetry = vi.fn();
    render(<HistoryBody {...props} rows={[CLAIM]} failed onRetry={onRetry} />);
    expect(screen.getByRole("status").textContent).toContain("The history could not be read from the chain.");
    expect(screen.getByRole("row", { name: /Rewards claimed/ })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows each event's date, validators, amount and explorer link, and exports", async () => {
    const onExport = vi.fn();
    render(<HistoryBody {...props} rows={[CLAIM]} onExport={onExport} />);
    const cells = screen.getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["2026-11-23 15:08 UTC", "Rewards claimed", "101, 102", "0.428 ETH", "0x2222…2222"]);
    const link = screen.getByRole("link", { name: "0x2222…2222" });
    expect(link.getAttribute("href")).toBe(
      "https://etherscan.io/tx/0x2222222222222222222222222222222222222222222222222222222222222222",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it("shows the hash as plain text where there is no explorer", () => {
    render(<HistoryBody {...props} rows={[{ ...CLAIM, transactionUrl: null }]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getAllByRole("cell").at(-1)?.textContent).toBe("0x2222…2222");
  });
});
