/**
 * Her texts cut into sentences, as the check's rules read them: a rule about a word looks at the sentence it is in
 * (« IBCLC » and its « en préparation », her phone and « Appelez-moi »), a rule about a delay at each sentence.
 */

/** Sentences of a page's source: up to « . ! ? ; », a blank line or a list's next item, with where each starts. */
export const sentencesOf = (source: string) => [...source.matchAll(/(?:[^.!?;\n]|\n(?!\s*\n|\s*(?:[-*+]|\d+\.)\s))+/g)]

/** The sentence around character `index`: a mark ends one only before a space, not inside an address (« marie@exemple.fr »). */
export function sentenceAround(text: string, index: number): { start: number; text: string } {
  const before = text.slice(0, index)
  const start = Math.max(...['. ', '! ', '? ', '; ', '\n\n'].map((mark) => {
    const at = before.lastIndexOf(mark)
    return at === -1 ? 0 : at + mark.length
  }))
  const end = text.slice(index).search(/[.!?;](?:\s|$)|\n\s*\n/)
  return { start, text: text.slice(start, end === -1 ? undefined : index + end) }
}
