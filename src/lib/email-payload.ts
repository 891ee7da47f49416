/**
 * The template parameters the two EmailJS templates receive, in
 * the spec's order. Values go out as the parent typed them: only leading and
 * trailing spaces are trimmed; nothing is escaped, shortened or dropped.
 * EmailJS escapes `{{…}}` values itself when it builds the e-mail.
 */

/**
 * How many « Confirmer » her request template has room for: a pair of
 * variables each (`confirm_link_1`, `confirm_label_1`…), written in her
 * template once (content/LANCEMENT.md). The check refuses a type of
 * consultation whose offers give more prices (scripts/build/content/cross-rules.ts).
 */
const slots = [1, 2, 3, 4, 5, 6, 7, 8] as const
type Slot = (typeof slots)[number]
export const confirmSlots = slots.length

/**
 * The word before each price in those links, as her guide names it (content/LANCEMENT.md): the site's word
 * to her, like the calendar line's (calendar-line.ts), not copy of hers. Here, not in confirmation.ts, whose
 * every export the booking form's chunk carries.
 */
export const confirmWord = 'Confirmer'

/**
 * The « Confirmer » links of her request e-mail, as plain values EmailJS
 * escapes (`<a href="{{confirm_link_1}}">{{confirm_label_1}}</a>`): the
 * browser puts no HTML in her inbox. Slots past the request's prices are
 * empty, and an empty link shows nothing.
 */
export type ConfirmParams = { [K in `confirm_link_${Slot}` | `confirm_label_${Slot}`]: string }

/** What the contact form holds. */
export type ContactValues = {
  name: string
  email: string
  phone: string
  /** An option value of `contactServices`, or '' when none was chosen. */
  service: string
  message: string
}

/** What the booking form holds besides its date and slot: the offer chosen, by its id, or '', and the town of a home visit, or ''. */
export type BookingValues = ContactValues & { offer: string; town: string }

export type ContactPayload = {
  from_name: string
  from_email: string
  phone: string
  service: string
  message: string
  to_name: string
}

/**
 * The contact payload with the offer chosen and the appointment's date and
 * slot between the service and the message. `service` stays the type of
 * consultation (an option value), as her template has it since the start.
 */
export type BookingPayload = Omit<ContactPayload, 'message' | 'to_name'> & {
  /** The offer as the site shows it, « <offer> · 130 € ou 150 € », or '' when none was chosen. */
  offer: string
  /** In French: « lundi 23 novembre 2026 ». */
  appointment_date: string
  /** « 09:30 ». */
  appointment_time: string
  message: string
  to_name: string
  /** Where the parent lives, for a home visit; '' for any other place. */
  town: string
  /** The slot as French writes it, « 9 h 30 », for the parent's acknowledgement. */
  appointment_hour: string
  /** « Proposer un autre créneau »: a `mailto:` she completes. */
  propose_link: string
  /** « Accuser réception du « oui » »: a `mailto:` acknowledging the parent's express request. */
  ack_link: string
  /** « Ajouter à mon agenda »: Google Calendar's event form, filled in. */
  calendar_link: string
  /** What her calendar said of this slot when the request left, or why it could not be read (src/lib/calendar-line.ts). */
  calendar_check: string
  /**
   * « oui »: the parent ticked the consent box. A request can reveal a pregnancy or a birth, health data that
   * needs her explicit consent (RGPD art. 9.2.a); the form sends nothing without it, and her e-mail keeps the proof.
   */
  consent: 'oui'
  /** The sentence she agreed to, as the form showed it. */
  consent_text: string
} & ConfirmParams

export function buildContactPayload(values: ContactValues, toName: string): ContactPayload {
  return {
    from_name: values.name.trim(),
    from_email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service.trim(),
    message: values.message.trim(),
    to_name: toName,
  }
}

export function buildBookingPayload(
  values: BookingValues,
  appointment: { offer: string; date: string; time: string; hour: string; calendarCheck: string },
  toName: string,
  links: { confirms: ConfirmParams; propose: string; acknowledge: string; calendar: string },
  consentText: string,
): BookingPayload {
  // Rebuilt around the offer, the date and the slot so the keys keep the spec's order; what came later follows.
  const { message, to_name, ...identity } = buildContactPayload(values, toName)
  return {
    ...identity,
    offer: appointment.offer,
    appointment_date: appointment.date,
    appointment_time: appointment.time,
    message,
    to_name,
    town: values.town.trim(),
    appointment_hour: appointment.hour,
    propose_link: links.propose,
    ack_link: links.acknowledge,
    calendar_link: links.calendar,
    calendar_check: appointment.calendarCheck,
    consent: 'oui',
    consent_text: consentText,
    // The « Confirmer » pairs last: her template places them where it wants.
    ...links.confirms,
  }
}

/** A message as a `mailto:` link, its lines ending as e-mail lines do (RFC 6068). */
export function mailtoHref(to: string, mail: { subject: string; body: string }): string {
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body.replace(/\r?\n/g, '\r\n'))}`
}

/**
 * A `mailto:` link pre-filled with what the parent typed, offered when the
 * send fails so an urgent request never dead-ends. `lines` are « label,
 * value » pairs; empty values are left out; the message comes last.
 */
export function requestMailtoHref(
  to: string,
  subject: string,
  lines: ReadonlyArray<readonly [label: string, value: string]>,
  message: string,
): string {
  const header = lines.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}\u00a0: ${value.trim()}`)
  return mailtoHref(to, { subject, body: [...header, ...(message.trim() ? ['', message.trim()] : [])].join('\n') })
}

/**
 * A payload as it leaves, with `request_id`: a short random reference, the
 * same on every try of one request (a retry, a send that waited for the
 * network), so that she can spot a request that reached her twice. Last, so
 * her templates' other fields keep their order.
 */
export type Sent<Payload> = Payload & { request_id: string }

export function withRequestId<Payload extends object>(payload: Payload, requestId: string): Sent<Payload> {
  return { ...payload, request_id: requestId }
}

/** Ten hex digits from the browser's random source: enough to tell her requests apart, short enough to read aloud. */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
