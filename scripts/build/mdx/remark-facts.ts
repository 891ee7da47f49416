/**
 * Writes each `<Fact of="radius" />` of a page as the fact itself, at build:
 * « 30 km », or a link for the phone, the e-mail and the mediator's site.
 * The facts come from practice.yaml as src/content/facts.ts shows them (the
 * content's Vite plugin gives them): a page carries, as plain text, only the
 * facts it quotes, and no code to show them. `npm run check` has already
 * refused a name that is not a fact (scripts/build/check/mdx.ts).
 */
import type { FactText } from '../../../src/content/facts.ts'

interface Node {
  type: string
  name?: string | null
  value?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

function factNode(fact: FactText): Node {
  const text: Node = { type: 'text', value: fact.text }
  if (!fact.href) return text
  return { type: 'mdxJsxTextElement', name: 'a', attributes: [{ type: 'mdxJsxAttribute', name: 'href', value: fact.href }], children: [text] }
}

function replaceFacts(node: Node, facts: Readonly<Record<string, FactText>>, file: string): void {
  node.children = node.children?.map((child) => {
    if ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && child.name === 'Fact') {
      const of = child.attributes?.find((attribute) => attribute.name === 'of')?.value
      const fact = typeof of === 'string' ? facts[of] : undefined
      if (!fact) throw new Error(`${file}: <Fact of="${String(of)}" /> is not a fact of practice.yaml (npm run check explains it).`)
      return factNode(fact)
    }
    replaceFacts(child, facts, file)
    return child
  })
}

export default function remarkFacts(options: { facts: () => Readonly<Record<string, FactText>> }) {
  return (tree: Node, file: { path?: string }) => replaceFacts(tree, options.facts(), file.path ?? 'a page')
}
