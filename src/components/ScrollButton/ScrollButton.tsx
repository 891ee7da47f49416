import type { ReactNode } from 'react'
import type { ContentProps } from '../../content/components.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'

/** Its props as the model declares them (`target`: the `id` of a section of this page), and its words. */
export type ScrollButtonProps = ContentProps<'ScrollButton'> & { children: ReactNode }

/**
 * A button that brings a section of the same page into view: a plain link to
 * it, so it works without JavaScript; with it, in Chromium, the page scrolls
 * there smoothly, or at once for a visitor who asked for less motion
 * (src/page/section-focus.ts).
 */
export function ScrollButton({ target, variant = 'secondary', children }: ScrollButtonProps) {
  return (
    <a href={`#${target}`} className={button({ variant })}>
      {/* One flex item, as in ButtonLink. */}
      <span>{children}</span>
    </a>
  )
}
