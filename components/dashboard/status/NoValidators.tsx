/** The table's place when the account has no validators (or no account is connected). */
export function NoValidators() {
  return <p className="py-10 text-center text-ink-muted">No validators found</p>;
}
