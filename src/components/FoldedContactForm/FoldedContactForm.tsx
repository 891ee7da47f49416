import { lazy, Suspense, useEffect, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import { contactFormAwaited } from '../../lib/drafts.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { FormBoundary } from '../FormBoundary/FormBoundary.tsx'
import * as styles from './FoldedContactForm.css.ts'

let startLoading: () => void = () => {}
const opened = new Promise<void>((resolve) => {
  startLoading = resolve
})

/**
 * The form's script, fetched only when the fold opens: most visitors of the
 * page never open it. The server renders it whole (the pre-render waits for
 * it), so the HTML holds the form for visitors without JavaScript, and the
 * browser keeps that HTML, and what is typed in it, until the script comes
 * (the form then takes the typed values: see useRequestForm).
 */
const ContactForm = lazy(async () => {
  if (!import.meta.env.SSR) await opened
  const { ContactForm } = await import('../ContactForm/ContactForm.tsx')
  return { default: ContactForm }
})

/**
 * The contact form behind one button (« Écrire un message »), for a page
 * that must stay short on a phone. It opens with no script (<details>), and
 * by itself when a draft comes back or the address leads to its section
 * (see RequestForm): then its script loads at once.
 */
function Fold() {
  const fold = useRef<HTMLDetailsElement>(null)

  useEffect(() => {
    const element = fold.current
    if (element && (element.open || contactFormAwaited(element))) startLoading()
  }, [])

  return (
    <details ref={fold} className={styles.fold} onToggle={(event) => event.currentTarget.open && startLoading()}>
      {/* Its words follow its state with no script: « Écrire un message » folded, « Replier le formulaire » open. */}
      <summary className={`${button({ variant: 'primary' })} ${styles.opener}`}>
        <span className={styles.whenClosed}>{ui.forms.openContact}</span>
        <span className={styles.whenOpen}>{ui.forms.closeContact}</span>
      </summary>
      {/* No fallback is ever seen on a built page, whose HTML holds the form; in `npm run dev`, which renders the page in the browser, the fold is closed while the script comes. */}
      <Suspense fallback={null}>
        <ContactForm />
      </Suspense>
    </details>
  )
}

/** The form behind its own boundary: if it fails, the page keeps the rest and gives her phone and e-mail in its place. */
export function FoldedContactForm() {
  return (
    <FormBoundary>
      <Fold />
    </FormBoundary>
  )
}
