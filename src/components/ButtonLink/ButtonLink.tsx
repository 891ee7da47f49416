import type { ReactNode } from 'react'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import type { ContentProps } from '../../content/components.ts'
import { button, wordsFirst } from './ButtonLink.css.ts'

/** Its props as the model declares them (a variant the styles lack fails to type-check), and its words. */
export type ButtonLinkProps = ContentProps<'ButtonLink'> & { children: ReactNode }

/** A link that looks like a button: it goes somewhere, so it is an `<a>`. */
export function ButtonLink({ to, variant, size, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${button({ variant, size })} ${wordsFirst}`}>
      {/* One flex item: the no-break spans inside the words must not take the button's gap. A data text (a string) gets them from <NoBreakAtHyphens>, an MDX label from the typography step. */}
      <span>{typeof children === 'string' ? <NoBreakAtHyphens>{children}</NoBreakAtHyphens> : children}</span>
    </Link>
  )
}
