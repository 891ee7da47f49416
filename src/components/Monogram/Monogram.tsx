import { initialsOf } from '../../lib/initials.ts'
import * as styles from './Monogram.css.ts'

export interface MonogramProps {
  /** Her name, from practice.yaml: the mark draws its initials. */
  name: string
}

/**
 * Her mark: her initials in the heading face, in a ring of the accent colour.
 * Drawn in SVG in the page itself, so it costs no request and changes with
 * her name. Decorative: her name is written beside it.
 */
export function Monogram({ name }: MonogramProps) {
  const initials = initialsOf(name)
  return (
    <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="0.75" strokeDasharray="1.5 2.5" />
      <text
        x="24"
        y="24"
        dy="0.35em"
        textAnchor="middle"
        className={styles.initials}
        textLength={initials.length > 1 ? 26 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {initials}
      </text>
    </svg>
  )
}
