import { useId } from 'react'
import { notes } from 'virtual:content/offers'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import * as styles from './PricingNotes.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** The « À NOTER » box that closes the consultations and pricing block; it opens with the VAT status the prices are given under. */
export function PricingNotes() {
  const titleId = useId()
  return (
    <aside className={styles.box} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <NoBreakAtHyphens>{ui.offers.notesTitle}</NoBreakAtHyphens>
      </h3>
      <ul className={styles.list}>
        <li><NoBreakAtHyphens>{practice.vatNote}</NoBreakAtHyphens></li>
        {notes.map((note, place) => (
          <li key={place}><NoBreakAtHyphens>{note}</NoBreakAtHyphens></li>
        ))}
      </ul>
    </aside>
  )
}
