/**
 * The model withdrawal form of her conditions page, as plain text, for the
 * auto-reply a parent receives (L221-5 and L221-13: the form goes with the
 * information, on a durable medium; a link to a web page is not one). Read
 * from the page's `<Section id="formulaire-de-retractation">`, which the
 * check requires, so her one text serves the page and the e-mail: each
 * heading and paragraph of the section (its title, the form's quote, and
 * whatever she writes beside them), `<Fact />` written as the fact, `<br />`
 * as a line break, typeset as the site typesets her words.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import remarkFrontmatter from 'remark-frontmatter'
import { EXIT, SKIP, visit } from 'unist-util-visit'
import { termsWithdrawalAnchor } from '../../../src/content/roles.ts'
import { frenchTypography } from '../../../src/lib/typography.ts'
import { keptBy } from '../kept.ts'
import { attributeValue, isJsxElement } from '../mdx/mdx-jsx.ts'

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter] })

/** What a `<Fact of="…" />` reads as, by its name. */
type FactWords = (name: string | undefined) => string

/** The form's section of the page, kept by the page's text (`keptBy`): the check and the build each ask for it. */
const sectionOf = (conditionsSource: string): MdxJsxFlowElement | undefined =>
  keptSection(conditionsSource, () => {
    let found: MdxJsxFlowElement | undefined
    visit(processor.parse({ value: conditionsSource }) as Root, 'mdxJsxFlowElement', (node) => {
      if (node.name !== 'Section' || attributeValue(node, 'id') !== termsWithdrawalAnchor) return undefined
      found = node
      return EXIT
    })
    return found
  })

const keptSection = keptBy<MdxJsxFlowElement | undefined>(100)

/** A run of inline content as text: facts written, `<br />` a line end. */
function inline(node: Nodes, fact: FactWords): string {
  const parts: string[] = []
  visit(node, (child) => {
    if (child.type === 'text') parts.push(child.value)
    else if (child.type === 'break') parts.push('\n')
    else if (isJsxElement(child)) {
      if (child.name === 'br') parts.push('\n')
      if (child.name === 'Fact') {
        parts.push(fact(attributeValue(child, 'of')))
        return SKIP
      }
    }
    return undefined
  })
  return parts.join('')
}

/** Paragraphs and headings of a node (the section, a quote), each its own paragraph of text, as is a `<Fact />` alone on its line. */
function paragraphs(node: Nodes, fact: FactWords): string[] {
  const found: string[] = []
  visit(node, (child) => {
    const alone = child.type === 'mdxJsxFlowElement' && child.name === 'Fact'
    if (child.type !== 'paragraph' && child.type !== 'heading' && !alone) return undefined
    found.push(inline(child, fact).replace(/[ \t]*\n[ \t]*/g, '\n').trim())
    return SKIP
  })
  return found
}

/**
 * The form as text, `facts` being her facts as the site writes them; throws
 * when the page has no such section (the check has refused that already).
 */
export function withdrawalFormText(conditionsSource: string, facts: Readonly<Record<string, string>>): string {
  const section = sectionOf(conditionsSource)
  if (!section) throw new Error(`the conditions page has no <Section id="${termsWithdrawalAnchor}">`)
  const fact: FactWords = (name) => {
    // The check refuses a name that is not a fact (scripts/build/check/mdx-props.ts), as remark-facts.ts does at build.
    if (name === undefined || facts[name] === undefined) throw new Error(`the conditions page's form quotes <Fact of="${String(name)}" />, which is not a fact of practice.yaml`)
    return facts[name]
  }
  return frenchTypography(paragraphs(section, fact).filter(Boolean).join('\n\n'))
}

/**
 * The text of the section's quotes (« > »), the form itself, its facts left out; `undefined` when the page has
 * no such section. For the check, which asks that the form is there.
 */
export function withdrawalFormQuote(conditionsSource: string): string | undefined {
  const section = sectionOf(conditionsSource)
  if (!section) return undefined
  const quotes: string[] = []
  visit(section, 'blockquote', (quote) => {
    quotes.push(...paragraphs(quote, () => ''))
    return SKIP
  })
  return quotes.join('\n\n')
}
