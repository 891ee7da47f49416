import { ui } from 'virtual:content/ui'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { ContactForm } from '../ContactForm/ContactForm.tsx'
import * as styles from './FoldedContactForm.css.ts'

/**
 * The contact form behind one button (« Écrire un message »), for a page
 * that must stay short on a phone. It opens with no script (<details>), and
 * by itself when a draft comes back or the address leads to its section
 * (see RequestForm).
 */
export function FoldedContactForm() {
  return (
    <details className={styles.fold}>
      <summary className={`${button({ variant: 'primary' })} ${styles.opener}`}>{ui.forms.openContact}</summary>
      <ContactForm />
    </details>
  )
}
