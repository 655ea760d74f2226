import { poolStatsFigure, poolStatsReading } from "@/lib/api/pool-stats";
import { cycleAndGas, cycleTimingFigure, gasPriceFigure } from "@/lib/chain/reads/cycle-and-gas";
import { readRpc } from "@/lib/chain/transport/read-rpc";
import { rpcHost } from "@/lib/chain/transport/rpc-choice";
import { gateFor } from "@/lib/chain/transport/rpc-gates";
import { rpcRefusing } from "@/lib/copy/rpc";
import { appWaiting, BOOT_EVENT } from "@/lib/early-input";
import type { WrittenFigure } from "@/lib/figure-text";
import { countdownFigure, countdownNote, footerFigures } from "@/lib/validators/first-screen-figures";
import {
  COUNTDOWN_NOTE_ID,
  COUNTDOWN_VALUE_ID,
  FIGURE_ATTRIBUTE,
  FIGURE_PART_ATTRIBUTE,
  FOOTER_UNITS,
  RPC_REFUSING_ID,
  RPC_SETTING_ATTRIBUTE,
  rpcSettingLabel,
  unitAfter,
  type FooterFigureId,
} from "./first-screen-marks";

/**
 * This module's mark: it keeps its handle on window under this name, and the build finds the module by it (its id
 * in the bundle is not known before). Written here and nowhere else the page loads, so one module holds it.
 */
export const FIRST_SCREEN_KEY = "smoothly:first-screen";

/**
 * The first screen's live figures before the app has started (lib/early-input.ts): the countdown, the footer's
 * figures, the RPC setting's label and the note that the RPC keeps refusing, written into the static HTML from the
 * same readings and with the same words React uses once it starts. The build runs this module alone, at once, and
 * finds it by FIRST_SCREEN_KEY (scripts/framework/defer-boot.ts); it imports no React. When the app starts it stops and
 * React takes over the same elements, with the same readings, so nothing is read twice.
 */

const COUNTDOWN_EVERY_MS = 15_000;

/** Writes `text` into the element if it says something else; a missing element (another page) is left alone. */
function write(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

function writeFooterFigure(doc: Document, id: FooterFigureId, figure: WrittenFigure): void {
  const part = (name: string) =>
    doc.querySelector(`[${FIGURE_ATTRIBUTE}="${id}"] [${FIGURE_PART_ATTRIBUTE}="${name}"]`);
  write(part("value"), figure.value);
  write(part("unit"), unitAfter(figure, FOOTER_UNITS[id]));
  write(part("note"), figure.note ?? "");
}

/** Keeps `doc`'s first-screen figures live until the returned stop; `now` is the clock (ms). */
export function keepFiguresLive(doc: Document, now: () => number = Date.now): () => void {
  const readHost = readRpc.url === null ? null : rpcHost(readRpc.url);
  const gate = readRpc.url === null ? null : gateFor(readRpc.url);
  const render = () => {
    const chain = cycleAndGas.snapshot();
    const countdown = countdownFigure(cycleTimingFigure(chain), Math.floor(now() / 1000));
    write(doc.querySelector(`[data-testid="${COUNTDOWN_VALUE_ID}"]`), countdown.value);
    write(doc.querySelector(`[data-testid="${COUNTDOWN_NOTE_ID}"]`), countdownNote(countdown));
    const footer = footerFigures(poolStatsFigure(poolStatsReading.snapshot()), gasPriceFigure(chain));
    for (const id of Object.keys(footer) as FooterFigureId[]) writeFooterFigure(doc, id, footer[id]);
    write(doc.querySelector(`[${RPC_SETTING_ATTRIBUTE}]`), rpcSettingLabel(readHost));
    const refusing = gate?.status === "refusing" && readHost !== null;
    const note = doc.querySelector(`[data-testid="${RPC_REFUSING_ID}"]`);
    note?.toggleAttribute("hidden", !refusing);
    write(note?.querySelector("span") ?? null, refusing ? rpcRefusing(readHost) : "");
  };
  const stops = [
    cycleAndGas.subscribe(render),
    poolStatsReading.subscribe(render),
    gate?.subscribe(render) ?? (() => undefined),
  ];
  const ticking = setInterval(render, COUNTDOWN_EVERY_MS);
  render();
  return () => {
    clearInterval(ticking);
    for (const stop of stops) stop();
  };
}

declare global {
  interface Window {
    [FIRST_SCREEN_KEY]?: { readonly stop: () => void };
  }
}

// Run alone by the build's start, before the app: keep the figures live until the app starts. Run by the app itself
// (a build that did not defer it, `next dev`), it does nothing: React renders the figures.
if (typeof window !== "undefined" && appWaiting() && !window[FIRST_SCREEN_KEY]) {
  const stop = keepFiguresLive(document);
  window[FIRST_SCREEN_KEY] = { stop };
  window.addEventListener(BOOT_EVENT, stop, { once: true });
}
