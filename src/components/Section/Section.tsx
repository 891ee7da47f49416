import type { ReactNode } from 'react'
import { contentGrid, full } from '../../styles/layout.css.ts'
import { tone as tones } from './Section.css.ts'

export interface SectionProps {
  /** The anchor other links and buttons scroll to, such as « services ». */
  id?: string
  /** The background: `plain` (the page), `warm` (soft pink) or `calm` (soft green). */
  tone?: keyof typeof tones
  /** The band's content. */
  children: ReactNode
}

/**
 * A band of the page, edge to edge, whose content follows the page grid. One
 * with an anchor takes the focus (`tabIndex={-1}`, out of the Tab order): a
 * link to it moves the focus there, so the next Tab continues from it, and the
 * page still has the focus as the browser scrolls, smoothly (global.css.ts).
 * A target that takes none, Chromium drops the focus before it scrolls, and
 * the page jumps.
 */
export function Section({ id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} tabIndex={id === undefined ? undefined : -1} className={`${full} ${contentGrid} ${tones[tone]}`}>
      {children}
    </section>
  )
}
