import { ui } from 'virtual:content/ui'
import { fill } from '../../lib/format.ts'
import * as styles from './Rating.css.ts'

export interface RatingProps {
  /** Her rating of the testimonial, out of five. */
  rating: 1 | 2 | 3 | 4 | 5
}

const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

/**
 * A rating as a quiet line under the testimonial: five stars, as many filled
 * as the rating, then the words, « Note : 5 sur 5 ». One image for screen
 * readers, named by those words: a single star beside « 5 » would read as
 * one star.
 */
export function Rating({ rating }: RatingProps) {
  const text = fill(ui.testimonials.rating, { rating })
  return (
    <p className={styles.rating} role="img" aria-label={text}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={path} fill={star <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      ))}
      <span className={styles.words} aria-hidden="true">{text}</span>
    </p>
  )
}
