import { type ReactNode, useEffect, useRef } from 'react'
import { ui } from 'virtual:content/ui'
import * as styles from './Notice.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

export interface NoticeProps {
  /** `success` (green), `danger` (red, for a failed send) or `waiting` (a request kept until the network returns). */
  tone: styles.NoticeTone
  /** The first line, in bold. */
  title: string
  /** The explanation, when the title needs one. */
  text?: string
  /** What follows it, such as links. */
  children?: ReactNode
  /** Closes the notice; the close button is shown only with it. */
  onDismiss?: () => void
  /** Whether it takes the focus when it appears (the default); a notice a page opens with leaves the focus where the visitor is. */
  takeFocus?: boolean
}

/**
 * A message box after a form's send. It takes the focus when it appears, so
 * a keyboard or screen reader user lands on the outcome rather than on a
 * button that has just become disabled. The live region around it (see
 * SendNotice) does the announcing.
 */
export function Notice({ tone, title, text, children, onDismiss, takeFocus = true }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
    // When it appears, only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice({ tone })}>
      <div className={styles.body}>
        <p className={styles.title}><NoBreakAtHyphens>{title}</NoBreakAtHyphens></p>
        {text ? <p className={styles.text}><NoBreakAtHyphens>{text}</NoBreakAtHyphens></p> : null}
        {children}
      </div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={ui.forms.dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
