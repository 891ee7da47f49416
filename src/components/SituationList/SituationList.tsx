import { situations } from 'virtual:content/situations'
import type { ContentProps } from '../../content/components.ts'
import { wide } from '../../styles/layout.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import * as styles from './SituationList.css.ts'

/** Which group of content/data/situations.yaml: `beforeBirth`, `firstWeeks` or `later`. */
export type SituationListProps = ContentProps<'SituationList'>

/** A title followed by its text ends with a full stop, unless it already ends with « ? », « ! » or « … ». */
function runIn(title: string): string {
  return /[.?!…]$/.test(title) ? title : `${title}.`
}

/**
 * The situations of one time of the parents' life as a checklist on one card.
 * No button of its own: the page's booking button follows its three lists,
 * and one button said once reads as the way on, where one per card read as noise.
 */
export function SituationList({ group }: SituationListProps) {
  return (
    <div className={`${wide} ${styles.card}`}>
      <ul className={styles.list}>
        {situations[group].map((situation, place) => (
          <li key={place} className={styles.item}>
            {/* A run-in title: « Jumeaux. Organiser l’allaitement de deux bébés. », one paragraph a thumb scans by its bold words. */}
            <strong className={styles.title}>
              <NoBreakAtHyphens>{runIn(situation.title)}</NoBreakAtHyphens>
            </strong>{' '}
            <NoBreakAtHyphens>{situation.description}</NoBreakAtHyphens>
          </li>
        ))}
      </ul>
    </div>
  )
}
