/**
 * The parent's auto-reply, asked of the host function that composes and
 * sends it (src/functions/accuse-reception.ts): the browser gives only the
 * request's facts, each checked there against her data; the text is hers,
 * composed on the server. What happened becomes a line of her request e-mail
 * (auto-reply-line.ts), so nothing about it is silent.
 *
 * Loaded with the send only, like the calendar line.
 */
import { type AutoReplyOutcome, type AutoReplyRefusal, autoReplyCheckLine } from './auto-reply-line.ts'

/** Where the function answers: its own `config.path` (src/functions/accuse-reception.ts), which Netlify reads. */
export const autoReplyPath = '/api/accuse-reception'

/** What the browser sends: the request's facts, never a text to send. */
export interface AutoReplyRequest {
  /** The request's reference (email-payload.ts's `newRequestId`). */
  request_id: string
  /** The type of consultation, a `value` of booking.yaml's bookingServices. */
  service: string
  /** The offer chosen, by its id in offers.yaml, or '' when left open (every offer of the type is named). */
  offer: string
  /** « 2026-12-03 ». */
  day: string
  /** « 14:00 », one of her time slots. */
  slot: string
  /** Where it happens, `home`, `video` or `phone`: the type of consultation's place, or, from her off-site page, the place agreed. */
  place: string
  /** The town of a home visit, or ''. */
  town: string
  /** The parent's name and e-mail, as typed. */
  name: string
  email: string
  /**
   * Only from her off-site page, for an appointment already agreed: which of
   * the offer's prices (its index) was agreed. The text then names that price
   * alone and opens with her off-site words, not the receipt of a request.
   */
  agreed?: number
}

/**
 * How long the form waits for the function before sending her request
 * anyway: the function itself gives EmailJS 8 s (accuse-reception.ts).
 */
export const autoReplyTimeoutMs = 10_000

const refusals: Readonly<Record<number, AutoReplyRefusal>> = { 400: 'invalid', 502: 'refused', 503: 'unset' }

/** Asks the function to send the auto-reply; never throws. */
export async function requestAutoReply(request: AutoReplyRequest, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<AutoReplyOutcome> {
  const { fetch: send = fetch, timeoutMs = autoReplyTimeoutMs } = options
  try {
    const response = await send(autoReplyPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    })
    // Read to its end, or Chromium counts a request whose answer was left unread as aborted.
    await response.text()
    if (response.ok) return { sent: true }
    return { sent: false, why: refusals[response.status] ?? 'no-answer' }
  } catch (error) {
    return { sent: false, why: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'unreachable' }
  }
}

/** What asking the function did to a request about to leave. */
export interface AskedAutoReply {
  /** The payload with its `auto_reply_check` line. */
  payload: Readonly<Record<string, string>>
  /** The function answered, or may have (no answer in time): a later try must not ask again, or the parent could get two. */
  settled: boolean
  /** It said it sent: the parent may be told an e-mail is on its way. */
  sent: boolean
}

/**
 * Asks the function for the auto-reply of `request`, then writes what came of
 * it in her request e-mail's payload: for the form's send and for a request
 * that waited for the network (send-queue.ts) alike.
 */
export async function askAutoReply(
  payload: Readonly<Record<string, string>>,
  request: AutoReplyRequest,
  options: { ask?: typeof requestAutoReply; now?: () => Date } = {},
): Promise<AskedAutoReply> {
  const { ask = requestAutoReply, now = () => new Date() } = options
  const outcome = await ask(request)
  return {
    payload: { ...payload, auto_reply_check: autoReplyCheckLine(outcome, request.email, now()) },
    settled: outcome.sent || outcome.why !== 'unreachable',
    sent: outcome.sent,
  }
}
