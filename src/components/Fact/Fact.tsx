import { facts } from 'virtual:content/practice'
import type { ContentProps } from '../../content/schema.ts'

/** Which fact of content/data/practice.yaml: `name`, `phone`, `radius`… (each declared with its field in src/content/schema.ts). */
export type FactProps = ContentProps<'Fact'>

/**
 * Quotes a fact of the practice inside prose, so it is written only once.
 * The texts come ready from the build; the phone, the e-mail and the
 * mediator's site are links.
 */
export function Fact({ of }: FactProps) {
  const fact = facts[of]
  if (!fact) return null
  return fact.href ? <a href={fact.href}>{fact.text}</a> : <>{fact.text}</>
}
