import type { ReactNode } from 'react'
import { scrollToSection } from '../../lib/motion.ts'
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
 * A button that scrolls smoothly to a section of the same page. Without
 * JavaScript it is a plain anchor link, so it still works.
 */
export function ScrollButton({ target, variant = 'secondary', children }: ScrollButtonProps) {
  return (
    <a
      href={`#${target}`}
      className={button({ variant })}
      onClick={(event) => {
        event.preventDefault()
        scrollToSection(target)
      }}
    >
      {/* One flex item, as in ButtonLink. */}
      <span>{children}</span>
    </a>
  )
}
