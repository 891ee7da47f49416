import type { ReactNode } from 'react'
import { contentGrid, full } from '../../styles/layout.css.ts'
import type { ContentProps } from '../../content/components.ts'
import { tone as tones } from './Section.css.ts'

/** Its props as the model declares them (a tone the styles lack fails to type-check), and the band's content. */
export type SectionProps = ContentProps<'Section'> & { children: ReactNode }

/** A band of the page, edge to edge, whose content follows the page grid. */
export function Section({ id, tone = 'plain', children }: SectionProps) {
  return (
    <section id={id} className={`${full} ${contentGrid} ${tones[tone]}`}>
      {children}
    </section>
  )
}
