/**
 * The model withdrawal form of her conditions page, as plain text, for the
 * auto-reply a parent receives (L221-5 and L221-13: the form goes with the
 * information, on a durable medium; a link to a web page is not one). Read
 * from the page's `<Section id="formulaire-de-retractation">`, which the
 * check requires, so her one text serves the page and the e-mail: its title,
 * then each paragraph of its quote, `<Fact />` written as the fact, `<br />`
 * as a line break, typeset as the site typesets her words.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import { termsWithdrawalAnchor } from '../../../src/content/roles.ts'
import { frenchTypography } from '../../../src/lib/typography.ts'

interface Node {
  type: string
  name?: string | null
  value?: unknown
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter] })

const attribute = (node: Node, name: string) => node.attributes?.find((each) => each.name === name)?.value

function findSection(node: Node): Node | undefined {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Section' && attribute(node, 'id') === termsWithdrawalAnchor) return node
  for (const child of node.children ?? []) {
    const found = findSection(child)
    if (found) return found
  }
  return undefined
}

/** A run of inline content as text: facts filled, `<br />` a line end. */
function inline(node: Node, facts: Readonly<Record<string, string>>): string {
  if (node.type === 'text') return String(node.value ?? '')
  if (node.type === 'break') return '\n'
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    if (node.name === 'br') return '\n'
    if (node.name === 'Fact') return facts[String(attribute(node, 'of'))] ?? ''
  }
  return (node.children ?? []).map((child) => inline(child, facts)).join('')
}

/** Paragraphs and headings of a block, each its own paragraph of text. */
function blocks(node: Node, facts: Readonly<Record<string, string>>): string[] {
  if (node.type === 'paragraph' || node.type === 'heading') return [inline(node, facts).replace(/[ \t]*\n[ \t]*/g, '\n').trim()]
  return (node.children ?? []).flatMap((child) => blocks(child, facts))
}

const sectionOf = (conditionsSource: string) => findSection(processor.parse({ value: conditionsSource }) as Node)

/**
 * The form as text, `facts` being her facts as the site writes them; throws
 * when the page has no such section (the check has refused that already).
 */
export function withdrawalFormText(conditionsSource: string, facts: Readonly<Record<string, string>>): string {
  const section = sectionOf(conditionsSource)
  if (!section) throw new Error(`the conditions page has no <Section id="${termsWithdrawalAnchor}">`)
  return frenchTypography(blocks(section, facts).filter(Boolean).join('\n\n'))
}

/**
 * The text of the section's quotes (« > »), the form itself, its facts left out; `undefined` when the page has
 * no such section. For the check, which asks that the form is there.
 */
export function withdrawalFormQuote(conditionsSource: string): string | undefined {
  const section = sectionOf(conditionsSource)
  if (!section) return undefined
  const quotes = (node: Node): Node[] => (node.type === 'blockquote' ? [node] : (node.children ?? []).flatMap(quotes))
  return quotes(section).flatMap((quote) => blocks(quote, {})).join('\n\n')
}
