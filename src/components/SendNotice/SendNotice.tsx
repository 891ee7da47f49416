import type { ReactNode } from 'react'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { phoneHref } from '../../lib/format.ts'
import type { SendStatus } from '../../lib/use-sender.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import { Notice } from '../Notice/Notice.tsx'
import * as styles from './SendNotice.css.ts'

export interface SendNoticeProps {
  /** Which form: each has its own words of success. */
  kind: keyof typeof ui.forms.success
  /**
   * Where the send stands: a notice shows after `sent`, `failed`, `queued` (no network: the request waits on the
   * device) or `expired` (its slot passed while it waited: not sent).
   */
  status: SendStatus
  /** The pre-filled e-mail offered when the send failed or waits for the network. */
  mailto: string
  /** Closes the notice (its close button). */
  onDismiss: () => void
  /** Whether the waiting request took the place of an earlier one that had not left. */
  replaced?: boolean
  /** « Annuler l’envoi »: the waiting request will not leave. */
  onCancel?: () => void
  /** Said after the success words: what was asked. */
  details?: ReactNode
  /** Whether the parent's auto-reply left: a failure then says that her request did not reach her all the same. */
  autoReplySent?: boolean
  /** Whether the notice takes the focus: not when it tells what a try of the waiting request did while the parent types in a field. */
  takeFocus?: boolean
}

export interface DirectContactProps {
  /** The mailto: link pre-filled with what the parent wrote. */
  mailto: string
  /** The parent's auto-reply already left: one more line says her request itself may not have arrived. */
  autoReplySent?: boolean | undefined
}

/**
 * Her phone and a pre-filled e-mail with what the parent wrote: the way out
 * of a send that failed, or that waits for a network that may be long to
 * come back (a phone call needs none). When the parent's auto-reply
 * already left, one line says the request itself may not have reached her:
 * the parent must not take the auto-reply for its arrival.
 */
export function DirectContact({ mailto, autoReplySent = false }: DirectContactProps) {
  const { failure } = ui.forms
  return (
    <>
      <ul className={styles.links}>
        <li>
          <a className={styles.link} href={phoneHref(practice.phone)}>
            {/* ui.yaml's {phone}, filled at build with the number on one line. */}
            {failure.call}
          </a>
        </li>
        {mailto ? (
          <li>
            <a className={styles.link} href={mailto}>
              <NoBreakAtHyphens>{failure.mail}</NoBreakAtHyphens>
            </a>
          </li>
        ) : null}
      </ul>
      {autoReplySent ? <p className={styles.note}><NoBreakAtHyphens>{failure.autoReplySent}</NoBreakAtHyphens></p> : null}
    </>
  )
}

/**
 * The outcome of a send, in two live regions that are always in the page
 * (a region added together with its text is not read by every screen
 * reader): success, or a request kept until the network returns, in a
 * polite `status`; failure in an assertive `alert`. The waiting, failure and
 * expired notices give her phone and a pre-filled e-mail, so an urgent
 * request never dead-ends. Each stays until closed (the waiting one, until
 * cancelled) or until the next send; a kept request's notice gives way to
 * the success notice when it leaves.
 */
export function SendNotice({ kind, status, mailto, onDismiss, replaced, onCancel, details, autoReplySent, takeFocus = true }: SendNoticeProps) {
  const success = ui.forms.success[kind]
  const { failure, queued } = ui.forms
  return (
    <>
      <div role="status" className={styles.region}>
        {/* Keyed, as a reminder that each notice is its own, which takes the focus when it appears (unless `takeFocus` says not). */}
        {status === 'queued' ? (
          <Notice key="queued" tone="waiting" title={queued.title} text={queued.text} takeFocus={takeFocus}>
            {replaced ? <p className={styles.note}>{queued.replaced}</p> : null}
            <DirectContact mailto={mailto} autoReplySent={autoReplySent} />
            <p className={styles.actions}>
              <button type="button" className={button({ variant: 'secondary', size: 'small' })} onClick={onCancel}>
                {queued.cancel}
              </button>
            </p>
          </Notice>
        ) : null}
        {status === 'sent' ? (
          <Notice key="sent" tone="success" title={success.title} text={success.text} onDismiss={onDismiss} takeFocus={takeFocus}>
            {details}
          </Notice>
        ) : null}
      </div>
      <div role="alert" className={styles.region}>
        {status === 'failed' ? (
          <Notice key="failed" tone="danger" title={failure.title} text={failure.text} onDismiss={onDismiss} takeFocus={takeFocus}>
            <DirectContact mailto={mailto} autoReplySent={autoReplySent} />
          </Notice>
        ) : null}
        {status === 'expired' ? (
          <Notice key="expired" tone="danger" title={queued.expiredTitle} text={queued.expiredText} onDismiss={onDismiss} takeFocus={takeFocus}>
            <DirectContact mailto={mailto} autoReplySent={autoReplySent} />
          </Notice>
        ) : null}
      </div>
    </>
  )
}
