/**
 * THE map of what MDX pages may use: the Markdown elements, styled, and (as
 * types) the components the consultant can place in her pages.
 * A component added here also needs its rule in src/mdx-component-rules.ts
 * (what `npm run check` accepts in pages); typecheck fails until it has one.
 */
import type { MDXProvider } from '@mdx-js/react'
import type { ComponentProps } from 'react'
import { Link } from './components/Link/Link.tsx'
import * as prose from './styles/prose.css.ts'

export const mdxComponents = {
  h1: (props) => <h1 className={prose.h1} {...props} />,
  h2: (props) => <h2 className={prose.h2} {...props} />,
  h3: (props) => <h3 className={prose.h3} {...props} />,
  p: (props) => <p className={prose.p} {...props} />,
  ul: (props) => <ul className={prose.list} {...props} />,
  ol: (props) => <ol className={prose.list} {...props} />,
  blockquote: (props) => <blockquote className={prose.blockquote} {...props} />,
  hr: (props) => <hr className={prose.hr} {...props} />,
  a: ({ href = '', ...props }) =>
    // Pages of the site go through the router; mail, phone and other sites are plain links.
    href.startsWith('/') ? (
      <Link to={href} className={prose.link} {...props} />
    ) : (
      <a href={href} className={prose.link} {...props} />
    ),
} satisfies ComponentProps<typeof MDXProvider>['components']

/**
 * The components the consultant can place in her pages. They are not in the
 * provider map above: each MDX file imports the ones it uses at build time
 * (src/lib/remark-import-components.ts), so a page's JavaScript carries only
 * its own. A component is found by its folder: src/components/<Name>/<Name>.tsx.
 */
type ContentComponents = {
  Actions: typeof import('./components/Actions/Actions.tsx').Actions
  BookingForm: typeof import('./components/BookingForm/BookingForm.tsx').BookingForm
  ButtonLink: typeof import('./components/ButtonLink/ButtonLink.tsx').ButtonLink
  ContactForm: typeof import('./components/ContactForm/ContactForm.tsx').ContactForm
  FeaturedTestimonials: typeof import('./components/FeaturedTestimonials/FeaturedTestimonials.tsx').FeaturedTestimonials
  FoldedContactForm: typeof import('./components/FoldedContactForm/FoldedContactForm.tsx').FoldedContactForm
  GiftCardOffers: typeof import('./components/GiftCardOffers/GiftCardOffers.tsx').GiftCardOffers
  Hero: typeof import('./components/Hero/Hero.tsx').Hero
  Highlights: typeof import('./components/Highlights/Highlights.tsx').Highlights
  Portrait: typeof import('./components/Portrait/Portrait.tsx').Portrait
  PriceList: typeof import('./components/PriceList/PriceList.tsx').PriceList
  PriceTable: typeof import('./components/PriceTable/PriceTable.tsx').PriceTable
  PricingNotes: typeof import('./components/PricingNotes/PricingNotes.tsx').PricingNotes
  ScrollButton: typeof import('./components/ScrollButton/ScrollButton.tsx').ScrollButton
  Section: typeof import('./components/Section/Section.tsx').Section
  SituationList: typeof import('./components/SituationList/SituationList.tsx').SituationList
  Steps: typeof import('./components/Steps/Steps.tsx').Steps
  TestimonialList: typeof import('./components/TestimonialList/TestimonialList.tsx').TestimonialList
  TrainingList: typeof import('./components/TrainingList/TrainingList.tsx').TrainingList
  UrgentHelp: typeof import('./components/UrgentHelp/UrgentHelp.tsx').UrgentHelp
  UrgentLine: typeof import('./components/UrgentLine/UrgentLine.tsx').UrgentLine
}

export type MdxComponents = typeof mdxComponents & ContentComponents
