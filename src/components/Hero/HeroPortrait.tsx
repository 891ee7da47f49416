import { portrait } from 'virtual:portrait/hero'
import { ui } from 'virtual:content/ui'
import { sideBySide } from '../../styles/media.ts'
import * as styles from './Hero.css.ts'

/**
 * Her portrait in the hero, one `<picture>` in two shapes: 4:5 beside the
 * text on a computer, small and round on a phone. The media queries are the
 * layout's, so a phone downloads only a round version of a few KB. No
 * `fetchpriority`: on a phone the title, not this small image, is the
 * largest paint, and the one element serves both.
 */
export function HeroPortrait() {
  if (!portrait) return null
  const { tall, round } = portrait
  return (
    <picture className={styles.picture}>
      <source media={sideBySide} type="image/avif" srcSet={tall.avif} sizes={styles.portraitWidth} width={tall.width} height={tall.height} />
      <source media={sideBySide} type="image/webp" srcSet={tall.webp} sizes={styles.portraitWidth} width={tall.width} height={tall.height} />
      <source type="image/avif" srcSet={round.avif} sizes={styles.roundSize} width={round.width} height={round.height} />
      <img
        className={styles.image}
        src={round.src}
        srcSet={round.webp}
        sizes={styles.roundSize}
        width={round.width}
        height={round.height}
        alt={ui.about.portraitAlt}
      />
    </picture>
  )
}
