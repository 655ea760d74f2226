"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { AlertContent } from "@/components/modals/AlertModal";

/** The Alert modal opens 500 ms after the result, so the pending animation can close first. */
export const ALERT_DELAY_MS = 500;

export function useDelayedAlert() {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((content: AlertContent) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAlert(content), ALERT_DELAY_MS);
  }, []);
  /** For what is not a result, e.g. the deprecation notice, which shows at once. */
  const showNow = useCallback((content: AlertContent) => {
    clearTimeout(timer.current);
    setAlert(content);
  }, []);
  const close = useCallback(() => setAlert(null), []);
  return { alert, show, showNow, close };
}
