import { photos } from 'virtual:photos/photo'
import type { ContentProps } from '../../content/components.ts'
import * as styles from './Photo.css.ts'

export type PhotoProps = ContentProps<'Photo'>

/**
 * `<Photo of="visit" />`: one of her optional photos (a home visit, hands and
 * a baby, a consultation, a breast pump, a gift card, a family: src/content/photos.ts),
 * drawn from the file content/data/photos.yaml names
 * (scripts/build/vite-photos.ts); nothing at all when she has given none.
 */
export function Photo({ of }: PhotoProps) {
  const image = photos[of]
  if (!image) return null
  return (
    <figure className={styles.figure} data-photo="">
      <picture>
        <source type="image/avif" srcSet={image.avif} sizes={styles.sizes} />
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.webp}
          sizes={styles.sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          // Below the first screen where a page places it: fetched when it comes near.
          loading="lazy"
          decoding="async"
        />
      </picture>
    </figure>
  )
}
