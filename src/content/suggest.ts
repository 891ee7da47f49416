/** « Vouliez-vous écrire … ? »: the allowed name closest to a typo, by Levenshtein distance (the `leven` package). */
import leven from 'leven'
import { factFields, factNames } from './facts.ts'
import { sectionId } from './model.ts'

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

/** A text's own variables by the French word she may write for them (« {heure} »), when the text has that variable. */
const variableWords: Readonly<Record<string, string>> = { heure: 'time', horaire: 'time', jour: 'date', lieu: 'place', prix: 'price', tarif: 'price', prestation: 'offer', offre: 'offer', mois: 'month', commune: 'town', note: 'rating' }

/**
 * The fact (or variable of the text, `named`) she meant by a name in braces: its line's name in practice.yaml, a
 * typo of its name, or a word of its French label (« ville », « session »), among the text's variables first.
 */
export function factMeant(name: string, named: readonly string[] = []): string | undefined {
  const word = variableWords[sectionId(name)] ?? variableWords[name.toLowerCase()]
  if (word && named.includes(word)) return word
  // The name of its line in practice.yaml (« responseTime » for the fact « responseDelay »), as she reads it there;
  // a name several lines share (« website », « payment ») says none of them.
  const lines = factFields.filter((fact) => fact.path.at(-1) === name && fact.name !== name)
  if (lines.length === 1) return lines[0]!.name
  const typo = closest(name, [...named, ...factNames].filter((candidate) => candidate !== name))
  if (typo) return typo
  // Her words as an address writes them (no accent, no capital): « Délai » is « delai ».
  const matching = factFields.filter((fact) => sectionId(fact.label).split('-').includes(sectionId(name))).map((fact) => fact.name)
  const inText = matching.filter((fact) => named.includes(fact))
  return inText.length === 1 ? inText[0] : matching.length === 1 ? matching[0] : undefined
}
