import { describe, expect, it } from "vitest";
import { closeCycle } from "../mocks/oracle/close-cycle";
import { cycleReportJson, cycleReportJsonSchema } from "../mocks/oracle/cycle-report";
import { activeRecord, AMOUNTS, stateOf } from "../mocks/oracle/test-helpers";
import { ALICE } from "../mocks/oracle/seed-accounts";
import * as v from "valibot";
import { formatCycleReport } from "./cycle";

describe("formatCycleReport (npm run cycle)", () => {
  const alice = ALICE.address.toLowerCase();
  const state = stateOf(
    activeRecord(101, { eth1: alice }),
    activeRecord(105, { eth1: alice, exitRequested: true }),
    activeRecord(103, { eth1: alice, firstBlockProposed: false }),
  );
  const { report } = closeCycle(state, {
    duties: [{ index: 103, kind: "proposed" }],
    poolBalance: AMOUNTS.bond * 3n + 10n ** 17n,
    amounts: AMOUNTS,
  });
  const json = cycleReportJson(report);

  it("round-trips the report through the JSON schema the script parses with", () => {
    expect(v.parse(cycleReportJsonSchema, JSON.parse(JSON.stringify(json)))).toEqual(json);
  });

  it("says what was shared, who was activated and whose bond can be withdrawn, naming seeded owners", () => {
    const text = formatCycleReport(json);
    expect(text).toContain("Closed reward cycle 1.");
    expect(text).toContain("Operators' fee 0.0015 ETH; 0.0985 ETH shared by 3 validators");
    expect(text).toContain("Activated: 103");
    expect(text).toContain("Exited: 105 (Alice): bond 0.05 ETH withdrawable");
    expect(text).toMatch(/105 +Alice +Exit Requested → Exited, Good/);
    expect(text).toMatch(/103 +Alice +Pending → Active, Good/);
  });
});
