import { situations } from 'virtual:content/situations'
import type { ContentProps } from '../../content/schema.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'

/** Which list of content/data/situations.yaml: `baby`, `mother`, `special` or `when`. */
export type SituationListProps = ContentProps<'SituationList'>

/** Situations as cards: a short title and how parents live it. */
export function SituationList({ group }: SituationListProps) {
  return (
    <ul className={`${wide} ${cardGrid}`}>
      {situations[group].map((situation) => (
        <li key={situation.title} className={card}>
          <h3 className={cardTitle}>{situation.title}</h3>
          <p className={cardText}>{situation.description}</p>
        </li>
      ))}
    </ul>
  )
}
