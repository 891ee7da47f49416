/**
 * What `make` returns for a key, kept for the next call with that key: for values nothing changes once made, which
 * the check asks for again and again (a block placed on several pages; the unit tests' hundreds of checks in one
 * process, on copies of the content that differ by one file). Emptied once it holds `most` entries, so a long run's
 * memory stays bounded. A `make` that throws keeps nothing, and throws again at the next call.
 */
export function keptBy<Value>(most: number): (key: string, make: () => Value) => Value {
  const kept = new Map<string, Value>()
  return (key, make) => {
    if (kept.has(key)) return kept.get(key)!
    const value = make()
    if (kept.size >= most) kept.clear()
    kept.set(key, value)
    return value
  }
}
