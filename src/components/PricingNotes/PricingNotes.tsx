import { useId } from 'react'
import { pricingNotes } from '../../../content/data/offers.ts'
import { ui } from '../../../content/data/ui.ts'
import * as styles from './PricingNotes.css.ts'
import { frenchTypography } from '../../lib/typography.ts'

/** The « À NOTER » box that closes the consultations and pricing block. */
export function PricingNotes() {
  const titleId = useId()
  return (
    <aside className={styles.box} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {ui.offers.notesTitle}
      </h3>
      <ul className={styles.list}>
        {pricingNotes.map((note) => (
          <li key={note}>{frenchTypography(note)}</li>
        ))}
      </ul>
    </aside>
  )
}
