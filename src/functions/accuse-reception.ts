/**
 * The parent's auto-reply: POST /api/accuse-reception with the request's
 * facts (src/lib/auto-reply.ts), or her off-site page's information for an
 * appointment agreed off the site (by phone, or at the parent's home). The
 * e-mail, its subject and its text, is composed here by `autoReplyMail`
 * (src/lib/confirmation.ts) or `informationMail` (src/lib/offsite.ts) and
 * sent through EmailJS's REST API with her private key, which never leaves
 * the host.
 *
 * Why on the host: EmailJS's public key is public by design, so a text the
 * browser chose could be sent from her account to anyone. The browser sends
 * only facts, each checked against her data (`plausibleRequest`); anything
 * else is a 400 that sends nothing. What it cannot stop without storing
 * anything: the same plausible request sent again and again.
 *
 * Answers: 200 sent; 400 refused; 405 not a POST; 502 EmailJS refused or did not answer; 503
 * a setting is missing at the host. Its log lines are fixed words: never a
 * key, an address, a name or EmailJS's answer. Her content is read as
 * src/server/appointment-content.ts says.
 */
import { z } from 'zod'
import { bookingPlaces } from '../content/places.ts'
import type { AutoReplyRequest } from '../lib/auto-reply.ts'
import { isBookableSlot, parisDay } from '../lib/booking-days.ts'
import { requestedOffers } from '../lib/booking-request.ts'
import { agreedOffer, type AppointmentRequest, autoReplyMail, type Mail } from '../lib/confirmation.ts'
import { informationMail } from '../lib/offsite.ts'
import { requiredEmailEnv } from '../lib/email-config.ts'
import { isEmailAddress, textLimits } from '../lib/form-errors.ts'
import { type AppointmentContent, readBuiltContent } from '../server/appointment-content.ts'

/** The host's settings, by name: two of its own (the private key, a secret, and the auto-reply's template), two the browser's build uses too, and where EmailJS answers. */
export const receiptEnv = {
  privateKey: 'EMAILJS_PRIVATE_KEY',
  templateId: 'EMAILJS_AUTOREPLY_TEMPLATE_ID',
  publicKey: requiredEmailEnv.publicKey,
  serviceId: requiredEmailEnv.serviceId,
  apiUrl: 'EMAILJS_API_URL',
} as const

export type ReceiptEnv = Readonly<Partial<Record<(typeof receiptEnv)[keyof typeof receiptEnv], string>>>

/** EmailJS's own address; tests and the local servers point it at a sink on 127.0.0.1. */
const emailJsApi = 'https://api.emailjs.com'

/** How long EmailJS may take before the function gives up: the form waits a little longer (auto-reply.ts). */
const emailJsTimeoutMs = 8_000

/** The fixed log lines: what happened, never with what. */
export const receiptLogLines = {
  invalid: 'Accusé de réception : demande refusée (champs invalides), rien n’est envoyé.',
  unset: (missing: readonly string[]) => `Accusé de réception : non envoyé, variable${missing.length > 1 ? 's' : ''} absente${missing.length > 1 ? 's' : ''} chez l’hébergeur : ${missing.join(', ')}.`,
  refused: (status: number) => `Accusé de réception : EmailJS a refusé l’envoi (statut ${status}).`,
  unreachable: 'Accusé de réception : EmailJS n’a pas répondu à temps ou est injoignable.',
} as const

/**
 * No line break, no control character, no link: the name and the town go into her words, nothing more.
 * A domain is a dot then letters all small or all capitals (« arnaque.fr », « ARNAQUE.FR »); a dot then a
 * capitalised word is how names and towns are shortened (« J.Dupont », « St.Malo »), and passes.
 */
const noLink = /(:\/\/|www\.|[A-Za-z0-9-]\.(?:[a-z]{2,}|[A-Z]{2,})\b|@|[<>])/
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text) && !noLink.test(text))

const requestShape = z.strictObject({
  request_id: z.string().regex(/^[0-9a-f]{10}$/),
  service: z.string().max(100),
  offer: z.string().max(100),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  slot: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  place: z.enum(bookingPlaces),
  town: shortText(textLimits.town),
  name: shortText(textLimits.name).pipe(z.string().min(1)),
  // The form's own rule: an address the form takes gets its auto-reply.
  email: z.string().trim().refine(isEmailAddress),
  agreed: z.int().min(0).max(99).optional(),
}) satisfies z.ZodType<AutoReplyRequest>

/**
 * The request, if it is one she could have received at `now`; else undefined:
 * a type of consultation and an offer of hers, one of her slots on a day she
 * opens, a short name and town with no link nor line break, an address the
 * form takes. The place is one of hers, not necessarily the type's usual one:
 * her off-site tool may agree a visit's offer by phone. An appointment agreed
 * there (`agreed`) names one offer and one of its prices, the one the text states.
 */
function plausibleRequest(body: unknown, content: AppointmentContent, now: Date) {
  const parsed = requestShape.safeParse(body)
  if (!parsed.success) return undefined
  const request = parsed.data
  const service = content.services.find((option) => option.value === request.service)
  const requested = requestedOffers(content.offers, request.service, request.offer)
  const [offer] = requested
  const price = request.agreed === undefined ? undefined : request.offer !== '' && offer ? offer.prices[request.agreed] : undefined
  const offers = request.agreed === undefined ? requested : offer && price ? [agreedOffer({ offer, ...price })] : []
  const plausible =
    service !== undefined &&
    offers.length > 0 &&
    // A town only for a home visit, and then one is needed.
    (request.place === 'home') === (request.town !== '') &&
    isBookableSlot(request.day, request.slot, now, { closed: content.terms.closed, slots: content.timeSlots })
  return plausible ? { request, service, offers } : undefined
}

/** The settings missing at the host, by name. */
function missingReceiptEnv(env: ReceiptEnv): string[] {
  return [receiptEnv.privateKey, receiptEnv.templateId, receiptEnv.publicKey, receiptEnv.serviceId].filter((name) => !env[name]?.trim())
}

const answer = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })

/** The French reasons the function answers: the browser shows its own words (auto-reply-line.ts), these are for whoever reads the answer. */
export const receiptAnswers = {
  sent: 'Accusé de réception envoyé.',
  invalid: 'Demande non valable : aucun accusé de réception n’est envoyé.',
  method: 'Seul un envoi (POST) est accepté : aucun accusé de réception n’est envoyé.',
  unset: 'L’envoi de l’accusé de réception n’est pas réglé chez l’hébergeur du site.',
  refused: 'EmailJS n’a pas envoyé l’accusé de réception.',
} as const

/** What her auto-reply template receives: the parent's address and name, the subject and the text, and the request's reference. */
export function autoReplyParams(request: Pick<AutoReplyRequest, 'email' | 'name' | 'request_id'>, mail: Mail) {
  return { to_email: request.email, to_name: request.name, subject: mail.subject, auto_reply: mail.body, request_id: request.request_id }
}

export interface ReceiptOptions {
  /** Her content; on the host, read from the build's file. */
  content?: () => AppointmentContent
  now?: Date
  log?: (line: string) => void
  fetch?: typeof fetch
}

export async function handleReceiptRequest(request: Request, env: ReceiptEnv, options: ReceiptOptions = {}): Promise<Response> {
  const { content: readContent = readBuiltContent, now = new Date(), log = console.warn, fetch: send = fetch } = options
  if (request.method !== 'POST') return answer(405, { message: receiptAnswers.method })
  const missing = missingReceiptEnv(env)
  if (missing.length > 0) {
    log(receiptLogLines.unset(missing))
    return answer(503, { message: receiptAnswers.unset })
  }
  let body: unknown
  try {
    body = await request.json()
  } catch {
    body = undefined
  }
  const content = readContent()
  const found = plausibleRequest(body, content, now)
  if (!found) {
    log(receiptLogLines.invalid)
    return answer(400, { message: receiptAnswers.invalid })
  }
  const { request: asked, service, offers } = found
  const appointment: AppointmentRequest = {
    parent: asked.name,
    email: asked.email,
    phone: '',
    town: asked.town,
    place: asked.place,
    offers,
    service: service.label,
    // Only her calendar link reads the length (requestLinks), and the auto-reply has none.
    minutes: 0,
    day: asked.day,
    slot: asked.slot,
    sentOn: parisDay(now),
  }
  // Agreed on her off-site page: her information e-mail, « as agreed »; else the receipt of a request.
  const mail = asked.agreed === undefined ? autoReplyMail(appointment, content.terms) : informationMail(appointment, content.terms, content.offsiteMail)
  let status: number
  try {
    const response = await send(`${(env[receiptEnv.apiUrl]?.trim() || emailJsApi).replace(/\/$/, '')}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: env[receiptEnv.serviceId]!.trim(),
        template_id: env[receiptEnv.templateId]!.trim(),
        user_id: env[receiptEnv.publicKey]!.trim(),
        accessToken: env[receiptEnv.privateKey]!.trim(),
        template_params: autoReplyParams(asked, mail),
      }),
      signal: AbortSignal.timeout(emailJsTimeoutMs),
    })
    status = response.status
    // Its text may quote the request: discarded unread, never logged.
    await response.body?.cancel()
  } catch {
    log(receiptLogLines.unreachable)
    return answer(502, { message: receiptAnswers.refused })
  }
  if (status < 200 || status >= 300) {
    log(receiptLogLines.refused(status))
    return answer(502, { message: receiptAnswers.refused })
  }
  return answer(200, { message: receiptAnswers.sent })
}

export default (request: Request) => handleReceiptRequest(request, process.env)

/** Netlify routes the form's call here (Functions 2.0), at `autoReplyPath`. A literal: Netlify reads it from the source without running it, and reads a constant as no address (tests/unit/host-routes.test.ts). */
export const config = { path: '/api/accuse-reception' }
