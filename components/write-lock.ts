/**
 * Why every write control is disabled while someone else's address is shown: the reason's text, and the id of
 * the element on the page that says it, for the controls' aria-describedby.
 */
export interface WriteLock {
  readonly id: string;
  readonly reason: string;
}

/** A locked control's hover text and description; nothing when unlocked. */
export function lockAttributes(lock: WriteLock | undefined): { title?: string; "aria-describedby"?: string } {
  return lock ? { title: lock.reason, "aria-describedby": lock.id } : {};
}
