/** What the build's MDX plugins (remark, and rehype-french-typography) ask of a JSX tag in a page: is it this component, and what does its attribute say. */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

/** The node types of a `<Name … />` tag, in a paragraph or on its own line: a test for unist-util-visit. */
export const jsxElement = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const

/** Whether a node of the tree is a `<Name … />` tag. */
export const isJsxElement = (node: { type: string }): node is JsxElement => (jsxElement as readonly string[]).includes(node.type)

/** The literal value of `name="…"`, or undefined (absent, or an `{expression}`, which the check refuses). */
export function attributeValue(node: JsxElement, name: string): string | undefined {
  const attribute = node.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name)
  return typeof attribute?.value === 'string' ? attribute.value : undefined
}
