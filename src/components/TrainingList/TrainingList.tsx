import { training } from '../../../content/data/training.ts'
import * as styles from './TrainingList.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

/** Diplomas and training, by period, as a timeline. */
export function TrainingList() {
  return (
    <ul className={styles.list}>
      {training.map((entry) => (
        <li key={entry.title} className={styles.item}>
          <span className={styles.period}>{entry.period}</span>
          {frenchTypography(entry.title)}
        </li>
      ))}
    </ul>
  )
}
