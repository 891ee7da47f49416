import { ui } from 'virtual:content/ui'
import * as styles from './Portrait.css.ts'

/**
 * The consultant's portrait. To change it, replace public/images/portrait.webp
 * with a photo of the same name, ideally 640 × 800 pixels (portrait, 4:5).
 */
export function Portrait() {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src="/images/portrait.webp"
        width={640}
        height={800}
        alt={ui.portraitAlt}
        decoding="async"
        // The largest thing on the first screen of /a-propos: fetched first.
        fetchPriority="high"
      />
    </figure>
  )
}
