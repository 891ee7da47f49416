import { useCallback, useEffect, useRef, useState } from 'react'
import type { AutoReplyRequest } from './auto-reply.ts'
import type { SendFailure } from './email-client.ts'
import { type FormKind, queuedKinds, takeQueued } from './queued-request.ts'
import type { QueuedRequest } from './send-queue.ts'

/**
 * Where a form's send stands: the notices and the submit button follow it.
 * `queued`: no network when the parent pressed « Envoyer »; the request waits on
 * the device and leaves by itself when the network returns (send-queue.ts).
 */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'queued' | 'expired'

/** What a form builds when the parent presses « Envoyer »: the template's parameters, and the pre-filled e-mail offered if it fails. */
export interface BuiltRequest {
  payload: Readonly<Record<string, string>> & { request_id: string }
  mailto: string
  /** A booking: the parent's auto-reply, asked of the host function before her e-mail leaves (auto-reply.ts). */
  autoReply?: AutoReplyRequest | undefined
  /** The form's values as pressed (use-request-form.ts's `pressedText`), kept with a waiting request. */
  asked?: string | undefined
}

/** The request that left: its id, and the form's values as pressed when known. */
export interface SentRequest {
  id: string
  asked?: string | undefined
}

export interface SenderOptions {
  kind: FormKind
  /** Where the form's draft lives: a waiting request clears it only once it has left. */
  draftKey: string
  /**
   * Runs before the success notice shows, to clear the form; also when a waiting request leaves later. Given the
   * request that left: the form keeps what it holds when that is not what was pressed.
   */
  onSent: (sent: SentRequest | undefined) => void
}

export interface Sender {
  status: SendStatus
  /** The pre-filled e-mail of the failure, waiting and expired notices. */
  mailto: string
  /** Whether the waiting request took the place of an earlier one of this form that had not left. */
  replaced: boolean
  /** The host function said it sent the parent's auto-reply for the request last pressed or kept, whether or not the request itself left. */
  autoReplySent: boolean
  /**
   * The notice tells what a try of the waiting request did, not the parent's press: it does not take the focus
   * from a field the parent is typing in (its live region says it).
   */
  fromQueue: boolean
  /**
   * Builds the payload and sends it, once: a second call while one is under
   * way (a double click) does nothing. Without a network, keeps it to send later.
   */
  send: (build: () => Promise<BuiltRequest>) => Promise<void>
  /** The success notice without sending: what a bot that filled the honeypot sees. */
  pretendSent: () => void
  /** Closes the notice. */
  dismiss: () => void
  /** The waiting request will not leave; what the parent typed stays in the form. A try already under way may land: then the parent is told it left. */
  cancel: () => void
}

type Queue = typeof import('./send-queue.ts')

/**
 * The auto-reply the function settled for a request, by the request's facts: pressed again after a failure
 * that was not the network's (a timeout, her quota), the same request is not asked again, or the parent
 * would get a second one. Changed facts (another e-mail, another slot) are a new request and ask again; a
 * changed message or phone is not among them. Kept after a success too: the same facts sent again are the
 * same appointment asked twice; its auto-reply is already settled (sent, refused, or perhaps sent with no
 * answer in time), and her e-mail repeats the line that says which.
 */
interface SettledAutoReply {
  facts: string
  check: string
  sent: boolean
}

/** A kept request that left, as the form's `onSent` is given it. */
const sentOf = (request: QueuedRequest | null): SentRequest | undefined => (request ? { id: request.payload.request_id ?? '', asked: request.asked } : undefined)

/** The facts a booking's auto-reply is asked for: the request's, its reference aside. */
const autoReplyFacts = (request: AutoReplyRequest): string => JSON.stringify({ ...request, request_id: undefined })

/**
 * The auto-reply a try of the request waiting for this form settled, for the same facts: the form that pressed it
 * may not know it (the try came after, or before a reload), and the parent must not get a second one.
 */
async function settledWhileWaiting(kind: FormKind, facts: string): Promise<SettledAutoReply | null> {
  if (!queuedKinds().includes(kind)) return null
  const waiting = (await import('./send-queue.ts')).readQueued(kind)
  if (!waiting || waiting.autoReply || waiting.autoReplyFacts !== facts) return null
  return { facts, check: waiting.payload.auto_reply_check ?? '', sent: waiting.autoReplySent === true }
}

/**
 * A booking: the parent's auto-reply first, so her e-mail says what came of it (`auto_reply_check`).
 * Asked again later only if the function could not be reached at all (offline): it cannot have sent
 * anything. Returns the request to send and whether the parent got the auto-reply.
 */
async function autoReplyFirst(kind: FormKind, built: BuiltRequest, offline: boolean, settled: { current: SettledAutoReply | null }): Promise<{ request: BuiltRequest; sent: boolean }> {
  if (!built.autoReply) return { request: built, sent: false }
  // Its reference aside: a request whose message or phone changed gets a reference of its own, not a second auto-reply.
  const facts = autoReplyFacts(built.autoReply)
  const known = settled.current?.facts === facts ? settled.current : await settledWhileWaiting(kind, facts)
  if (known) {
    settled.current = known
    return { request: { ...built, payload: { ...built.payload, auto_reply_check: known.check }, autoReply: undefined }, sent: known.sent }
  }
  if (offline) return { request: built, sent: false }
  const asked = await (await import('./auto-reply.ts')).askAutoReply(built.payload, built.autoReply)
  if (asked.settled) settled.current = { facts, check: asked.payload.auto_reply_check ?? '', sent: asked.sent }
  return {
    request: { ...built, payload: { ...asked.payload, request_id: built.payload.request_id }, autoReply: asked.settled ? undefined : built.autoReply },
    sent: asked.sent,
  }
}

/**
 * Keeps the request on the device, to leave when the network returns (send-queue.ts), with what its
 * auto-reply came to and its appointment (past, it is not sent); undefined when the device cannot keep it.
 */
async function keepForLater(kind: FormKind, draftKey: string, built: BuiltRequest, request: BuiltRequest, autoReplySent: boolean) {
  const queue = await import('./send-queue.ts')
  const kept = queue.queueRequest({
    kind,
    payload: request.payload,
    mailto: request.mailto,
    draftKey,
    autoReply: request.autoReply,
    autoReplySent,
    slot: built.autoReply ? { day: built.autoReply.day, time: built.autoReply.slot } : undefined,
    asked: built.asked,
    autoReplyFacts: built.autoReply && autoReplyFacts(built.autoReply),
  })
  if (!kept) return undefined
  takeQueued(kind, 'form')
  return { queue, replaced: kept.replaced }
}

/**
 * Sent, or refused by EmailJS: a request of this form still waiting for the network is the same one (the same id),
 * or one the parent changed and pressed again (another id). Either way the one just pressed is the latest, which is
 * what the parent wants sent (one request per form waits, the latest: send-queue.ts): the other will not leave,
 * behind a success or a failure notice that speaks of the latest.
 */
async function dropWaiting(kind: FormKind): Promise<void> {
  if (queuedKinds().includes(kind)) (await import('./send-queue.ts')).cancelQueued(kind)
}

/** What one press of « Envoyer » came to, and what the notices need of it: each known once the request was built. */
type SendOutcome = { mailto?: string; autoReplySent?: boolean } & (
  | { status: 'sent'; sent: SentRequest }
  | { status: 'failed' }
  | { status: 'queued'; kept: NonNullable<Awaited<ReturnType<typeof keepForLater>>> }
)

/**
 * One send: builds the request, asks the parent's auto-reply first, sends her e-mail; without a network,
 * keeps it on the device to leave later. Logs a fixed line with EmailJS's status, never the request.
 */
async function sendOnce(kind: FormKind, draftKey: string, build: () => Promise<BuiltRequest>, settled: { current: SettledAutoReply | null }): Promise<SendOutcome> {
  let failure: SendFailure
  const known: { mailto?: string; autoReplySent?: boolean } = {}
  try {
    // Usually loaded already, at the parent's first input (use-request-form.ts), not with every page; imported here
    // too for when that early fetch failed or is still on its way.
    const [client, built] = await Promise.all([import('./email-client.ts'), build()])
    known.mailto = built.mailto
    const offline = navigator.onLine === false
    const { request, sent: sentAutoReply } = await autoReplyFirst(kind, built, offline, settled)
    known.autoReplySent = sentAutoReply
    // The browser knows it is offline: no try, straight to the queue.
    const result = offline ? null : await client.sendEmail(kind, request.payload)
    if (result?.ok) {
      await dropWaiting(kind)
      return { ...known, status: 'sent', sent: { id: request.payload.request_id, asked: built.asked } }
    }
    failure = result?.failure ?? { status: 0, text: 'Network Error: offline' }
    // No network: the request waits on the device, unless the device cannot keep it.
    const kept = client.isNetworkFailure(failure) ? await keepForLater(kind, draftKey, built, request, sentAutoReply) : undefined
    if (kept) {
      console.warn(`EmailJS send waiting for the network (${kind}): ${failure.status} ${failure.text}`)
      return { ...known, status: 'queued', kept }
    }
    // Held back by the send throttle, a try of the waiting request is under way: it may land, and is left to.
    if (!client.isNetworkFailure(failure) && !client.isHeldBack(failure)) await dropWaiting(kind)
  } catch (error) {
    failure = { status: 0, text: String(error) }
  }
  // Status and text, not the object: a minified class prints as « y {} ».
  console.error(`EmailJS send failed (${kind}): ${failure.status} ${failure.text}`)
  return { ...known, status: 'failed' }
}

export function useSender({ kind, draftKey, onSent }: SenderOptions): Sender {
  const [status, setStatus] = useState<SendStatus>('idle')
  const [mailto, setMailto] = useState('')
  const [replaced, setReplaced] = useState(false)
  const [autoReplySent, setAutoReplySent] = useState(false)
  const [fromQueue, setFromQueue] = useState(false)
  // What the form shows, for the queue's reports, which come between renders.
  const shown = useRef(status)
  useEffect(() => {
    shown.current = status
  }, [status])
  // A ref, not the state: two clicks can land before React re-renders the disabled button.
  const busy = useRef(false)
  const latestOnSent = useRef(onSent)
  useEffect(() => {
    latestOnSent.current = onSent
  })
  const settledAutoReply = useRef<SettledAutoReply | null>(null)
  // The queue's module once loaded, so that « Annuler l’envoi » removes the request at once, before any try can start.
  const queue = useRef<Queue | null>(null)
  const stopHearing = useRef<(() => void) | null>(null)

  /** Hears what the queue's tries do with this form's waiting request, and tells the parent. */
  const follow = useCallback(
    async (tryNow: boolean) => {
      // Loaded only when a request waits: most visits never have one.
      const [loaded, { sendEmail }] = await Promise.all([import('./send-queue.ts'), import('./email-client.ts')])
      queue.current = loaded
      stopHearing.current?.()
      stopHearing.current = loaded.subscribe((which, outcome, request) => {
        if (which !== kind) return
        // Still waiting, its notice shown: the kept request says whether its auto-reply has left since (a send
        // pressed meanwhile, or an older request's try, says nothing of the one the form shows).
        if (outcome === 'waiting') {
          if (shown.current === 'queued') setAutoReplySent(loaded.readQueued(kind)?.autoReplySent === true)
          return
        }
        // News of an earlier request while a newer one of this form waits (pressed since, and kept): the form goes
        // on following the newer one, which the network that carried the earlier one may carry now.
        const waiting = loaded.readQueued(kind)
        if (request && waiting && waiting.payload.request_id !== request.payload.request_id) {
          if (outcome === 'sent') {
            // The earlier one has left after all: the waiting one no longer replaces a request that had not.
            setReplaced(false)
            void loaded.retryQueued(kind, sendEmail)
          }
          return
        }
        stopHearing.current?.()
        stopHearing.current = null
        // Sent: the success recalls the auto-reply; refused or expired: the notice says her request did not reach her.
        setAutoReplySent(request?.autoReplySent === true)
        setFromQueue(true)
        if (outcome === 'sent') {
          latestOnSent.current(sentOf(request))
          setStatus('sent')
        } else {
          // Refused: the failure notice, with her phone and the pre-filled e-mail; expired: its slot has passed, not sent.
          // Gone: cancelled, or dropped by this form's own send, or sent or cancelled from another tab.
          setStatus(outcome === 'refused' ? 'failed' : outcome === 'expired' ? 'expired' : 'idle')
        }
      })
      if (tryNow) {
        // A request kept earlier, as the send that kept it said, read before a try can change or remove it:
        // its pre-filled e-mail, and whether the parent's auto-reply already left.
        const kept = loaded.readQueued(kind)
        setMailto(kept?.mailto ?? '')
        setAutoReplySent(kept?.autoReplySent === true)
      }
      loaded.retryWhenOnline(sendEmail)
      if (tryNow && navigator.onLine) void loaded.retryQueued(kind, sendEmail)
    },
    [kind],
  )

  useEffect(() => () => stopHearing.current?.(), [])

  // A request kept before a reload or on an earlier visit is shown and sent by its form, when the page has it.
  useEffect(() => {
    if (!queuedKinds().includes(kind) || !takeQueued(kind, 'form')) return
    setStatus('queued')
    void follow(true)
  }, [kind, follow])

  const send = useCallback<Sender['send']>(
    async (build) => {
      if (busy.current) return
      busy.current = true
      setStatus('sending')
      const outcome = await sendOnce(kind, draftKey, build, settledAutoReply).finally(() => {
        busy.current = false
      })
      if (outcome.mailto !== undefined) setMailto(outcome.mailto)
      if (outcome.autoReplySent !== undefined) setAutoReplySent(outcome.autoReplySent)
      if (outcome.status === 'sent') {
        // The request that waited, dropped: a try of it already under way has nothing more to tell this form.
        stopHearing.current?.()
        stopHearing.current = null
        latestOnSent.current(outcome.sent)
      }
      if (outcome.status === 'queued') {
        queue.current = outcome.kept.queue
        setReplaced(outcome.kept.replaced)
        void follow(false)
      }
      // The parent's press: its notice takes the focus, whatever the queue's news said meanwhile (a drop it heard).
      setFromQueue(false)
      setStatus(outcome.status)
    },
    [kind, draftKey, follow],
  )

  const pretendSent = useCallback(() => {
    latestOnSent.current(undefined)
    setStatus('sent')
  }, [])

  const dismiss = useCallback(() => setStatus('idle'), [])

  const cancel = useCallback(() => {
    const loaded = queue.current
    const landing = loaded?.tryUnderWay(kind) === true
    loaded?.cancelQueued(kind)
    stopHearing.current?.()
    stopHearing.current = null
    setReplaced(false)
    setStatus('idle')
    // A try already under way cannot be called back: should it land, the parent is told the request left.
    if (loaded && landing) {
      const stop = loaded.subscribe((which, outcome, request) => {
        if (which !== kind) return
        stop()
        if (outcome !== 'sent') return
        latestOnSent.current(sentOf(request))
        setFromQueue(true)
        setStatus('sent')
      })
      stopHearing.current = stop
    }
  }, [kind])

  return { status, mailto, replaced, autoReplySent, fromQueue, send, pretendSent, dismiss, cancel }
}
