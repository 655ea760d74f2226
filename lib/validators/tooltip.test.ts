import { describe, expect, it } from "vitest";
import { HOLESKY, MAINNET, validator } from "./test-fixtures";
import { VALIDATOR_HEALTHS } from "./health";
import { VALIDATOR_STATUSES } from "./status";
import { tooltipText, validatorTooltip } from "./tooltip";

const SPEC_EXAMPLE =
  "This validator missed a block proposal, you're excluded from this rewards cycle, and will be penalized 0.15E if you already missed a block.";

const pairs = VALIDATOR_STATUSES.flatMap((status) => VALIDATOR_HEALTHS.map((health) => [status, health] as const));

describe("tooltipText", () => {
  it("says the product's example word for word on mainnet", () => {
    expect(tooltipText("Active", "Missed block proposal", MAINNET)).toBe(SPEC_EXAMPLE);
  });

  it("uses holesky's penalty on holesky", () => {
    expect(tooltipText("Active", "Missed block proposal", HOLESKY)).toBe(SPEC_EXAMPLE.replace("0.15E", "0.015E"));
  });

  it.each(pairs)("%s × %s has a sentence of its own", (status, health) => {
    for (const amounts of [MAINNET, HOLESKY]) {
      const text = tooltipText(status, health, amounts);
      expect(text).toMatch(/^This validator .+\.$/);
      expect(text).not.toMatch(/undefined|NaN|\{|\}/);
    }
  });

  it("never shows mainnet amounts on holesky", () => {
    for (const [status, health] of pairs) {
      const text = tooltipText(status, health, HOLESKY);
      expect(text).not.toContain("0.15E");
      expect(text).not.toContain("0.5E");
    }
  });

  it("names the full bond to restore when penalized", () => {
    expect(tooltipText("Active", "Penalized", MAINNET)).toContain("0.5E");
    expect(tooltipText("Active", "Penalized", HOLESKY)).toContain("0.05E");
  });

  it("tells Pending apart from Active for a miss and a wrong fee recipient (the pool's rules)", () => {
    expect(tooltipText("Pending", "Missed block proposal", MAINNET)).toContain(
      "accrued rewards have been added to the pool",
    );
    expect(tooltipText("Pending", "Wrong fee recipient", MAINNET)).toContain(
      "accrued rewards have been added to the pool",
    );
    expect(tooltipText("Active", "Wrong fee recipient", MAINNET)).toContain("entire bond");
    expect(tooltipText("Exit Requested", "Missed block proposal", MAINNET)).toBe(SPEC_EXAMPLE);
  });

  it("says the relay exclusion takes no bond", () => {
    expect(tooltipText("Active", "Relay incorrect fee recipient", MAINNET)).toContain("No bond is taken");
  });

  it("gives each status its own text when healthy", () => {
    const texts = VALIDATOR_STATUSES.map((s) => tooltipText(s, "Good", MAINNET));
    expect(new Set(texts).size).toBe(VALIDATOR_STATUSES.length);
  });
});

describe("validatorTooltip", () => {
  it.each([
    ["healthy active", validator(), "This validator is active and accruing rewards."],
    ["missed on mainnet", validator({ slashMiss: 1 }), SPEC_EXAMPLE],
    [
      "unknown to the pool",
      validator({ active: undefined, slashMiss: 3 }),
      "This validator is not registered with Smoothly.",
    ],
    ["exit requested", validator({ exitRequested: true }), tooltipText("Exit Requested", "Good", MAINNET)],
    [
      "penalized active",
      validator({ stake: MAINNET.bond - MAINNET.topUp }),
      tooltipText("Active", "Penalized", MAINNET),
    ],
  ])("%s", (_name, v, expected) => {
    expect(validatorTooltip(v, MAINNET)).toBe(expected);
  });

  it("judges the bond against the network passed in", () => {
    const v = validator({ stake: HOLESKY.bond }, HOLESKY);
    expect(validatorTooltip(v, HOLESKY)).toBe(tooltipText("Active", "Good", HOLESKY));
    expect(validatorTooltip(v, MAINNET)).toBe(tooltipText("Active", "Penalized", MAINNET));
  });
});
