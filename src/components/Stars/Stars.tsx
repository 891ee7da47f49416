import { ui } from 'virtual:content/ui'
import { fill } from '../../lib/format.ts'
import * as styles from './Stars.css.ts'

export interface StarsProps {
  /** How many of the five stars are filled. */
  rating: 1 | 2 | 3 | 4 | 5
}

const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'

/** A star rating, read out as « 5 étoiles sur 5 ». */
export function Stars({ rating }: StarsProps) {
  return (
    <span className={styles.stars} role="img" aria-label={fill(ui.testimonials.rating, { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={path} fill={n <= rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" />
        </svg>
      ))}
    </span>
  )
}
