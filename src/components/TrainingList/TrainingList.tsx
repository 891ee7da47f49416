import { training } from 'virtual:content/training'
import * as styles from './TrainingList.css.ts'
import { Words } from '../Words/Words.tsx'

/** Diplomas and training, by period, as a timeline. */
export function TrainingList() {
  return (
    <ul className={styles.list}>
      {training.map((entry) => (
        <li key={entry.title} className={styles.item}>
          <span className={styles.period}>{entry.period}</span>
          <Words>{entry.title}</Words>
        </li>
      ))}
    </ul>
  )
}
