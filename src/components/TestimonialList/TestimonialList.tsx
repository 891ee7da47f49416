import { practice } from '../../../content/data/practice.ts'
import { testimonials } from '../../../content/data/testimonials.ts'
import { ui } from '../../../content/data/ui.ts'
import { fill } from '../../lib/format.ts'
import { card, cardGrid } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import { Stars } from '../Stars/Stars.tsx'
import * as styles from './TestimonialList.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

/** Every testimonial of content/data/testimonials.ts, then the number of families supported. */
export function TestimonialList() {
  return (
    <div className={wide}>
      <ul className={cardGrid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <article className={card}>
              <Stars rating={testimonial.rating} />
              <blockquote className={styles.quote}>
                <p className={styles.quote}>{frenchTypography(`« ${testimonial.text} »`)}</p>
              </blockquote>
              <p className={styles.author}>
                {testimonial.name}
                <span className={styles.baby}>{testimonial.babyLine}</span>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.families}>{fill(ui.families, { count: practice.familiesSupported })}</p>
    </div>
  )
}
