/** The fenced code blocks of the French guides (content/*.md), in order, with where each starts. */
export function codeBlocks(text: string): { start: number; body: string }[] {
  return [...text.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => ({ start: match.index, body: match[1] ?? '' }))
}
