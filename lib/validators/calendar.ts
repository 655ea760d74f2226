import type { CycleTiming } from "./countdown";

/** Unix seconds at which the current reward cycle ends (lastEpoch + epochInterval). */
export function cycleEndSeconds(timing: CycleTiming): number {
  return Number(timing.lastEpoch) + Number(timing.epochInterval);
}

/** A date that reads the same in every locale and time zone: "2026-11-30 13:00 UTC". */
export function formatCycleEnd(seconds: number): string {
  const iso = new Date(seconds * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** 20261130T130000Z: the iCalendar UTC date-time form. */
function icsDate(seconds: number): string {
  return new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** iCalendar text must escape backslashes, commas, semicolons and newlines. */
function icsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/[,;]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

export interface CalendarEvent {
  /** Stable identifier, so importing the file twice updates the event instead of duplicating it. */
  readonly uid: string;
  readonly startSeconds: number;
  readonly title: string;
  readonly description: string;
  /** When the file was made (DTSTAMP), unix seconds. */
  readonly stampSeconds: number;
}

/** One VEVENT of 30 minutes, with CRLF line ends as RFC 5545 requires. */
export function calendarFile(event: CalendarEvent): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Smoothly//Wind-down//EN",
    "BEGIN:VEVENT",
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsDate(event.stampSeconds)}`,
    `DTSTART:${icsDate(event.startSeconds)}`,
    `DTEND:${icsDate(event.startSeconds + 30 * 60)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
