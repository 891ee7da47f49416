/**
 * A web address written as it is in a page (« https://www.ameli.fr », « www.lllfrance.org »), a link on the site
 * as it is in the web editor: Keystatic reads her pages with GFM's bare links, so the site reads them with the same
 * micromark extension. An address written « www.… » leads to its https:// page, not to http://.
 */
import type { Root } from 'mdast'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { toString } from 'mdast-util-to-string'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import type { Processor } from 'unified'
import { visit } from 'unist-util-visit'

export default function remarkBareLinks(this: Processor) {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmAutolinkLiteral())
  ;(data.fromMarkdownExtensions ??= []).push(gfmAutolinkLiteralFromMarkdown())
  return (tree: Root) =>
    visit(tree, 'link', (link) => {
      // GFM gives « www.x.fr » written alone the address « http://www.x.fr »; a link she wrote keeps its own.
      if (link.url.startsWith('http://www.') && toString(link) === link.url.slice('http://'.length)) link.url = link.url.replace(/^http:/, 'https:')
    })
}
