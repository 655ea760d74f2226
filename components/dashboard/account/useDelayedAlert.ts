"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { AlertContent } from "@/components/modals/AlertModal";

/** The Alert modal opens 500 ms after the result, so the pending animation can close first. */
export const ALERT_DELAY_MS = 500;

export function useDelayedAlert() {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** What the coming alert runs once its text is in the document; at once instead if another takes its place. */
  const whenShown = useRef<(() => void) | undefined>(undefined);
  const runWhenShown = useCallback(() => {
    const shown = whenShown.current;
    whenShown.current = undefined;
    shown?.();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (content: AlertContent, shown?: () => void) => {
      clearTimeout(timer.current);
      runWhenShown();
      whenShown.current = shown;
      timer.current = setTimeout(() => setAlert(content), ALERT_DELAY_MS);
    },
    [runWhenShown],
  );
  /** For what is not a result, e.g. the deprecation notice, which shows at once. */
  const showNow = useCallback(
    (content: AlertContent) => {
      clearTimeout(timer.current);
      runWhenShown();
      setAlert(content);
    },
    [runWhenShown],
  );
  const close = useCallback(() => setAlert(null), []);
  /** `onShown`: for the Alert to call once its text is in the document (it may load its code first). */
  return { alert, show, showNow, close, onShown: runWhenShown };
}
