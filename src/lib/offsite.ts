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
 * Nothing is stored here, nor sent: these functions build the links her
 * phone opens (`mailto:`, `sms:`), the sheet she prints, and the information
 * e-mail the site's function sends when she asks (`informationMail`).
 */
import type { BookingPlace, SiteContent } from '../content/schema.ts'
import type { IsoDay } from './booking-days.ts'
import {
  agreedOffer,
  type AppointmentRequest,
  confirmationMail,
  type ConfirmationTerms,
  informationText,
  type Mail,
  paymentOf,
  placeOf,
  type PriceChoice,
  withNote,
  withoutYear,
} from './confirmation.ts'
import { fill, formatPrice, formatTime, longestMinutes, offerLine, smsHref } from './format.ts'
import { mailtoHref } from './email-payload.ts'
import { formatFrenchDate } from './french-date.ts'

/** Her words for the off-site texts (booking.yaml), her facts already filled in. */
export type OffsiteMailWords = SiteContent['booking']['offsiteMail']

/** What the information e-mail takes of them: its subject and its opening. */
export type InformationWords = Pick<OffsiteMailWords, 'informationSubject' | 'informationOpening'>
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
  const { offer } = agreement.choice
  return {
    parent: agreement.parent.trim(),
    email: agreement.email.trim(),
    phone: agreement.phone.trim(),
    town: agreement.town.trim(),
    place: agreement.place,
    offers: [agreedOffer(agreement.choice)],
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

/** One message to send, in its order: « 1. » the information, « 2. » the confirmation. */
export interface OffsiteLink {
  /** What it carries. */
  carries: 'information' | 'confirmation'
  href: string
  /** The text, for « Copier » when a mail app cuts a long link. */
  text: string
}

export interface OffsiteLinks {
  /**
   * By e-mail, when she has the parent's e-mail: two, in order. Never one:
   * the information with the withdrawal form passes what a `mailto:` opens
   * surely (confirmation.ts's `mailtoLimit`), and her confirmation sends the
   * parent to the form « in my first e-mail ».
   */
  mail: OffsiteLink[]
  /**
   * By SMS, when she has the parent's phone. With an e-mail too, the
   * information went by e-mail: the confirmation only. With a phone only, the
   * information first, then the confirmation: an SMS the parent keeps is a
   * durable medium as well, even when the phone splits a long text in parts.
   */
  sms: OffsiteLink[]
}

/**
 * The information before the contract, as its own message, under her subject
 * and her off-site opening: the appointment is agreed already, its
 * confirmation follows (not the auto-reply's receipt of a request).
 */
export function informationMail(request: AppointmentRequest, terms: ConfirmationTerms, words: InformationWords): Mail {
  return {
    subject: fill(words.informationSubject, { date: withoutYear(formatFrenchDate(request.day)) }),
    body: informationText(request, terms, words.informationOpening),
  }
}

export function offsiteLinks(agreement: OffsiteAgreement, terms: ConfirmationTerms, words: OffsiteMailWords): OffsiteLinks {
  const request = requestOf(agreement)
  const today = confirmedToday(terms)
  const confirmation = confirmationMail(request, agreement.choice, today)
  const information = informationMail(request, today, words)
  const mailLink = (carries: OffsiteLink['carries'], mail: Mail): OffsiteLink => ({ carries, href: mailtoHref(request.email, mail), text: mail.body })
  const smsLink = (carries: OffsiteLink['carries'], mail: Mail): OffsiteLink => ({ carries, href: smsHref(request.phone, mail.body), text: mail.body })
  const mail = request.email ? [mailLink('information', information), mailLink('confirmation', confirmation)] : []
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
