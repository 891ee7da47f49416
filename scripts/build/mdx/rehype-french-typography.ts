import { hyphenatedParts, NO_BREAK_CLASS } from '../../../src/lib/hyphenated.ts'
import { frenchTypography } from '../../../src/lib/typography.ts'

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

/** Each hyphenated word in a no-wrap span; the rest stays text. */
function keepHyphenatedWords(text: Node): Node[] {
  const parts = hyphenatedParts(text.value ?? '')
  if (!parts.some((part) => part.whole)) return [text]
  return parts.map((part) =>
    part.whole
      ? { type: 'element', tagName: 'span', properties: { className: [NO_BREAK_CLASS] }, children: [{ type: 'text', value: part.text }] }
      : { type: 'text', value: part.text },
  )
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
