import { training } from 'virtual:content/training'
import * as styles from './TrainingList.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** Diplomas and training, by period, as a timeline. */
export function TrainingList() {
  return (
    <ul className={styles.list}>
      {training.map((entry, place) => (
        <li key={place} className={styles.item}>
          <span className={styles.period}>{entry.period}</span>
          <NoBreakAtHyphens>{entry.title}</NoBreakAtHyphens>
        </li>
      ))}
    </ul>
  )
}
