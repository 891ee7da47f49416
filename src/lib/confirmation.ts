/**
 * The texts around an appointment, composed from her words (booking.yaml's
 * `confirmation`, her facts filled in) and the request: the parent's
 * auto-reply, « Confirmer » (one per price the request can mean), the
 * acknowledgement of the parent's « oui », « Proposer un autre créneau » and
 * « Ajouter à mon agenda ». One composer, so the law's chain holds however a
 * booking comes: the auto-reply carries the information due before a contract
 * at a distance (L221-5) as text in an e-mail, a durable medium where a link
 * to a page is not (CJEU C-49/11); « Confirmer », sent from her mailbox,
 * concludes the contract (L221-13), with the express request when the
 * appointment may fall within the 14 days of withdrawal.
 *
 * Each text is a subject and a body (a `Mail`): her links open it as a
 * `mailto:` or an `sms:`; the host's function sends the auto-reply, and her
 * off-site information when she asks, through her EmailJS template. The
 * booking form (loaded with the send), her off-site tool (src/lib/offsite.ts)
 * and the host's functions compose from the same inputs.
 */
import type { Booking, BookingPlace } from '../content/schema.ts'
import { type ClosedRules, type IsoDay, parisInstant } from './booking-days.ts'
import { fill, formatPrice, formatTime, offerLine, type Duration } from './format.ts'
import { formatFrenchDate } from './french-date.ts'
import { needsExpressRequest } from './reply-days.ts'
import { confirmSlots, confirmWord, type ConfirmParams, mailtoHref } from './email-payload.ts'

/** Her words for these texts (booking.yaml's `confirmation`), her facts already filled in. */
export type ConfirmationWords = Booking['confirmation']

/** How an appointment is paid, which her words say differently (`payment…` of booking.yaml). */
export type PaymentKind = 'consultation' | 'package' | 'giftCard'

/** An offer as these texts name it: offers.yaml's, each price with the note that says when it applies. */
export interface OfferTerms {
  id: string
  title: string
  /** `package` for a formula (offers.yaml's group `packages`): paid as her formulas are. */
  kind: Exclude<PaymentKind, 'giftCard'>
  duration?: Duration | undefined
  prices: readonly { amount: number; note?: string | undefined }[]
  /** Where it usually happens: its type of consultation's place (booking.yaml). */
  place: BookingPlace
}

/** One price the request can mean: what a « Confirmer » confirms. */
export interface PriceChoice {
  offer: OfferTerms
  amount: number
  /** When this price applies (a formula's footnote), or undefined. */
  note?: string | undefined
}

export interface AppointmentRequest {
  /** The parent's name, as typed. */
  parent: string
  /** The parent's e-mail, or '' (a booking by phone). */
  email: string
  /** The parent's phone, or ''. */
  phone: string
  /** The town typed for a home visit, or ''. */
  town: string
  place: BookingPlace
  /** The offer chosen (one), or every offer of the type when the parent left it open. */
  offers: readonly OfferTerms[]
  /** The type of consultation, for her calendar when no offer was chosen (« Consultation prénatale »). */
  service: string
  /** Paid by a gift card: the payment words say so. */
  giftCard?: boolean | undefined
  /** How long the appointment keeps her, for her calendar. */
  minutes: number
  day: IsoDay
  slot: string
  /** The day the request is sent (or agreed), in Paris. */
  sentOn: IsoDay
}

/** What the texts need besides the request: her words and what the build read for them. */
export interface ConfirmationTerms {
  words: ConfirmationWords
  /** The model withdrawal form of her conditions page, as text (scripts/build/content/withdrawal-form.ts). */
  withdrawalForm: string
  /** Her reply time in days (src/lib/reply-days.ts), or undefined when her words give none. */
  replyDays: number | undefined
  /** Her closed weekdays and days (booking.yaml): her reply time does not count them. */
  closed: ClosedRules
  /** Her name, for the parent's calendar. */
  name: string
  /** The site's address, « https://www.mon-cabinet.fr ». */
  siteUrl: string
  /** Her conditions of sale, as a full address. */
  conditions: string
}

/** A message: what a `mailto:` or an `sms:` carries. */
export interface Mail {
  subject: string
  body: string
}

/**
 * Mail apps open a `mailto:` reliably up to about 2,000 characters (the
 * oldest limit still met, Internet Explorer's 2,083, and Outlook's): `npm run
 * check` refuses her words when a link of her request e-mail would pass it
 * (scripts/build/content/cross-rules.ts). The information with its withdrawal
 * form passes it: her off-site page offers « Copier le texte » beside it.
 */
export const mailtoLimit = 2_000

/** Where the parent's .ics file is served (src/functions/appointment-ics.ts). */
export const icsPath = '/api/rendez-vous.ics'

/** « jeudi 3 décembre 2026 » → « jeudi 3 décembre »: a subject is read in the current year. */
export const withoutYear = (date: string) => date.replace(/ \d{4}$/, '')

/** Blank lines left by an empty part (no express request) close up, and spaces before a line end go. */
const tidy = (text: string) =>
  text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** Which of its offer's prices a choice is, as her off-site page names the price agreed to the host's function. */
export const priceIndexOf = ({ offer, amount, note }: PriceChoice): number => offer.prices.findIndex((price) => price.amount === amount && price.note === note)

/** The offer with the one price agreed: the information names it as the confirmation does, not each price of a formula. */
export const agreedOffer = ({ offer, amount, note }: PriceChoice): OfferTerms => ({ ...offer, prices: [note ? { amount, note } : { amount }] })

/** Every price the request can mean, in the order of offers.yaml: one per offer, two for a formula with two. */
export function priceChoices(offers: readonly OfferTerms[]): PriceChoice[] {
  return offers.flatMap((offer) => offer.prices.map(({ amount, note }) => ({ offer, amount, note })))
}

/** « <offer> · 130 € (<the price's note>) », « <offer> · 1 h à 1 h 30 · 70 € »: one price, always. */
export function choiceLine(choice: PriceChoice): string {
  return withNote([offerLine(choice.offer), formatPrice({ amount: choice.amount })].join(' · '), choice)
}

/** The text, then when its price applies in brackets, « (avec la consultation…) », when the choice says it. */
export const withNote = (text: string, { note }: Pick<PriceChoice, 'note'>) =>
  note ? `${text} (${note.charAt(0).toLocaleLowerCase('fr')}${note.slice(1).replace(/\.$/, '')})` : text

/** Where the appointment happens, in her words: « à domicile, à Lyon », « en visio », « par téléphone ». */
export function placeOf(request: Pick<AppointmentRequest, 'place' | 'town'>, words: ConfirmationWords): string {
  return { home: fill(words.atHome, { town: request.town }), video: words.byVideo, phone: words.byPhone }[request.place]
}

/** How she is paid, in her words. */
export function paymentOf(kind: PaymentKind, words: ConfirmationWords): string {
  return { consultation: words.paymentConsultation, package: words.paymentPackage, giftCard: words.paymentGiftCard }[kind]
}

const kindOf = (request: AppointmentRequest, offer: OfferTerms): PaymentKind => (request.giftCard ? 'giftCard' : offer.kind)

/** The slots every text fills alike. */
function shared(request: AppointmentRequest, terms: ConfirmationTerms) {
  return {
    parent: request.parent,
    date: formatFrenchDate(request.day),
    time: formatTime(request.slot),
    place: placeOf(request, terms.words),
    conditions: terms.conditions,
    signature: terms.words.signature,
  }
}

/**
 * The information the law asks in writing before the contract (her
 * `information`, the model withdrawal form included), under an opening: the
 * auto-reply's receipt of a request, or her off-site page's « as agreed ».
 * Not a link: the host function sends it as one variable of her auto-reply
 * template, whatever its length; her off-site page, as its own message.
 */
export function informationText(request: AppointmentRequest, terms: ConfirmationTerms, opening: string): string {
  const choices = priceChoices(request.offers)
  const payments = [...new Set(request.offers.map((offer) => paymentOf(kindOf(request, offer), terms.words)))]
  return tidy(
    fill(`${opening}\n\n${terms.words.information}`, {
      ...shared(request, terms),
      offers: choices.map((choice) => `- ${choiceLine(choice)}`).join('\n'),
      payment: payments.join('\n'),
      withdrawalForm: terms.withdrawalForm,
    }),
  )
}

/** The parent's auto-reply, as the host's function sends it: under her subject, her receipt of the request, then the information. */
export function autoReplyMail(request: AppointmentRequest, terms: ConfirmationTerms): Mail {
  return {
    subject: fill(terms.words.autoReplySubject, { date: withoutYear(formatFrenchDate(request.day)) }),
    body: informationText(request, terms, terms.words.autoReply),
  }
}

/** « 20261203T130000Z »: an instant as Google Calendar reads it, in UTC. */
const calendarTime = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** Google Calendar's event form, filled in: her own calendar's link, and where the function sends the parent's. */
export function googleCalendar(event: { title: string; start: number; minutes: number; where: string; details?: string }): string {
  return `https://calendar.google.com/calendar/render?${new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarTime(event.start)}/${calendarTime(event.start + event.minutes * 60_000)}`,
    ...(event.details ? { details: event.details } : {}),
    location: event.where,
  }).toString()}`
}

/**
 * The parent's « Ajouter à mon agenda »: two addresses of the host function
 * (src/functions/appointment-ics.ts) with the same strict parameters, the
 * day, the time, the offer's id, and the place (`home`, `video`, `phone`)
 * only when it is not the offer's usual one (agreed off the site, a visit's
 * offer may be a call); one answers the .ics file (with its reminder), the
 * other sends on to Google Calendar's form. The function reads the offer's
 * title, duration and the place's words from her data: the links stay short,
 * so the confirmation's `mailto:` does, and nothing typed by a visitor (not
 * even the town) is written by the function under her domain.
 */
export function parentCalendarLinks(
  request: Pick<AppointmentRequest, 'day' | 'slot' | 'place'>,
  offer: Pick<OfferTerms, 'id' | 'place'>,
  siteUrl: string,
): { google: string; ics: string } {
  const query = new URLSearchParams({ jour: request.day, heure: request.slot.replace(':', ''), offre: offer.id, ...(request.place === offer.place ? {} : { lieu: request.place }) })
  const ics = `${siteUrl}${icsPath}?${query.toString()}`
  return { google: `${ics}&agenda=google`, ics }
}

/** « Confirmer » for one price: the confirmation of the contract, complete in one tap. */
export function confirmationMail(request: AppointmentRequest, choice: PriceChoice, terms: ConfirmationTerms): Mail {
  const { words } = terms
  const slots = shared(request, terms)
  const calendar = parentCalendarLinks(request, choice.offer, terms.siteUrl)
  return {
    subject: fill(words.subject, { date: withoutYear(slots.date), time: slots.time }),
    body: tidy(
      fill(words.text, {
        ...slots,
        offer: choiceLine(choice),
        payment: paymentOf(kindOf(request, choice.offer), words),
        expressRequest: needsExpressRequest(request, terms.replyDays, terms.closed) ? words.expressRequest : '',
        calendar: fill(words.calendar, calendar),
      }),
    ),
  }
}

/** The acknowledgement she sends back once the parent has answered « oui ». */
export function acknowledgementMail(request: AppointmentRequest, terms: ConfirmationTerms): Mail {
  const slots = shared(request, terms)
  return {
    subject: fill(terms.words.acknowledgeSubject, { date: withoutYear(slots.date) }),
    body: tidy(fill(terms.words.acknowledgeText, slots)),
  }
}

/** « Proposer un autre créneau »: a start she completes. */
export function proposalMail(request: AppointmentRequest, terms: ConfirmationTerms): Mail {
  const slots = shared(request, terms)
  return { subject: fill(terms.words.proposeSubject, { date: withoutYear(slots.date) }), body: tidy(fill(terms.words.proposeText, slots)) }
}

/** One « Confirmer » of the request e-mail: what it confirms, and the link. */
export interface ConfirmLink {
  /** « Consultation postnatale initiale · 1 h à 1 h 30 · 70 € ». */
  label: string
  href: string
}

/** The links of the request e-mail she receives. */
export interface RequestLinks {
  confirms: ConfirmLink[]
  propose: string
  acknowledge: string
  /** Her own calendar: Google Calendar's event form. */
  calendar: string
}

export function requestLinks(request: AppointmentRequest, terms: ConfirmationTerms): RequestLinks {
  const confirms = priceChoices(request.offers).map((choice) => ({
    label: choiceLine(choice),
    href: mailtoHref(request.email, confirmationMail(request, choice, terms)),
  }))
  const where = request.place === 'home' ? request.town : placeOf(request, terms.words)
  const [only] = request.offers.length === 1 ? request.offers : []
  const calendar = googleCalendar({
    title: fill(terms.words.calendarTitle, { parent: request.parent, offer: only ? only.title : request.service }),
    start: parisInstant(request.day, request.slot),
    minutes: request.minutes,
    where,
    details: [request.phone, request.email, where].filter(Boolean).join('\n'),
  })
  return {
    confirms,
    propose: mailtoHref(request.email, proposalMail(request, terms)),
    acknowledge: mailtoHref(request.email, acknowledgementMail(request, terms)),
    calendar,
  }
}

/**
 * The « Confirmer » links as her request template's fixed pairs of variables:
 * `confirm_label_1` « Confirmer : <offer> · 130 € (…) » and
 * `confirm_link_1` its `mailto:`, then 2, 3…; the slots left over are empty.
 * Plain values, which EmailJS escapes: no HTML leaves the browser.
 */
export function confirmLinkParams(confirms: readonly ConfirmLink[]): ConfirmParams {
  const params: Record<string, string> = {}
  for (let slot = 1; slot <= confirmSlots; slot += 1) {
    const confirm = confirms[slot - 1]
    params[`confirm_link_${slot}`] = confirm?.href ?? ''
    params[`confirm_label_${slot}`] = confirm ? `${confirmWord}\u00a0: ${confirm.label}` : ''
  }
  return params as ConfirmParams
}
