/**
 * What `npm run check` knows about the components of src/mdx-components.tsx:
 * their props, which values each accepts, and whether they take content.
 *
 * MDX files escape tsc, so a wrong key in a page (`<PriceTable group="prenatale" />`)
 * would only show as a broken page. This module lets the check catch it, and
 * it stays plain TypeScript (type-only imports) because the components'
 * .css.ts files cannot be loaded outside Vite.
 *
 * The types below tie it to the components: adding a component to the MDX
 * map, a prop to an `XProps`, or a key to a group (offers, situations, facts,
 * button variants…) fails `npm run typecheck` until this file follows.
 */
import type { ComponentProps } from 'react'
import { every } from './lib/every.ts'
import type { MdxComponents } from './mdx-components.tsx'
import type { ButtonLinkProps } from './components/ButtonLink/ButtonLink.tsx'
import type { FactName } from './components/Fact/Fact.tsx'
import type { OfferGroup } from './components/PriceTable/PriceTable.tsx'
import type { SectionProps } from './components/Section/Section.tsx'
import type { SituationListProps } from './components/SituationList/SituationList.tsx'

/** The components of the MDX map (capitalised), not the restyled Markdown elements (h1, p, a…). */
export type MdxComponentName = {
  [K in keyof MdxComponents]: K extends Capitalize<K> ? K : never
}[keyof MdxComponents]

/** What a prop's value must be. */
export type PropRule<Value = unknown> =
  | ([NonNullable<Value>] extends [string]
      ? string extends NonNullable<Value>
        ? never
        : { kind: 'oneOf'; values: readonly NonNullable<Value>[] }
      : never)
  /** A page of the site, « /rendez-vous », optionally with an anchor, « /#contact ». */
  | { kind: 'path' }
  /** The `id` of a section of the same page. */
  | { kind: 'anchor' }
  /** Gives the element an `id`, which links can then target with « #… ». */
  | { kind: 'id' }

type RuleFor<Props> = {
  /** Each prop, except children. */
  props: { [K in Exclude<keyof Props, 'children'>]-?: PropRule<Props[K]> & { required: undefined extends Props[K] ? false : true } }
  /** Whether text or tags may be written between the opening and the closing tag. */
  children: 'children' extends keyof Props ? true : false
  /** Set for the components that belong inside a sentence, such as <Fact />. */
  inline?: true
}

type ButtonVariant = NonNullable<ButtonLinkProps['variant']>
const buttonVariants = every<ButtonVariant>()(['primary', 'secondary', 'quiet'])

export const mdxComponentRules = {
  Actions: { props: {}, children: true },
  BookingForm: { props: {}, children: false },
  ButtonLink: {
    props: {
      to: { kind: 'path', required: true },
      variant: { kind: 'oneOf', values: buttonVariants, required: false },
      size: { kind: 'oneOf', values: every<NonNullable<ButtonLinkProps['size']>>()(['normal', 'small']), required: false },
    },
    children: true,
  },
  ContactForm: { props: {}, children: false },
  Fact: {
    props: {
      of: {
        kind: 'oneOf',
        values: every<FactName>()([
          'name', 'city', 'radius', 'responseDelay', 'urgentDelay', 'families', 'trainingHours', 'ibclcYear', 'phone', 'email',
          'legalStatus', 'address', 'siret', 'hostName', 'hostAddress', 'hostPhone', 'messageRetention', 'siteUrl',
        ]),
        required: true,
      },
    },
    children: false,
    inline: true,
  },
  GiftCardOffers: { props: {}, children: false },
  Hero: { props: {}, children: true },
  Highlights: { props: {}, children: true },
  Portrait: { props: {}, children: false },
  PriceTable: {
    props: {
      group: {
        kind: 'oneOf',
        values: every<OfferGroup>()(['prenatal', 'postnatal', 'complementary', 'specific', 'packages']),
        required: true,
      },
    },
    children: false,
  },
  PricingNotes: { props: {}, children: false },
  ScrollButton: {
    props: {
      target: { kind: 'anchor', required: true },
      variant: { kind: 'oneOf', values: buttonVariants, required: false },
    },
    children: true,
  },
  Section: {
    props: {
      id: { kind: 'id', required: false },
      tone: {
        kind: 'oneOf',
        values: every<NonNullable<SectionProps['tone']>>()(['plain', 'warm', 'calm']),
        required: false,
      },
    },
    children: true,
  },
  SituationList: {
    props: {
      group: {
        kind: 'oneOf',
        values: every<SituationListProps['group']>()(['baby', 'mother', 'special', 'when']),
        required: true,
      },
    },
    children: false,
  },
  Steps: { props: {}, children: true },
  TestimonialList: { props: {}, children: false },
  TrainingList: { props: {}, children: false },
  UrgentHelp: { props: {}, children: true },
} as const satisfies { [K in MdxComponentName]: RuleFor<ComponentProps<MdxComponents[K]>> }

/** A prop's rule as the check reads it, whatever the component. */
export type AnyPropRule =
  | { kind: 'oneOf'; values: readonly string[]; required: boolean }
  | { kind: 'path' | 'anchor' | 'id'; required: boolean }

/** A rule as the check reads it, whatever the component. */
export interface ComponentRule {
  props: Readonly<Record<string, AnyPropRule>>
  children: boolean
  inline?: boolean
}

/** The rules by component name, for lookups by a name read from an MDX file. */
export const componentRules: ReadonlyMap<string, ComponentRule> = new Map<string, ComponentRule>(
  Object.entries(mdxComponentRules),
)
