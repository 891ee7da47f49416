import { training } from 'virtual:content/training'
import * as styles from './TrainingList.css.ts'

/** Diplomas and training, by period, as a timeline. */
export function TrainingList() {
  return (
    <ul className={styles.list}>
      {training.map((entry) => (
        <li key={entry.title} className={styles.item}>
          <span className={styles.period}>{entry.period}</span>
          {entry.title}
        </li>
      ))}
    </ul>
  )
}
