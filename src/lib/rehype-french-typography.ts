import { frenchTypography } from './typography.ts'

interface Node {
  type: string
  tagName?: string
  name?: string | null
  value?: string
  children?: Node[]
  properties?: Record<string, unknown>
  attributes?: { type: string; name?: string; value?: unknown }[]
}

/** Text in another language (`<span lang="en">`) follows that language's rules, not French ones. */
function isForeign(node: Node): boolean {
  const lang =
    node.properties?.lang ??
    node.attributes?.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'lang')?.value
  return typeof lang === 'string' && !lang.startsWith('fr')
}

/** Elements whose text is code or addresses, never prose. */
const SKIP = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style'])

/** The class of global.css.ts that keeps a word on one line. */
export const NO_BREAK_CLASS = 'nobreak'

/** « sage-femme », « envoyez-moi », « rendez-vous »: letters joined by hyphens. */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu

/**
 * A hyphenated word never breaks at its hyphen (« sage- / femme » reads as
 * two words): each one goes in a no-wrap span. Not U+2011 (the no-break
 * hyphen), which some fonts lack and which searching the page for
 * « sage-femme » would not find.
 */
function keepHyphenatedWords(text: Node): Node[] {
  const value = text.value ?? ''
  const parts: Node[] = []
  let last = 0
  for (const match of value.matchAll(HYPHENATED)) {
    if (match.index > last) parts.push({ type: 'text', value: value.slice(last, match.index) })
    parts.push({
      type: 'element',
      tagName: 'span',
      properties: { className: [NO_BREAK_CLASS] },
      children: [{ type: 'text', value: match[0] }],
    })
    last = match.index + match[0].length
  }
  if (parts.length === 0) return [text]
  if (last < value.length) parts.push({ type: 'text', value: value.slice(last) })
  return parts
}

function walk(node: Node): void {
  const name = node.tagName ?? node.name
  if ((name && SKIP.has(name)) || isForeign(node) || !node.children) return
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'text' || typeof child.value !== 'string') {
      walk(child)
      return [child]
    }
    child.value = frenchTypography(child.value)
    return keepHyphenatedWords(child)
  })
}

/** Applies French typography to the prose of every MDX page at build time. */
export default function rehypeFrenchTypography() {
  return (tree: Node) => walk(tree)
}
