/**
 * Her texts cut into sentences, as the check's rules read them: a rule about a word looks at the sentence it is in
 * (« IBCLC » and its « en préparation », her phone and « Appelez-moi »), a rule about a delay at each sentence.
 */

/**
 * Sentences of a page's source, with where each starts: up to « . ! ? ; » before a space or the end, a blank line or a
 * list's next item. As in `sentenceAround`, a mark inside an address (« www.ameli.fr ») ends nothing.
 */
export const sentencesOf = (source: string) => [...source.matchAll(/(?:[^.!?;\n]|[.!?;](?!\s|$)|\n(?!\s*\n|\s*(?:[-*+]|\d+\.)\s))+/g)]

/** The sentence around character `index`: a mark ends one only before a space or a line's end, not inside an address (« marie@exemple.fr »). */
export function sentenceAround(text: string, index: number): { start: number; text: string } {
  const before = text.slice(0, index)
  // After the last mark followed by a space or a line's end, or a blank line, and the spaces after it.
  const last = [...before.matchAll(/[.!?;](?=\s)|\n\s*\n/g)].at(-1)
  let start = last === undefined ? 0 : last.index + last[0].length
  while (start < index && /\s/.test(text[start] ?? '')) start++
  const end = text.slice(index).search(/[.!?;](?:\s|$)|\n\s*\n/)
  return { start, text: text.slice(start, end === -1 ? undefined : index + end) }
}
