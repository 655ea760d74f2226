import { expect, it } from "vitest";
import { sessionRangeMemory } from "./range-memory";

it("has no memory where there is no window (the static export's prerender)", () => {
  expect(sessionRangeMemory("https://rpc.example/", 1)).toBeUndefined();
});
