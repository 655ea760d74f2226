import { decodeErrorResult, encodeErrorResult, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import { errorsAbi } from "./errors-abi";

describe("errorsAbi", () => {
  it("holds every pool and governance error once, plus Error(string)", () => {
    expect(errorsAbi.map((e) => e.name).sort()).toEqual(
      [
        "AlreadyClaimed",
        "AmountTooBig",
        "CallTransferFailed",
        "EpochTimelockNotReached",
        "Error",
        "ExistingOperator",
        "IncorrectProof",
        "NotEnoughEth",
        "NotEnoughOperators",
        "Unauthorized",
        "ZeroAmount",
      ].sort(),
    );
  });

  it("decodes a custom error with its argument, whichever contract raised it", () => {
    const operator = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
    const data = encodeErrorResult({ abi: errorsAbi, errorName: "ExistingOperator", args: [operator] });
    expect(data.slice(0, 10)).toBe(toFunctionSelector("ExistingOperator(address)"));
    const decoded = decodeErrorResult({ abi: errorsAbi, data });
    expect(decoded.errorName).toBe("ExistingOperator");
    expect(decoded.args).toEqual([operator]);
  });

  it("decodes the Ownable string revert", () => {
    const data = encodeErrorResult({ abi: errorsAbi, errorName: "Error", args: ["Ownable: caller is not the owner"] });
    expect(data.slice(0, 10)).toBe("0x08c379a0");
    expect(decodeErrorResult({ abi: errorsAbi, data }).args).toEqual(["Ownable: caller is not the owner"]);
  });

  it.each([
    ["AlreadyClaimed()", "AlreadyClaimed"],
    ["NotEnoughEth()", "NotEnoughEth"],
    ["Unauthorized()", "Unauthorized"],
  ] as const)("maps selector of %s to %s", (signature, name) => {
    expect(decodeErrorResult({ abi: errorsAbi, data: toFunctionSelector(signature) }).errorName).toBe(name);
  });
});
