/**
 * Her page for bookings made off the site (pages.yaml's `kind: private`
 * page): a booking by phone or SMS, or a formula agreed at the parent's home.
 * The law is the same as for a request sent from the site (L221-5, L221-13):
 * the information before the contract in writing, then the confirmation; she
 * confirms at once, so the 14 days of withdrawal run from today. A contract
 * agreed at the parent's home is concluded off premises (L221-9): a dated
 * paper contract with the withdrawal form, and no payment before 7 days
 * (L221-10). The texts are the composer's (src/lib/confirmation.ts) and her
 * words (booking.yaml's `confirmation`, `offsiteMail`, `homeContract`).
 *
 * Nothing is stored or sent: these functions only build links her phone
 * opens (`mailto:`, `sms:`) and the sheet she prints.
 */
import type { BookingPlace, SiteContent } from '../content/schema.ts'
import type { IsoDay } from './booking-days.ts'
import {
  type AppointmentRequest,
  autoReplyText,
  confirmationMail,
  type ConfirmationTerms,
  type Mail,
  type OfferTerms,
  mailtoLimit,
  offerLine,
  paymentOf,
  placeOf,
  type PriceChoice,
  withNote,
  withoutYear,
} from './confirmation.ts'
import { fill, formatPrice, formatTime, longestMinutes, smsHref } from './format.ts'
import { mailtoHref } from './email-payload.ts'
import { formatFrenchDate } from './french-date.ts'

/** Her words for the off-site texts (booking.yaml), her facts already filled in. */
export type OffsiteWords = SiteContent['booking']['offsiteMail']
export type HomeContractWords = SiteContent['booking']['homeContract']

/** What she fills in on her page. */
export interface OffsiteAgreement {
  choice: PriceChoice
  day: IsoDay
  slot: string
  place: BookingPlace
  /** The parent's town, for a visit at home and the contract's place of signature. */
  town: string
  parent: string
  email: string
  phone: string
  /** The day she confirms (or the contract is signed), in Paris. */
  today: IsoDay
}

/** The request the composer reads: she confirms today, so the 14 days run from today. */
function requestOf(agreement: OffsiteAgreement): AppointmentRequest {
  const { offer, amount, note } = agreement.choice
  // The price agreed, alone: the information names it as the confirmation does, not each price of a formula.
  const agreed: OfferTerms = { ...offer, prices: [note ? { amount, note } : { amount }] }
  return {
    parent: agreement.parent.trim(),
    email: agreement.email.trim(),
    phone: agreement.phone.trim(),
    town: agreement.town.trim(),
    place: agreement.place,
    offers: [agreed],
    service: offer.title,
    minutes: longestMinutes([offer]),
    day: agreement.day,
    slot: agreement.slot,
    sentOn: agreement.today,
  }
}

/**
 * The composer's terms for a confirmation given at once: the latest day she
 * can confirm is today (a reply time of 0 days), so the express request is
 * asked whenever the appointment falls within the 14 days from today.
 */
const confirmedToday = (terms: ConfirmationTerms): ConfirmationTerms => ({ ...terms, replyDays: 0 })

/** One message to send, in its order: « 1. » the information, « 2. » the confirmation, or both in one. */
export interface OffsiteLink {
  /** What it carries. */
  carries: 'both' | 'information' | 'confirmation'
  href: string
  /** The text, for « Copier » when a mail app cuts a long link. */
  text: string
}

export interface OffsiteLinks {
  /** By e-mail, when she has the parent's e-mail: one link when it fits in a `mailto:`, else two in order. */
  mail: OffsiteLink[]
  /**
   * By SMS, when she has the parent's phone. With an e-mail too, the
   * information went by e-mail: the confirmation only. With a phone only, the
   * information first, then the confirmation: an SMS the parent keeps is a
   * durable medium as well, even when the phone splits a long text in parts.
   */
  sms: OffsiteLink[]
}

/** The information before the contract, as its own message: the auto-reply's text under her subject. */
function informationMail(request: AppointmentRequest, terms: ConfirmationTerms, words: OffsiteWords): Mail {
  return {
    subject: fill(words.informationSubject, { date: withoutYear(formatFrenchDate(request.day)) }),
    body: autoReplyText(request, terms),
  }
}

/** The confirmation first (what she sends), then the information she owes in writing. */
const together = (confirmation: Mail, information: Mail): Mail => ({ subject: confirmation.subject, body: `${confirmation.body}\n\n\n${information.body}` })

export function offsiteLinks(agreement: OffsiteAgreement, terms: ConfirmationTerms, words: OffsiteWords): OffsiteLinks {
  const request = requestOf(agreement)
  const today = confirmedToday(terms)
  const confirmation = confirmationMail(request, agreement.choice, today)
  const information = informationMail(request, today, words)
  const mailLink = (carries: OffsiteLink['carries'], mail: Mail): OffsiteLink => ({ carries, href: mailtoHref(request.email, mail), text: mail.body })
  const smsLink = (carries: OffsiteLink['carries'], mail: Mail): OffsiteLink => ({ carries, href: smsHref(request.phone, mail.body), text: mail.body })
  const both = mailLink('both', together(confirmation, information))
  const mail = request.email
    ? both.href.length <= mailtoLimit
      ? [both]
      : [mailLink('information', information), mailLink('confirmation', confirmation)]
    : []
  const sms = request.phone
    ? request.email
      ? [smsLink('confirmation', confirmation)]
      : [smsLink('information', information), smsLink('confirmation', confirmation)]
    : []
  return { mail, sms }
}

/** The paper contract of an offer agreed at the parent's home, part by part, as the page lays it out. */
export interface HomeContract {
  title: string
  parties: string
  offer: string
  payment: string
  withdrawal: string
  expressRequest: string
  identity: string
  signed: string
  /** Under each signature line: hers, then the parent's. */
  signatures: [string, string]
  cutHere: string
  withdrawalForm: string
}

export function homeContract(agreement: OffsiteAgreement, terms: ConfirmationTerms, words: HomeContractWords): HomeContract {
  const request = requestOf(agreement)
  const { offer } = agreement.choice
  const slots = {
    parent: request.parent,
    // The offer with its duration, without its price (said next), and when the price applies.
    offer: offerLine(offer),
    price: withNote(formatPrice({ amount: agreement.choice.amount }), agreement.choice),
    date: formatFrenchDate(request.day),
    time: formatTime(request.slot),
    place: placeOf(request, terms.words),
    payment: paymentOf(offer.kind, terms.words),
    conditions: terms.conditions,
    town: request.town,
    today: formatFrenchDate(agreement.today),
  }
  const text = (template: string) => fill(template, slots)
  return {
    title: text(words.title),
    parties: text(words.parties),
    offer: text(words.offer),
    payment: text(words.payment),
    withdrawal: text(words.withdrawal),
    expressRequest: text(words.expressRequest),
    identity: text(words.identity),
    signed: text(words.signed),
    signatures: [fill(words.signatures, { who: terms.name }), fill(words.signatures, { who: request.parent })],
    cutHere: text(words.cutHere),
    withdrawalForm: terms.withdrawalForm,
  }
}
