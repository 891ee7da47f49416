/**
 * Fills each `<TableOfContents />` of a page with links to the page's own
 * sections, at build: one link per `##` heading, in order, each heading
 * given the id its link points to. She places the tag once (legal pages);
 * the list follows her headings, so she never maintains it by hand.
 * Runs after remark-facts, so a heading that quotes a fact is listed as shown.
 */
import type { Heading, List, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import { sectionId } from '../../../src/content/model.ts'

/** Each heading's id, made unique on the page by a number when two headings say the same. */
export function sectionIds(texts: readonly string[]): string[] {
  const used = new Map<string, number>()
  return texts.map((text) => {
    const id = sectionId(text)
    const count = (used.get(id) ?? 0) + 1
    used.set(id, count)
    return count === 1 ? id : `${id}-${count}`
  })
}

export default function remarkTableOfContents() {
  return (tree: Root) => {
    const headings: Heading[] = []
    const contents: MdxJsxFlowElement[] = []
    visit(tree, ['heading', 'mdxJsxFlowElement'], (node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'TableOfContents') {
        contents.push(node)
        return SKIP
      }
      if (node.type === 'heading' && node.depth === 2) headings.push(node)
      return undefined
    })
    if (contents.length === 0) return
    const texts = headings.map((heading) => toString(heading))
    const ids = sectionIds(texts)
    headings.forEach((heading, index) => {
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: ids[index] } }
    })
    const list: List = {
      type: 'list',
      children: texts.map((text, index) => ({
        type: 'listItem',
        children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${ids[index]}`, children: [{ type: 'text', value: text }] }] }],
      })),
    }
    for (const node of contents) node.children = [list]
  }
}
