import { portrait } from 'virtual:portrait/portrait'
import { ui } from 'virtual:content/ui'
import * as styles from './Portrait.css.ts'

/**
 * The consultant's portrait, 4:5, drawn from her one photo
 * (public/images/portrait.<ext>, .jpg, .png or .webp: see scripts/build/vite-photos.ts).
 */
export function Portrait() {
  if (!portrait) return null
  const { tall } = portrait
  return (
    <figure className={styles.figure}>
      <picture className={styles.picture}>
        <source type="image/avif" srcSet={tall.avif} sizes={styles.sizes} />
        <img
          className={styles.image}
          src={tall.src}
          srcSet={tall.webp}
          sizes={styles.sizes}
          width={tall.width}
          height={tall.height}
          alt={ui.about.portraitAlt}
          decoding="async"
          // The largest thing on the first screen of its page: fetched first.
          fetchPriority="high"
        />
      </picture>
    </figure>
  )
}
