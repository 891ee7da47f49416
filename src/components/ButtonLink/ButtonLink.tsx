import type { ReactNode } from 'react'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { button, wordsFirst, type ButtonVariants } from './ButtonLink.css.ts'

export interface ButtonLinkProps {
  /** A path of the site, such as « /rendez-vous ». */
  to: string
  /** How loud the link is: `primary` for the main action of a block. */
  variant?: ButtonVariants['variant']
  /** `small` in the header. */
  size?: ButtonVariants['size']
  /** The button's words. */
  children: ReactNode
}

/** A link that looks like a button: it goes somewhere, so it is an `<a>`. */
export function ButtonLink({ to, variant, size, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${button({ variant, size })} ${wordsFirst}`}>
      {/* One flex item: the no-break spans inside the words must not take the button's gap. A data text (a string) gets them from <NoBreakAtHyphens>, an MDX label from the typography step. */}
      <span>{typeof children === 'string' ? <NoBreakAtHyphens>{children}</NoBreakAtHyphens> : children}</span>
    </Link>
  )
}
