import {
  bothUnusableText,
  chainUnusableText,
  SOURCE_TEXTS,
  staleSinceEpoch,
  staleSinceTime,
  UNKNOWN_REASONS,
  UNKNOWN_VALUE,
} from "@/lib/copy/figures";
import type { Figure, FigureSource, StaleAsOf, UnknownReason } from "./figure";

/** A figure as the page writes it: its formatted value, or "unknown". A stale value is still its value. */
export function figureText<T>(figure: Figure<T>, format: (value: T) => string): string {
  return figure.state === "unknown" ? UNKNOWN_VALUE : format(figure.value);
}

export function sourceText(source: FigureSource): string {
  return source.kind === "root" ? SOURCE_TEXTS.root(source.epoch) : SOURCE_TEXTS[source.kind];
}

/** Why a figure is unknown, in words; an RPC whose answers could not be used is named. */
export function reasonText(why: UnknownReason): string {
  if (typeof why === "string") return UNKNOWN_REASONS[why];
  return why.api === null ? chainUnusableText(why.rpc) : bothUnusableText(UNKNOWN_REASONS[why.api], why.rpc);
}

export function staleText(asOf: StaleAsOf): string {
  return asOf.kind === "epoch" ? staleSinceEpoch(asOf.epoch, asOf.current) : staleSinceTime(asOf.at);
}

/**
 * What a reader must know beside the value: why it is unknown, or since when it is stale; null for a known figure
 * (its source is `sourceText`).
 */
export function figureNote<T>(figure: Figure<T>): string | null {
  switch (figure.state) {
    case "known":
      return null;
    case "stale":
      return staleText(figure.asOf);
    case "unknown":
      return reasonText(figure.why);
  }
}

/** The note, or for a known figure its source: the line under a figure that says where it stands. */
export function figureCaption<T>(figure: Figure<T>): string {
  switch (figure.state) {
    case "known":
      return sourceText(figure.source);
    case "stale":
      return staleText(figure.asOf);
    case "unknown":
      return reasonText(figure.why);
  }
}
