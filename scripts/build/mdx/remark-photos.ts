/**
 * Takes out of a page, at build, each `<Photo of="…" />` whose photo
 * content/data/photos.yaml does not name: a page without her optional
 * photos then carries neither the component's code nor its styles (the
 * visitors' bytes do not grow for a photo she has not given). The photos it
 * names stay, for `<Photo>` to show (src/components/Photo).
 */
import type { Root } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { attributeValue, jsxElement } from './mdx-jsx.ts'

export default function remarkPhotos(options: { named: () => readonly string[] }) {
  return (tree: Root) => {
    const named = new Set(options.named())
    visit(tree, jsxElement, (node, index, parent) => {
      if (node.name !== 'Photo') return
      const of = attributeValue(node, 'of')
      if (typeof of === 'string' && named.has(of)) return SKIP
      parent?.children.splice(index ?? 0, 1)
      return [SKIP, index ?? 0]
    })
  }
}
