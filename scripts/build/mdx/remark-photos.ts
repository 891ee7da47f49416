/**
 * Takes out of a page, at build, each `<Photo of="…" />` whose photo
 * content/data/photos.yaml does not name: a page without her optional
 * photos then carries neither the component's code nor its styles (the
 * visitors' bytes do not grow for a photo she has not given). The photos it
 * names stay, for `<Photo>` to show (src/components/Photo).
 */
interface Node {
  type: string
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

function dropAbsent(node: Node, named: ReadonlySet<string>): void {
  if (!node.children) return
  node.children = node.children.filter((child) => {
    if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'Photo') {
      const of = child.attributes?.find((attribute) => attribute.name === 'of')?.value
      return typeof of === 'string' && named.has(of)
    }
    dropAbsent(child, named)
    return true
  })
}

export default function remarkPhotos(options: { named: () => readonly string[] }) {
  return (tree: Node) => dropAbsent(tree, new Set(options.named()))
}
