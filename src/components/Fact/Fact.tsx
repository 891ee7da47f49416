import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import type { ContentProps, FactName } from '../../content/schema.ts'
import { factTexts } from '../../content/facts.ts'
import { phoneHref } from '../../lib/format.ts'

const texts = factTexts(practice, ui)

/** The phone, the e-mail and the mediator's site are links; every other fact is its text. */
const links: Partial<Record<FactName, () => React.ReactNode>> = {
  phone: () => <a href={phoneHref(practice.phone)}>{texts.phone}</a>,
  email: () => <a href={`mailto:${practice.email}`}>{practice.email}</a>,
  mediatorWebsite: () => <a href={practice.mediator.website}>{texts.mediatorWebsite}</a>,
}

/** Which fact of content/data/practice.yaml: `name`, `phone`, `radius`… (the list is in src/content/schema.ts). */
export type FactProps = ContentProps<'Fact'>

/** Quotes a fact of the practice inside prose, so it is written only once. */
export function Fact({ of }: FactProps) {
  return <>{links[of]?.() ?? texts[of]}</>
}
