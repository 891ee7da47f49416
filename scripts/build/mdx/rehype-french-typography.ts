import type { ElementContent, Nodes, Root, Text } from 'hast'
import type {} from 'mdast-util-mdx-jsx'
import { CONTINUE, SKIP, visit } from 'unist-util-visit'
import { hyphenatedParts, noBreakClass } from '../../../src/lib/hyphenated.ts'
import { frenchTypography } from '../../../src/lib/typography.ts'
import { attributeValue, isJsxElement } from './mdx-jsx.ts'

/** Elements whose text is code or addresses, never prose. */
const notProse = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style'])

/** Code, and text in another language (`<span lang="en">`), which follows that language's rules, not French ones. */
function isNotFrenchProse(node: Nodes): boolean {
  const name = node.type === 'element' ? node.tagName : isJsxElement(node) ? node.name : null
  const lang = node.type === 'element' ? node.properties.lang : isJsxElement(node) ? attributeValue(node, 'lang') : undefined
  return (name != null && notProse.has(name)) || (typeof lang === 'string' && !lang.startsWith('fr'))
}

/** Each hyphenated word in a no-wrap span; the rest stays text. */
function keepHyphenatedWords(text: Text): ElementContent[] {
  const parts = hyphenatedParts(text.value)
  if (!parts.some((part) => part.whole)) return [text]
  return parts.map((part) =>
    part.whole
      ? { type: 'element', tagName: 'span', properties: { className: [noBreakClass] }, children: [{ type: 'text', value: part.text }] }
      : { type: 'text', value: part.text },
  )
}

/** Applies French typography to the prose of every MDX page at build time. */
export default function rehypeFrenchTypography() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (isNotFrenchProse(node)) return SKIP
      if (node.type !== 'text' || !parent || index === undefined) return CONTINUE
      node.value = frenchTypography(node.value)
      const parts = keepHyphenatedWords(node)
      // A root and an element both take text and elements; TypeScript cannot call splice on the union of their lists.
      parent.children.splice(index, 1, ...(parts as typeof parent.children))
      return [SKIP, index + parts.length]
    })
  }
}
