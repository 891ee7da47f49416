/** « Vouliez-vous écrire … ? »: the allowed name closest to a typo, by Levenshtein distance (the `leven` package). */
import leven from 'leven'

/** The closest allowed name, when she probably made a typo. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const distance = leven(name.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined
}
