import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { stackDirFrom } from "./stack-dir";

const repository = fileURLToPath(new URL("../..", import.meta.url));

describe("the folder a stack writes to", () => {
  it("is the repository's .stack/ unless SMOOTHLY_STACK_DIR names another", () => {
    expect(stackDirFrom(undefined)).toBe(`${repository}.stack`);
    expect(stackDirFrom("")).toBe(`${repository}.stack`);
  });

  it("takes an absolute folder as it is, and a relative one from the repository", () => {
    expect(stackDirFrom("/tmp/lane-2/stack")).toBe("/tmp/lane-2/stack");
    expect(stackDirFrom(".stack-lanes/2")).toBe(`${repository}.stack-lanes/2`);
  });
});
