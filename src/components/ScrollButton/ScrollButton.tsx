import type { ReactNode } from 'react'
import { button, type ButtonVariants } from '../ButtonLink/ButtonLink.css.ts'

export interface ScrollButtonProps {
  /** The `id` of the section of this page to scroll to. */
  target: string
  /** How loud the button is. */
  variant?: ButtonVariants['variant']
  /** The button's words. */
  children: ReactNode
}

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
