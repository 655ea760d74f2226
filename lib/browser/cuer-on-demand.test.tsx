// @vitest-environment jsdom
// The QR code stand-in draws what cuer draws, once its code has come, with RainbowKit's own parts inside its Root.
import { render, waitFor } from "@testing-library/react";
import type { ComponentProps, ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { Cuer as RealCuer } from "cuer";
import { Cuer } from "./cuer-on-demand";

const URI = "wc:a281567bb3e4@2?relay-protocol=irn&symKey=6b1b";

/** The parts RainbowKit draws a QR code with, from either module. */
type QrParts = {
  [Part in "Root" | "Cells" | "Finder" | "Arena"]: ComponentType<ComponentProps<(typeof RealCuer)[Part]>>;
};

function qr(cuer: QrParts) {
  return (
    <cuer.Root errorCorrection="medium" size={160} value={URI}>
      <cuer.Cells fill="currentColor" radius={1} />
      <cuer.Finder fill="currentColor" radius={0.25} />
      <cuer.Arena>
        <span>logo</span>
      </cuer.Arena>
    </cuer.Root>
  );
}

describe("the cuer stand-in", () => {
  it("draws nothing before cuer's code has come, then the same QR code as cuer itself", async () => {
    const expected = render(qr(RealCuer)).container.innerHTML;
    expect(expected).toContain("<svg");
    const { container } = render(qr(Cuer));
    expect(container.innerHTML).toBe("");
    await waitFor(() => expect(container.innerHTML).toBe(expected));
  });
});
