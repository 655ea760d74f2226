import { parseEther, parseGwei } from "viem";
import { describe, expect, it } from "vitest";
import { holeskyNetwork } from "@/lib/network/holesky";
import { mainnetNetwork } from "@/lib/network/mainnet";
import { abbreviateAddress, formatEth, formatGwei } from "./format";

describe("formatEth (3 decimals, rounded down)", () => {
  it.each<[string, bigint, string]>([
    ["zero", 0n, "0.000"],
    ["one wei", 1n, "0.000"],
    ["just under a milli-ether", 999_999_999_999_999n, "0.000"],
    ["a milli-ether", 1_000_000_000_000_000n, "0.001"],
    ["holesky bond", holeskyNetwork.bond, "0.050"],
    ["holesky top-up", holeskyNetwork.topUp, "0.015"],
    ["mainnet bond", mainnetNetwork.bond, "0.500"],
    ["mainnet top-up", mainnetNetwork.topUp, "0.150"],
    ["one ether", parseEther("1"), "1.000"],
    ["cuts, never rounds up", parseEther("0.0149999999"), "0.014"],
    ["0.9999 stays under 1", parseEther("0.9999"), "0.999"],
    ["1.2345 → 1.234", parseEther("1.2345"), "1.234"],
    ["large amount without float error", parseEther("123456789.987654321"), "123456789.987"],
    ["beyond Number precision", 2n ** 200n, "1606938044258990275541962092341162602522202.993"],
    ["negative keeps its sign", -parseEther("1.5"), "-1.500"],
    ["negative dust reads as zero, no minus", -1n, "0.000"],
  ])("%s", (_name, wei, expected) => {
    expect(formatEth(wei)).toBe(expected);
  });
});

describe("formatGwei (2 decimals, rounded down)", () => {
  it.each<[string, bigint, string]>([
    ["zero", 0n, "0.00"],
    ["one wei", 1n, "0.00"],
    ["one gwei", parseGwei("1"), "1.00"],
    ["12.345678901 gwei", 12_345_678_901n, "12.34"],
    ["0.999 gwei", parseGwei("0.999"), "0.99"],
    ["a hundredth", parseGwei("0.01"), "0.01"],
    ["high gas", parseGwei("1234.5"), "1234.50"],
  ])("%s", (_name, wei, expected) => {
    expect(formatGwei(wei)).toBe(expected);
  });
});

describe("abbreviateAddress", () => {
  it.each<[string, string]>([
    ["0xdDdaBb545F2dc906259A9a26C33095a37f5AB1F9", "0xdDda…B1F9"],
    ["0x43670D6f39Bca19EE26462f62339e90A39B01e34", "0x4367…1e34"],
    ["0xabc", "0xabc"],
    ["", ""],
  ])("%s → %s", (address, expected) => {
    expect(abbreviateAddress(address)).toBe(expected);
  });
});
