import { Fragment } from 'react'
import { hyphenatedParts, noBreakClass } from '../../lib/hyphenated.ts'

export interface NoBreakAtHyphensProps {
  /** A text of her data: a name, a label, an offer's text, a testimonial. */
  children: string
}

/**
 * A text of her data that wraps at its spaces, never at a hyphen: « rendez-vous »,
 * « tire-allaitement » or « Marie-Christine » stay whole on their line. The same
 * cut as the typography step gives the MDX pages (`hyphenatedParts`).
 */
export function NoBreakAtHyphens({ children }: NoBreakAtHyphensProps) {
  const parts = hyphenatedParts(children)
  if (!parts.some((part) => part.whole)) return children
  // One element around the parts: in a flex row (a footer link, a button) the text stays one item.
  return (
    <span>
      {parts.map((part, index) =>
        // The parts of a fixed text: their order never changes, so the index is a stable key.
        part.whole ? (
          <span key={index} className={noBreakClass}>
            {part.text}
          </span>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  )
}
