import { describe, expect, it } from "vitest";
import { calendarFile, cycleEndSeconds, formatCycleEnd } from "./calendar";

describe("cycle end", () => {
  it("is lastEpoch plus the interval, read as bigint or number", () => {
    expect(cycleEndSeconds({ lastEpoch: 1_795_000_000n, epochInterval: 604_800n })).toBe(1_795_604_800);
    expect(cycleEndSeconds({ lastEpoch: 1_795_000_000, epochInterval: 604_800 })).toBe(1_795_604_800);
  });

  it("reads in UTC, whatever the browser's zone", () => {
    expect(formatCycleEnd(1_795_604_800)).toBe("2026-11-25 11:06 UTC");
  });
});

describe("calendarFile", () => {
  it("writes one 30-minute event in UTC with CRLF line ends and escaped text", () => {
    const text = calendarFile({
      uid: "smoothly-holesky-0xabc-1795604800",
      startSeconds: 1_795_604_800,
      stampSeconds: 1_795_000_000,
      title: "Smoothly: withdraw your bond",
      description: "0.100 ETH unlocks; validators 101, 102",
    });
    expect(text).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Smoothly//Wind-down//EN\r\nBEGIN:VEVENT\r\n" +
        "UID:smoothly-holesky-0xabc-1795604800\r\nDTSTAMP:20261118T110640Z\r\nDTSTART:20261125T110640Z\r\n" +
        "DTEND:20261125T113640Z\r\nSUMMARY:Smoothly: withdraw your bond\r\n" +
        "DESCRIPTION:0.100 ETH unlocks\\; validators 101\\, 102\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    );
  });
});

describe("calendarFile's text escapes", () => {
  it("escapes a backslash and turns a newline into \\n", () => {
    const text = calendarFile({
      uid: "u",
      startSeconds: 1_795_604_800,
      stampSeconds: 1_795_000_000,
      title: "a\\b",
      description: "line one\nline two",
    });
    expect(text).toContain("\r\nSUMMARY:a\\\\b\r\n");
    expect(text).toContain("\r\nDESCRIPTION:line one\\nline two\r\n");
  });
});
