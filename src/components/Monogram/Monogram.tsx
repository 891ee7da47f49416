import { initialsOf } from '../../lib/initials.ts'
import { monogram } from '../../lib/monogram.ts'
import * as styles from './Monogram.css.ts'

export interface MonogramProps {
  /** Her name, from practice.yaml: the mark draws its initials. */
  name: string
}

/**
 * Her mark: her initials in white on a disc of the accent colour, the same
 * drawing as her favicon (src/lib/monogram.ts). Drawn in SVG in the page
 * itself, so it costs no request and changes with her name. Decorative: her
 * name is written beside it.
 */
export function Monogram({ name }: MonogramProps) {
  const { viewBox, disc, text } = monogram
  return (
    <svg className={styles.mark} viewBox={viewBox} aria-hidden="true" focusable="false">
      <circle cx={disc.cx} cy={disc.cy} r={disc.r} fill="currentColor" />
      <text x={text.x} y={text.y} dy={text.dy} textAnchor="middle" className={styles.initials}>
        {initialsOf(name)}
      </text>
    </svg>
  )
}
