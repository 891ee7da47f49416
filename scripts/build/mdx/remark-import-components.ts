/**
 * Lets the consultant write `<PriceTable group="prenatal" />` in a page with
 * no import line, while each page's module imports only the components it
 * uses: for every tag of a declared component (src/content/components.ts),
 * whose code lives at src/components/<Name>/<Name>.tsx, this adds
 * `import { Name } from '…/src/components/Name/Name.tsx'` to the MDX file.
 * A component in the MDXProvider map would be reached from every page, and its
 * styles would join every page's inlined CSS (scripts/build/prerender.ts).
 *
 * The shared blocks work the same way: `<SignesDAlerte />` imports
 * content/blocs/signes-d-alerte.mdx. So no page has an import line, which
 * the web editor (Keystatic) cannot read.
 */
import { fromJs } from 'esast-util-from-js'
import type { Root } from 'mdast'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { visit } from 'unist-util-visit'
import { jsxElement } from './mdx-jsx.ts'
import { blockFileName } from '../../../src/content/blocks.ts'

/** The capitalised tags of a page: `<PriceTable>`, `<SignesDAlerte>`; `<a>` and `<span>` are HTML. */
function componentTags(tree: Root): Set<string> {
  const found = new Set<string>()
  visit(tree, jsxElement, (node) => {
    if (node.name && /^[A-Z]\w*$/.test(node.name)) found.add(node.name)
  })
  return found
}

/** The import line, and its tree parsed from it by acorn, as MDX parses a page's own import (esast-util-from-js). */
function importNode(name: string, source: string, kind: 'named' | 'default'): MdxjsEsm {
  const value = kind === 'named' ? `import { ${name} } from ${JSON.stringify(source)}` : `import ${name} from ${JSON.stringify(source)}`
  return { type: 'mdxjsEsm', value, data: { estree: fromJs(value, { module: true }) } }
}

/**
 * `islandsDir`: a component with a file there (src/islands/<Name>.tsx, a form)
 * is imported from it instead: the same component, wrapped as an island that
 * the browser hydrates alone (src/components/Island).
 */
export default function remarkImportComponents(options: { components: readonly string[]; componentsDir: string; blocksDir?: string; islandsDir?: string }) {
  const declared = new Set(options.components)
  return (tree: Root) => {
    const imports: MdxjsEsm[] = []
    // A page has no import line of its own: `npm run check` refuses one, so every tag is bound here.
    for (const name of [...componentTags(tree)].sort()) {
      const block = options.blocksDir ? join(options.blocksDir, `${blockFileName(name)}.mdx`) : undefined
      const island = options.islandsDir ? join(options.islandsDir, `${name}.tsx`) : undefined
      if (declared.has(name) && island && existsSync(island)) imports.push(importNode(name, island, 'named'))
      else if (declared.has(name)) imports.push(importNode(name, join(options.componentsDir, name, `${name}.tsx`), 'named'))
      else if (block && existsSync(block)) imports.push(importNode(name, block, 'default'))
    }
    tree.children = [...imports, ...tree.children]
  }
}
