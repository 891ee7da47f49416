import { situations } from 'virtual:content/situations'
import { ui } from 'virtual:content/ui'
import type { ContentProps } from '../../content/components.ts'
import { bookingPath } from '../../routes.ts'
import { wide } from '../../styles/layout.css.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { Words } from '../Words/Words.tsx'
import * as styles from './SituationList.css.ts'

/** Which group of content/data/situations.yaml: `beforeBirth`, `firstWeeks` or `later`. */
export type SituationListProps = ContentProps<'SituationList'>

/** A title followed by its text ends with a full stop, unless it already ends with « ? », « ! » or « … ». */
function runIn(title: string): string {
  return /[.?!…]$/.test(title) ? title : `${title}.`
}

/**
 * The situations of one time of the parents' life as a checklist on one card,
 * ending with the booking button: a parent who recognises her own books from
 * there, wherever pages.yaml puts the booking page.
 */
export function SituationList({ group }: SituationListProps) {
  return (
    <div className={`${wide} ${styles.card}`}>
      <ul className={styles.list}>
        {situations[group].map((situation) => (
          <li key={situation.title} className={styles.item}>
            {/* A run-in title: « Jumeaux. Organiser l’allaitement de deux bébés. », one paragraph a thumb scans by its bold words. */}
            <strong className={styles.title}>
              <Words>{runIn(situation.title)}</Words>
            </strong>{' '}
            <Words>{situation.description}</Words>
          </li>
        ))}
      </ul>
      <p className={styles.action}>
        <ButtonLink to={bookingPath} variant="secondary" size="small">
          {ui.header.cta}
        </ButtonLink>
      </p>
    </div>
  )
}
