import { RPC_SETTING_BUTTON, RPC_WALLET_NAME } from "@/lib/copy/rpc";
import { UNKNOWN_VALUE } from "@/lib/copy/figures";
import type { WrittenFigure } from "@/lib/figure-text";
import type { FooterFigures } from "@/lib/validators/first-screen-figures";

// What the first screen's React components and the first-screen module (which writes the same elements before the
// app starts, components/first-screen.ts) agree on: how the elements are found, and the texts only they compose.
// Plain constants and functions: the first-screen module must not bring React with it.

/** Which footer figure an element shows. */
export type FooterFigureId = keyof FooterFigures;
export const FIGURE_ATTRIBUTE = "data-figure";
export const FIGURE_PART_ATTRIBUTE = "data-figure-part";

/** The units the footer writes after its figures. */
export const FOOTER_UNITS: Readonly<Partial<Record<FooterFigureId, string>>> = { cycleTotal: "ETH", gasPrice: "gwei" };

/** The unit after a known value; nothing after "unknown". */
export const unitAfter = (figure: WrittenFigure, unit: string | undefined) =>
  unit && figure.value !== UNKNOWN_VALUE ? unit : "";

export const COUNTDOWN_VALUE_ID = "cycle-time-left";
export const COUNTDOWN_NOTE_ID = "cycle-note";
export const RPC_REFUSING_ID = "rpc-refusing";

/** Marks the RPC setting's button, whose label says which RPC the page reads through. */
export const RPC_SETTING_ATTRIBUTE = "data-rpc-setting";

/** "RPC: <host>", or the wallet's connection: one text, so it can be written before the app starts. */
export const rpcSettingLabel = (host: string | null) => `${RPC_SETTING_BUTTON}: ${host ?? RPC_WALLET_NAME}`;
