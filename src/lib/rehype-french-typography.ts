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

function walk(node: Node): void {
  if (node.type === 'text' && typeof node.value === 'string') {
    node.value = frenchTypography(node.value)
    return
  }
  const name = node.tagName ?? node.name
  if ((name && SKIP.has(name)) || isForeign(node)) return
  node.children?.forEach(walk)
}

/** Applies French typography to the prose of every MDX page at build time. */
export default function rehypeFrenchTypography() {
  return (tree: Node) => walk(tree)
}
