import { useEffect, useState } from 'react'
import { ui } from 'virtual:content/ui'
import { sendEmail } from '../../lib/email-client.ts'
import type { FormKind } from '../../lib/queued-request.ts'
import { cancelQueued, type QueuedRequest, readQueued, retryQueued, retryWhenOnline, subscribe } from '../../lib/send-queue.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { Notice } from '../Notice/Notice.tsx'
import * as notices from '../SendNotice/SendNotice.css.ts'
import { DirectContact } from '../SendNotice/SendNotice.tsx'
import * as styles from './QueuedRequests.css.ts'

export interface QueuedRequestsProps {
  /** The forms whose request waits on this device and that no form of this page shows. */
  kinds: readonly FormKind[]
}

/** Where a request kept from an earlier page stands. */
type Step = { step: 'sent' | 'cancelled' } | { step: 'waiting' | 'refused' | 'expired'; mailto: string; autoReplySent?: boolean }

/** A step that says a request: its pre-filled e-mail as the queue keeps it, and whether its auto-reply left. */
const withRequest = (step: 'waiting' | 'refused' | 'expired', request: QueuedRequest | null): Step => ({
  step,
  mailto: request?.mailto ?? '',
  autoReplySent: request?.autoReplySent === true,
})

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
    Object.fromEntries(kinds.map((kind) => [kind, withRequest('waiting', readQueued(kind))])),
  )

  useEffect(() => {
    const stop = subscribe((kind, outcome, request) => {
      if (!kinds.includes(kind)) return
      setSteps((current) => {
        const next: Partial<Record<FormKind, Step>> = { ...current }
        // Still waiting: its auto-reply may have left since (a notice cancelled meanwhile stays cancelled).
        if (outcome === 'waiting') {
          if (current[kind]?.step === 'waiting') next[kind] = withRequest('waiting', request)
        } else if (outcome === 'sent') next[kind] = { step: 'sent' }
        else if (outcome === 'refused' || outcome === 'expired') next[kind] = withRequest(outcome, request)
        // Gone: cancelled, sent from a form of this page, or sent or cancelled from another tab: nothing left to say here.
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

  const shown = kinds.flatMap((kind) => {
    const step = steps[kind]
    return step ? [{ kind, step }] : []
  })
  const notice = ({ kind, step }: (typeof shown)[number]) => (
    <QueuedNotice key={`${kind}-${step.step}`} kind={kind} step={step} onCancel={() => cancel(kind)} onClose={() => close(kind)} />
  )
  return (
    <div className={styles.place}>
      <div role="status" className={notices.region}>
        {shown.filter((each) => !alerts(each.step)).map(notice)}
      </div>
      <div role="alert" className={notices.region}>
        {shown.filter((each) => alerts(each.step)).map(notice)}
      </div>
    </div>
  )
}

/** A request that did not leave, and will not by itself, is said as an alert; the rest as a status. */
const alerts = (step: Step) => step.step === 'refused' || step.step === 'expired'

/** One waiting request's notice, as far as it has gone. */
function QueuedNotice({ kind, step, onCancel, onClose }: { kind: FormKind; step: Step; onCancel: () => void; onClose: () => void }) {
  const { queued, failure, success } = ui.forms
  switch (step.step) {
    case 'waiting':
      return (
        // Said as the page opens: it leaves the focus where the visitor is.
        <Notice tone="waiting" title={queued.waitingTitle} text={queued.waitingText} takeFocus={false}>
          <DirectContact mailto={step.mailto} autoReplySent={step.autoReplySent} />
          <p className={notices.actions}>
            <button type="button" className={button({ variant: 'secondary', size: 'small' })} onClick={onCancel}>
              {queued.cancel}
            </button>
          </p>
        </Notice>
      )
    case 'sent':
      return <Notice tone="success" title={success[kind].title} text={success[kind].text} onDismiss={onClose} takeFocus={false} />
    case 'cancelled':
      // After « Annuler l’envoi », whose button is gone: the focus comes here.
      return <Notice tone="success" title={queued.cancelled} onDismiss={onClose} />
    case 'refused':
    case 'expired':
      return (
        <Notice
          tone="danger"
          title={step.step === 'refused' ? failure.title : queued.expiredTitle}
          text={step.step === 'refused' ? failure.text : queued.expiredText}
          onDismiss={onClose}
        >
          <DirectContact mailto={step.mailto} autoReplySent={step.autoReplySent} />
        </Notice>
      )
  }
}
