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

/** A band of the page, edge to edge, whose content follows the page grid. */
export function Section({ id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} className={`${full} ${contentGrid} ${tones[tone]}`}>
      {children}
    </section>
  )
}
