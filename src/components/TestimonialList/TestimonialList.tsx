import { Fragment } from 'react'
import { method, policy, testimonials } from 'virtual:content/testimonials'
import { ui } from 'virtual:content/ui'
import type { Testimonial } from '../../content/schema.ts'
import { NBSP } from '../../lib/format.ts'
import { formatMonth } from '../../lib/french-date.ts'
import { newestFirst } from '../../lib/testimonials.ts'
import { card, cardGrid, fewCards } from '../../styles/card.css.ts'
import { withCount } from '../../styles/counted-columns.ts'
import { wide } from '../../styles/layout.css.ts'
import { Rating } from '../Rating/Rating.tsx'
import * as styles from './TestimonialList.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/**
 * A family's words, their line breaks kept: the editor lets her write a testimonial on several lines (and a blank line
 * in her file is one), which HTML would run together.
 */
function QuoteLines({ text }: { text: string }) {
  // Her lines, in the file's order: the index is a stable key.
  return text.split(/\s*\n\s*/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <NoBreakAtHyphens>{line}</NoBreakAtHyphens>
    </Fragment>
  ))
}

/** Her words with `{month}` replaced by that day's month and year, as a `<time>`. */
function MonthIn({ words, day }: { words: string; day: string }) {
  const [before = '', after = ''] = words.split('{month}')
  return (
    <>
      {before}
      <time dateTime={day.slice(0, 7)}>{formatMonth(day)}</time>
      {after}
    </>
  )
}

export interface TestimonialCardsProps {
  /** The testimonials, in the order shown. */
  shown: readonly Testimonial[]
  /** The folded text ends on her sentence of their order and rating (ui.testimonials.order): the whole list says it, the featured few do not. */
  saysOrder?: boolean
}

/** The number of families supported, then the testimonials as cards, each with its month, then how they were collected, folded. */
export function TestimonialCards({ shown, saysOrder = false }: TestimonialCardsProps) {
  return (
    <div className={wide}>
      {/* The families with their words: the figure opens the testimonials, it does not stand alone between sections. */}
      <p className={styles.families}>{ui.testimonials.families}</p>
      <ul className={withCount(cardGrid, fewCards, shown.length)}>
        {/* Keyed by place: two families may share a first name, and the list never reorders once rendered. */}
        {shown.map((testimonial, place) => (
          <li key={place}>
            <article className={card}>
              <blockquote className={styles.quote}>
                <p className={styles.quote}>«{NBSP}<QuoteLines text={testimonial.text} />{NBSP}»</p>
              </blockquote>
              <p className={styles.author}>
                <NoBreakAtHyphens>{testimonial.name}</NoBreakAtHyphens>
                <span className={styles.baby}>
                  <NoBreakAtHyphens>{testimonial.babyLine}</NoBreakAtHyphens>
                </span>
                {/* When the consultation took place and when the family gave its words (D111-17): « Consultation en août 2026 · témoignage confié en septembre 2026 ». */}
                <span className={styles.baby}>
                  <MonthIn words={ui.testimonials.consulted} day={testimonial.consultationDate} />
                  {'\u00a0· '}
                  <MonthIn words={ui.testimonials.given} day={testimonial.date} />
                </span>
              </p>
              <Rating rating={testimonial.rating} />
            </article>
          </li>
        ))}
      </ul>
      {/* Folded: longer than a quote, it would outweigh them; it opens with no script. */}
      <details className={styles.method}>
        <summary className={styles.methodSummary}><NoBreakAtHyphens>{ui.testimonials.policyTitle}</NoBreakAtHyphens></summary>
        <p className={styles.methodText}>
          <NoBreakAtHyphens>{method}</NoBreakAtHyphens> <NoBreakAtHyphens>{policy}</NoBreakAtHyphens>
          {saysOrder ? (
            <>
              {' '}
              <NoBreakAtHyphens>{ui.testimonials.order}</NoBreakAtHyphens>
            </>
          ) : null}
        </p>
      </details>
    </div>
  )
}

/** The number of families supported, then every testimonial of content/data/testimonials.yaml, the most recent first (the page says so). */
export function TestimonialList() {
  return <TestimonialCards shown={newestFirst(testimonials)} saysOrder />
}
