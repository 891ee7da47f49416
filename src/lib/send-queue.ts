/**
 * The requests a parent pressed « Envoyer » for without a connection. Each is
 * kept in localStorage (it outlives the tab and reaches the next visit) with
 * the exact payload that was built, its `request_id` included, and sent by
 * itself when the network returns, by one try at a time; removed once it
 * has left.
 * A booking whose slot has passed while it waited is not sent: she would
 * receive a request for an hour already gone, and the parent would wait for
 * an answer to it. It is dropped, and the parent told to choose another.
 *
 * A try cut short (the tab closed, or the page left, in the middle of a send)
 * leaves the request kept: it may have reached EmailJS, and the next try sends
 * it again with the same `request_id`. A duplicate she can spot by its id,
 * rather than a request lost. That try also leaves EmailJS's send-throttle
 * stamp: a try within 10 s is held back (429), and the request is tried
 * again once that stamp has lapsed.
 *
 * Our own code rather than a library: Workbox's Background Sync queue
 * needs a service worker, which this site does not have, and a page-level
 * retry works in every browser.
 */
import { askAutoReply, type AutoReplyRequest, autoReplyTimeoutMs } from './auto-reply.ts'
import { isSlotPast } from './booking-days.ts'
import { clearDraft } from './drafts.ts'
import { isHeldBack, isNetworkFailure, type SendResult, sendThrottleMs, sendTimeoutMs } from './email-client.ts'
import { type FormKind, queueKey, queuedKinds } from './queued-request.ts'

export interface QueuedRequest {
  kind: FormKind
  /** Her template's parameters as built when the parent pressed « Envoyer »: every try sends these. */
  payload: Readonly<Record<string, string>>
  /** The pre-filled e-mail offered if EmailJS refuses it in the end. */
  mailto: string
  /** Where the form's draft lives in sessionStorage: cleared only once the request has left. */
  draftKey: string
  /** A booking's appointment, « 2026-12-03 » and « 09:30 » in Paris: past, the request is not sent. */
  slot?: { day: string; time: string } | undefined
  /**
   * A booking's auto-reply still to ask of the host function before the
   * request leaves (its outcome becomes her e-mail's `auto_reply_check`);
   * absent once asked, so a later try never sends the parent a second one.
   * Texts only: `agreed` is her off-site page's, which never waits here.
   */
  autoReply?: Omit<AutoReplyRequest, 'agreed'> | undefined
  /** The function said it sent the auto-reply: the form may tell the parent. */
  autoReplySent?: boolean | undefined
  /** The form's values as pressed: a form showing the request keeps what was typed since, once it has left. */
  asked?: string | undefined
  /** A booking's facts its auto-reply is asked for (use-sender.ts): pressed again with the same, it is not asked twice. */
  autoReplyFacts?: string | undefined
}

/** `sendEmail` of email-client.ts, or a stand-in in the tests. */
export type Send = (kind: FormKind, payload: Readonly<Record<string, string>>) => Promise<SendResult>

/** `askAutoReply` of auto-reply.ts, or a stand-in in the tests. */
export type AskAutoReply = typeof askAutoReply

/**
 * What a try did: `sent`; `waiting` (still no network, or the send throttle
 * held it back: kept for the next try); `refused` (EmailJS answered no, or no
 * answer came in time: dropped, since a timed-out send may have arrived);
 * `expired` (a booking whose slot has passed: dropped, not sent); `gone`
 * (nothing left to send: another tab sent it or it was cancelled); `busy`
 * (another try holds it).
 */
export type QueueOutcome = 'sent' | 'waiting' | 'refused' | 'expired' | 'gone' | 'busy'

/**
 * A claim older than this was left by a tab closed in the middle of a send:
 * a send, its auto-reply first, answers or gives up within the two waits
 * together; five seconds more for the page's own work.
 */
export const claimMs = autoReplyTimeoutMs + sendTimeoutMs + 5_000

const claimKey = (kind: FormKind) => `${queueKey(kind)}:envoi`

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing to remove where storage is refused.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** The request waiting for that form, or `null` when there is none or it cannot be read. */
export function readQueued(kind: FormKind): QueuedRequest | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(read(queueKey(kind)) ?? 'null')
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const payload: unknown = Reflect.get(parsed, 'payload')
  const mailto: unknown = Reflect.get(parsed, 'mailto')
  const draftKey: unknown = Reflect.get(parsed, 'draftKey')
  const autoReply: unknown = Reflect.get(parsed, 'autoReply')
  const autoReplySent: unknown = Reflect.get(parsed, 'autoReplySent')
  const slot: unknown = Reflect.get(parsed, 'slot')
  const pressed: unknown = Reflect.get(parsed, 'asked')
  const facts: unknown = Reflect.get(parsed, 'autoReplyFacts')
  if (typeof payload !== 'object' || payload === null || !isText(mailto) || !isText(draftKey)) return null
  const fields = Object.entries(payload)
  if (!fields.every(([, value]) => isText(value))) return null
  // The function checks every field again: here only its shape.
  const asked =
    typeof autoReply === 'object' && autoReply !== null && Object.values(autoReply).every(isText)
      ? (autoReply as Omit<AutoReplyRequest, 'agreed'>)
      : undefined
  const appointment = typeof slot === 'object' && slot !== null && isText(Reflect.get(slot, 'day')) && isText(Reflect.get(slot, 'time')) ? (slot as QueuedRequest['slot']) : undefined
  return {
    kind,
    payload: Object.fromEntries(fields),
    mailto,
    draftKey,
    ...(asked ? { autoReply: asked } : {}),
    ...(autoReplySent === true ? { autoReplySent } : {}),
    ...(appointment ? { slot: appointment } : {}),
    ...(isText(pressed) ? { asked: pressed } : {}),
    ...(isText(facts) ? { autoReplyFacts: facts } : {}),
  }
}

/**
 * Keeps `request` on the device, in place of any other request of the same
 * form (one per form at most: the latest is what the parent wants sent). Says
 * whether it replaced another request, and `null` when the device refused
 * to keep it (storage full or disabled): the form then shows its failure.
 */
export function queueRequest(request: QueuedRequest): { replaced: boolean } | null {
  const earlier = readQueued(request.kind)
  try {
    localStorage.setItem(queueKey(request.kind), JSON.stringify(request))
  } catch {
    return null
  }
  return { replaced: earlier !== null && earlier.payload.request_id !== request.payload.request_id }
}

/**
 * The parent changed their mind, or sent a newer request from the form: the request will not leave (a try already
 * under way cannot be called back). Whoever shows it (the form, the notice at the top of the page) hears it is gone.
 */
export function cancelQueued(kind: FormKind): void {
  remove(queueKey(kind))
  for (const listener of listeners) listener(kind, 'gone', null)
}

/** Removes the request that was tried, unless a newer one replaced it meanwhile. */
function removeTried(tried: QueuedRequest): void {
  if (readQueued(tried.kind)?.payload.request_id === tried.payload.request_id) remove(queueKey(tried.kind))
}

/** Keeps what a try did to the request (its auto-reply asked), unless a newer one replaced it meanwhile. */
function keepTried(tried: QueuedRequest): void {
  if (readQueued(tried.kind)?.payload.request_id !== tried.payload.request_id) return
  try {
    localStorage.setItem(queueKey(tried.kind), JSON.stringify(tried))
  } catch {
    // Kept as it was: a later try may ask again, which is less harm than not sending.
  }
}

/** Tries in this tab, so a double `online` event starts one try. */
const trying = new Set<FormKind>()

/** Whether this tab is trying that form's request now: cancelled, it may still land. */
export const tryUnderWay = (kind: FormKind): boolean => trying.has(kind)
/** Forms asked to try again while their try was under way: the network may have come back since that try failed. */
const askedAgain = new Set<FormKind>()
/** Forms a held-back send set one more try for, once the send throttle's 10 s have passed: one at a time. */
const throttleWaits = new Set<FormKind>()

/**
 * Runs `task` only if no other tab is trying that form's request: with the
 * Web Locks API where the browser has it (atomic across tabs), else with a
 * stamped claim in localStorage. Two tabs reading that claim at the same
 * instant could both pass; the `request_id` lets her spot that rare duplicate.
 */
async function withClaim(kind: FormKind, task: () => Promise<QueueOutcome>, now: () => number): Promise<QueueOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (locks) return locks.request(claimKey(kind), { ifAvailable: true }, (lock) => (lock ? task() : 'busy'))
  const stamp = Number(read(claimKey(kind)))
  if (stamp && now() - stamp < claimMs) return 'busy'
  try {
    localStorage.setItem(claimKey(kind), String(now()))
  } catch {
    return 'busy'
  }
  try {
    return await task()
  } finally {
    remove(claimKey(kind))
  }
}

type Listener = (kind: FormKind, outcome: Exclude<QueueOutcome, 'busy'>, request: QueuedRequest | null) => void
const listeners = new Set<Listener>()

/** Hears what each try did, to tell the parent; returns what stops hearing. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Sends the request waiting for that form, if there is one and nobody else is
 * sending it; then tells the listeners. The request is read again under the
 * claim, so one another tab has just sent is not sent again. Asked while this
 * tab's try is under way (an `online` event during a try the network let
 * down), it tries once more when that try has found no network; held back by
 * the send throttle, it tries once more when the throttle allows: either way
 * rather than leave the request to the next timer.
 */
export async function retryQueued(kind: FormKind, send: Send, now: () => number = Date.now, ask: AskAutoReply = askAutoReply): Promise<QueueOutcome> {
  if (trying.has(kind)) {
    askedAgain.add(kind)
    return 'busy'
  }
  trying.add(kind)
  let tried: QueuedRequest | null = null
  let outcome: QueueOutcome
  let heldBack = false
  try {
    outcome = await withClaim(
      kind,
      async () => {
        tried = readQueued(kind)
        if (!tried) {
          // Sent or cancelled meanwhile; or kept in a shape this version cannot read: dropped, not retried on every page.
          remove(queueKey(kind))
          return 'gone'
        }
        if (tried.slot && isSlotPast(tried.slot.day, tried.slot.time, new Date(now()))) {
          removeTried(tried)
          return 'expired'
        }
        if (tried.autoReply) {
          // The parent's auto-reply first, so her e-mail says what came of it.
          const asked = await ask(tried.payload, tried.autoReply)
          if (asked.settled) {
            tried = { ...tried, payload: asked.payload, autoReply: undefined, autoReplySent: asked.sent }
            keepTried(tried)
          } else {
            tried = { ...tried, payload: asked.payload }
          }
        }
        const result = await send(kind, tried.payload)
        if (!result.ok && isHeldBack(result.failure)) {
          // The client's stamp (a try cut short, or a send from the form) is under 10 s old, or EmailJS itself asked
          // to wait: one more try once the throttle's 10 s have passed.
          heldBack = true
          return 'waiting'
        }
        if (!result.ok && isNetworkFailure(result.failure)) return 'waiting'
        // Replaced or dropped during the try (a newer request pressed, kept or sent): the draft is no longer this one's.
        const stillWaiting = readQueued(kind)?.payload.request_id === tried.payload.request_id
        removeTried(tried)
        if (!result.ok) {
          // Status and text, as the form logs a failed send.
          console.error(`EmailJS send failed (${kind}): ${result.failure.status} ${result.failure.text}`)
          return 'refused'
        }
        if (stillWaiting) clearDraft(tried.draftKey)
        return 'sent'
      },
      now,
    )
  } finally {
    trying.delete(kind)
  }
  if (outcome !== 'busy') for (const listener of listeners) listener(kind, outcome, tried)
  const again = askedAgain.delete(kind)
  if (heldBack && !throttleWaits.has(kind)) {
    throttleWaits.add(kind)
    setTimeout(() => {
      throttleWaits.delete(kind)
      // Only while it still waits: a request sent or cancelled meanwhile has nothing left to say.
      if (queuedKinds().includes(kind)) void retryQueued(kind, send, now, ask)
    }, sendThrottleMs)
  } else if (!heldBack && again && outcome === 'waiting') void retryQueued(kind, send, now, ask)
  return outcome
}

let watching = false
let timer: ReturnType<typeof setInterval> | undefined

/** While a request waits and the browser says it is online, another try this often. */
export const retryEveryMs = 30_000

/**
 * Tries every waiting request each time the browser says the network is
 * back; its listeners set up once per page. The browser says so only after
 * it thought itself offline: a request that failed while it said online (a
 * weak signal, a network that drops what it sends) is tried again every
 * `retryEveryMs` while one waits, and when the page comes back to the front,
 * rather than at the next page.
 */
export function retryWhenOnline(send: Send): void {
  const retryAll = () => {
    for (const kind of queuedKinds()) void retryQueued(kind, send)
  }
  timer ??= setInterval(() => {
    if (queuedKinds().length === 0) {
      clearInterval(timer)
      timer = undefined
    } else if (navigator.onLine !== false) retryAll()
  }, retryEveryMs)
  if (watching) return
  watching = true
  window.addEventListener('online', retryAll)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) retryAll()
  })
}
