/**
 * Writes each `<Fact of="radius" />` of a page as the fact itself, at build:
 * « 30 km », or a link for the phone, the e-mail and the mediator's site.
 * The facts come from practice.yaml as src/content/facts.ts shows them (the
 * content's Vite plugin gives them): a page carries, as plain text, only the
 * facts it quotes, and no code to show them. `npm run check` has already
 * refused a name that is not a fact (scripts/build/check/mdx-props.ts).
 */
import type { Root, Text } from 'mdast'
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import type { FactText } from '../../../src/content/facts.ts'
import { attributeValue, jsxElement } from './mdx-jsx.ts'

function factNode(fact: FactText): Text | MdxJsxTextElement {
  const text: Text = { type: 'text', value: fact.text }
  if (!fact.href) return text
  return { type: 'mdxJsxTextElement', name: 'a', attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: fact.href }], children: [text] }
}

export default function remarkFacts(options: { facts: () => Readonly<Record<string, FactText>> }) {
  return (tree: Root, file: { path?: string }) => {
    const facts = options.facts()
    visit(tree, jsxElement, (node, index, parent) => {
      if (node.name !== 'Fact') return
      const of = attributeValue(node, 'of')
      const fact = of === undefined ? undefined : facts[of]
      if (!fact) throw new Error(`${file.path ?? 'a page'}: <Fact of="${String(of)}" /> is not a fact of practice.yaml (npm run check explains it).`)
      // A fact is phrasing: where the tag stands alone on a line, its text takes the tag's place all the same
      // (MDX renders it; mdast's types allow no text among blocks, hence the cast).
      parent?.children.splice(index ?? 0, 1, factNode(fact) as never)
      return SKIP
    })
  }
}
