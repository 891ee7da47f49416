import { ui } from 'virtual:content/ui'
import { type IsoDay, type Opening, openingsLeaveMonth } from '../../lib/booking-days.ts'
import { formatTime } from '../../lib/format.ts'
import { formatFrenchDay } from '../../lib/french-date.ts'
import * as styles from './NextOpenings.css.ts'

export interface NextOpeningsProps {
  /** Her next free days, each with its first free time (booking-days.ts's nextOpenings). */
  openings: readonly Opening[]
  /** The chosen day, or '' before a choice. */
  selected: IsoDay | ''
  /** That day and that time chosen at once. */
  onPick: (day: IsoDay, slot: string) => void
}

/**
 * Late in a month, her next free days with their first time, above the
 * calendar: in view without turning its page, and without waiting for the
 * calendar itself, which comes only at the parent's first intent in the form
 * (calendar-on-intent.tsx). Nothing when they are all in the month the
 * calendar opens on.
 */
export function NextOpenings({ openings, selected, onPick }: NextOpeningsProps) {
  if (!openingsLeaveMonth(openings)) return null
  return (
    <div role="group" aria-label={ui.forms.nextOpenings} className={styles.openings}>
      <p className={styles.openingsTitle}>{ui.forms.nextOpenings}</p>
      <ul className={styles.openingList}>
        {openings.map((opening) => (
          <li key={opening.day}>
            <button type="button" className={styles.opening} aria-pressed={selected === opening.day} onClick={() => onPick(opening.day, opening.slot)}>
              <span>{formatFrenchDay(opening.day)}</span>
              <strong>{formatTime(opening.slot)}</strong>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
