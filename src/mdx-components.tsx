/**
 * THE map of what MDX pages may use: the Markdown elements, styled, and the
 * components the consultant can place in her pages.
 */
import type { MDXProvider } from '@mdx-js/react'
import type { ComponentProps } from 'react'
import { Link } from 'react-router-dom'
import { Actions } from './components/Actions/Actions.tsx'
import { BookingForm } from './components/BookingForm/BookingForm.tsx'
import { ButtonLink } from './components/ButtonLink/ButtonLink.tsx'
import { ContactForm } from './components/ContactForm/ContactForm.tsx'
import { Fact } from './components/Fact/Fact.tsx'
import { GiftCardOffers } from './components/GiftCardOffers/GiftCardOffers.tsx'
import { Hero } from './components/Hero/Hero.tsx'
import { Highlights } from './components/Highlights/Highlights.tsx'
import { Portrait } from './components/Portrait/Portrait.tsx'
import { PriceTable } from './components/PriceTable/PriceTable.tsx'
import { PricingNotes } from './components/PricingNotes/PricingNotes.tsx'
import { ScrollButton } from './components/ScrollButton/ScrollButton.tsx'
import { Section } from './components/Section/Section.tsx'
import { SituationList } from './components/SituationList/SituationList.tsx'
import { Steps } from './components/Steps/Steps.tsx'
import { TestimonialList } from './components/TestimonialList/TestimonialList.tsx'
import { TrainingList } from './components/TrainingList/TrainingList.tsx'
import { UrgentHelp } from './components/UrgentHelp/UrgentHelp.tsx'
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
  Actions,
  BookingForm,
  ButtonLink,
  ContactForm,
  Fact,
  GiftCardOffers,
  Hero,
  Highlights,
  Portrait,
  PriceTable,
  PricingNotes,
  ScrollButton,
  Section,
  SituationList,
  Steps,
  TestimonialList,
  TrainingList,
  UrgentHelp,
} satisfies ComponentProps<typeof MDXProvider>['components']

export type MdxComponents = typeof mdxComponents
