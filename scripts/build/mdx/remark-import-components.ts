/**
 * Lets the consultant write `<PriceTable group="prenatal" />` in a page with
 * no import line, while each page's chunk carries only the components it
 * uses: for every tag of a declared component (src/content/components.ts),
 * whose code lives at src/components/<Name>/<Name>.tsx, this adds
 * `import { Name } from '…/src/components/Name/Name.tsx'` to the MDX file.
 * A component in the MDXProvider map would land in every page's JavaScript.
 *
 * The shared blocks work the same way: `<SignesDAlerte />` imports
 * content/blocs/signes-d-alerte.mdx. So no page has an import line, which
 * the web editor (Keystatic) cannot read.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

interface Node {
  type: string
  name?: string | null
  value?: string
  children?: Node[]
  data?: { estree?: unknown }
}

function collectTags(node: Node, found: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[A-Z]\w*$/.test(node.name)) {
    found.add(node.name)
  }
  node.children?.forEach((child) => collectTags(child, found))
}

/** Names the file already binds itself (`import Urgence from '../../../src/lib/blocs/urgence.mdx'`). */
function declaredNames(tree: Node): Set<string> {
  const names = new Set<string>()
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm' || !node.value) continue
    for (const match of node.value.matchAll(/\b(?:import|export)\s+(?:\{([^}]*)\}|(\w+))/g)) {
      if (match[2]) names.add(match[2])
      for (const part of (match[1] ?? '').split(',')) {
        const local = part.split(/\s+as\s+/).pop()?.trim()
        if (local) names.add(local)
      }
    }
  }
  return names
}

/** `SignesDAlerte` → `signes-d-alerte`: a block's tag, as its file's name. */
export function blocFileName(name: string): string {
  return name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()
}

function importNode(name: string, source: string, kind: 'named' | 'default'): Node {
  const value = kind === 'named' ? `import { ${name} } from ${JSON.stringify(source)}` : `import ${name} from ${JSON.stringify(source)}`
  const specifier = kind === 'named'
    ? { type: 'ImportSpecifier', imported: { type: 'Identifier', name }, local: { type: 'Identifier', name } }
    : { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }
  const from = { type: 'Literal', value: source, raw: JSON.stringify(source) }
  const declaration = { type: 'ImportDeclaration', specifiers: [specifier], source: from }
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } } }
}

/**
 * `islandsDir`: a component with a file there (src/islands/<Name>.tsx, a form)
 * is imported from it instead: the same component, wrapped as an island that
 * the browser hydrates alone (src/components/Island).
 */
export default function remarkImportComponents(options: { components: readonly string[]; componentsDir: string; blocsDir?: string; islandsDir?: string }) {
  const declared = new Set(options.components)
  return (tree: Node) => {
    const tags = new Set<string>()
    collectTags(tree, tags)
    const bound = declaredNames(tree)
    const imports: Node[] = []
    for (const name of [...tags].sort()) {
      if (bound.has(name)) continue
      const bloc = options.blocsDir ? join(options.blocsDir, `${blocFileName(name)}.mdx`) : undefined
      const island = options.islandsDir ? join(options.islandsDir, `${name}.tsx`) : undefined
      if (declared.has(name) && island && existsSync(island)) imports.push(importNode(name, island, 'named'))
      else if (declared.has(name)) imports.push(importNode(name, join(options.componentsDir, name, `${name}.tsx`), 'named'))
      else if (bloc && existsSync(bloc)) imports.push(importNode(name, bloc, 'default'))
    }
    tree.children = [...imports, ...(tree.children ?? [])]
  }
}
