"use client";

import { useCallback, useSyncExternalStore } from "react";
import { feeRecipientDoneKey, parseFeeRecipientDone, withFeeRecipientDone } from "@/lib/validators/fee-recipient-done";

/** Same-tab writes: the storage event only reaches other tabs. */
const CHANGED = "smoothly:fee-recipient-done";

function subscribe(listener: () => void): () => void {
  window.addEventListener("storage", listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(CHANGED, listener);
  };
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (a private window's policy): the reminder simply stays
  }
}

/** Which validators of this address are marked done in this browser, and how to mark one. */
export function useFeeRecipientDone(network: string, address: string) {
  const key = feeRecipientDoneKey(network, address);
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );
  const done = parseFeeRecipientDone(stored);
  const markDone = useCallback(
    (index: number) => {
      try {
        localStorage.setItem(key, withFeeRecipientDone(parseFeeRecipientDone(readStored(key)), index));
      } catch {
        return;
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return { done, markDone };
}
