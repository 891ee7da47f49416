import {
  babySituations,
  motherSituations,
  specialSituations,
  whenToConsult,
} from '../../../content/data/situations.ts'
import { card, cardGrid, cardText, cardTitle } from '../../styles/card.css.ts'
import { wide } from '../../styles/layout.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

const groups = {
  baby: babySituations,
  mother: motherSituations,
  special: specialSituations,
  when: whenToConsult,
} as const

export interface SituationListProps {
  /** Which list of content/data/situations.ts: `baby`, `mother`, `special` or `when`. */
  group: keyof typeof groups
}

/** Situations as cards: a short title and how parents live it. */
export function SituationList({ group }: SituationListProps) {
  return (
    <ul className={`${wide} ${cardGrid}`}>
      {groups[group].map((situation) => (
        <li key={situation.title} className={card}>
          <h3 className={cardTitle}>{frenchTypography(situation.title)}</h3>
          <p className={cardText}>{frenchTypography(situation.description)}</p>
        </li>
      ))}
    </ul>
  )
}
