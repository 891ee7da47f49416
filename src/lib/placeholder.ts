/**
 * Facts the consultant has not given us yet (her name, phone, city…) are
 * wrapped in `placeholder()` in content/data/practice.ts. The value is used as
 * is, so the site builds and reads normally, and every build lists what is
 * still to be filled in.
 */
const pending = new Map<string, string>()

export function placeholder<T extends string>(what: string, value: T): T {
  pending.set(what, value)
  return value
}

/** What is still a placeholder, as « what → value » pairs, for the build log. */
export function pendingPlaceholders(): ReadonlyMap<string, string> {
  return pending
}
