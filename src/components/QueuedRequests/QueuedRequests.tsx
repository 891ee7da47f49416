import { useEffect, useState } from 'react'
import { ui } from 'virtual:content/ui'
import { type FormKind, sendEmail } from '../../lib/email-client.ts'
import { cancelQueued, readQueued, retryQueued, retryWhenOnline, subscribe } from '../../lib/send-queue.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { Notice } from '../Notice/Notice.tsx'
import * as notice from '../SendNotice/SendNotice.css.ts'
import { DirectContact } from '../SendNotice/SendNotice.tsx'
import * as styles from './QueuedRequests.css.ts'

export interface QueuedRequestsProps {
  /** The forms whose request waits on this device and that no form of this page shows. */
  kinds: readonly FormKind[]
}

/** Where a request kept from an earlier page stands. */
type Step = { step: 'sent' | 'cancelled' } | { step: 'waiting' | 'refused' | 'expired'; mailto: string; autoReplySent?: boolean }

/**
 * The requests a parent pressed « Envoyer » for without a connection, on a
 * page without their form (the next visit, another page): said at the top of
 * the page, waiting with « Annuler l’envoi », then sent, in the same live
 * regions as a form's notices. Loaded by the page's start-up check
 * (src/page/queue.ts, through queued-notice.tsx) only when one waits, and
 * sent from here as soon as the browser is online.
 */
export default function QueuedRequests({ kinds }: QueuedRequestsProps) {
  const [steps, setSteps] = useState<Partial<Record<FormKind, Step>>>(() =>
    // Waiting, with the pre-filled e-mail of the request as the queue keeps it, and whether its summary left.
    Object.fromEntries(kinds.map((kind) => [kind, { step: 'waiting', mailto: readQueued(kind)?.mailto ?? '', autoReplySent: readQueued(kind)?.autoReplySent === true }])),
  )

  useEffect(() => {
    const stop = subscribe((kind, outcome, request) => {
      if (!kinds.includes(kind) || outcome === 'waiting') return
      setSteps((current) => {
        const next: Partial<Record<FormKind, Step>> = { ...current }
        if (outcome === 'sent') next[kind] = { step: 'sent' }
        else if (outcome === 'refused' || outcome === 'expired') next[kind] = { step: outcome, mailto: request?.mailto ?? '', autoReplySent: request?.autoReplySent === true }
        // Gone: sent or cancelled from another tab, nothing left to say here.
        else delete next[kind]
        return next
      })
    })
    retryWhenOnline(sendEmail)
    if (navigator.onLine) for (const kind of kinds) void retryQueued(kind, sendEmail)
    return stop
  }, [kinds])

  const cancel = (kind: FormKind) => {
    cancelQueued(kind)
    setSteps((current) => ({ ...current, [kind]: { step: 'cancelled' } }))
  }
  const close = (kind: FormKind) =>
    setSteps((current) => {
      const next = { ...current }
      delete next[kind]
      return next
    })

  const { queued, failure } = ui.forms
  const shown = kinds.flatMap((kind) => {
    const step = steps[kind]
    return step ? [{ kind, ...step }] : []
  })
  return (
    <div className={styles.place}>
      <div role="status" className={notice.region}>
        {shown.map((each) =>
          each.step === 'waiting' ? (
            // Said as the page opens: it leaves the focus where the visitor is.
            <Notice key={`${each.kind}-waiting`} tone="waiting" title={queued.waitingTitle} text={queued.waitingText} takeFocus={false}>
              <DirectContact mailto={each.mailto} autoReplySent={each.autoReplySent} />
              <p className={notice.actions}>
                <button type="button" className={button({ variant: 'secondary', size: 'small' })} onClick={() => cancel(each.kind)}>
                  {queued.cancel}
                </button>
              </p>
            </Notice>
          ) : each.step === 'sent' ? (
            <Notice
              key={`${each.kind}-sent`}
              tone="success"
              title={ui.forms.success[each.kind].title}
              text={ui.forms.success[each.kind].text}
              onDismiss={() => close(each.kind)}
              takeFocus={false}
            />
          ) : each.step === 'cancelled' ? (
            // After « Annuler l’envoi », whose button is gone: the focus comes here.
            <Notice key={`${each.kind}-cancelled`} tone="success" title={queued.cancelled} onDismiss={() => close(each.kind)} />
          ) : null,
        )}
      </div>
      <div role="alert" className={notice.region}>
        {shown.map((each) =>
          each.step === 'refused' || each.step === 'expired' ? (
            <Notice
              key={`${each.kind}-${each.step}`}
              tone="danger"
              title={each.step === 'refused' ? failure.title : queued.expiredTitle}
              text={each.step === 'refused' ? failure.text : queued.expiredText}
              onDismiss={() => close(each.kind)}
            >
              <DirectContact mailto={each.mailto} autoReplySent={each.autoReplySent} />
            </Notice>
          ) : null,
        )}
      </div>
    </div>
  )
}

