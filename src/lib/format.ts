/*
 * The shapes these formatters read, written here rather than taken from the
 * content model (src/content/), which builds on these formatters: an offer of
 * offers.yaml fits them as it is.
 */
/** A price: its amount in euros. */
export interface Price {
  amount: number
}
/** A duration in minutes: « from », or « from » to « to ». */
export interface Duration {
  from: number
  to?: number
}

/**
 * How long an appointment of these offers keeps her at most: the longest of
 * their durations, or one hour when none of them says (a formula alone).
 * For her calendar check, the .ics file and the confirmation alike.
 */
export function longestMinutes(offers: readonly { duration?: Duration | undefined }[]): number {
  const lengths = offers.flatMap((offer) => (offer.duration ? [offer.duration.to ?? offer.duration.from] : []))
  return lengths.length > 0 ? Math.max(...lengths) : 60
}
/** What a line of the site says of an offer. */
export interface OfferFacts {
  title: string
  duration?: Duration | undefined
  prices: readonly Price[]
  priceNote?: string | undefined
}

/** No-break space: keeps « 70 € » and « 1 h 30 » on one line. */
export const NBSP = '\u00a0'

/** « 70 € » */
export function formatPrice(price: Price): string {
  return `${price.amount}${NBSP}€`
}

/** 90 → « 1 h 30 », 60 → « 1 h », 30 → « 30 min » */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest}${NBSP}min`
  if (rest === 0) return `${hours}${NBSP}h`
  return `${hours}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}`
}

/** { from: 60, to: 90 } → « 1 h à 1 h 30 » */
export function formatDuration(duration: Duration): string {
  const from = formatMinutes(duration.from)
  return duration.to === undefined ? from : `${from} à ${formatMinutes(duration.to)}`
}

/** A time as French writes it: « 09:00 » → « 9 h », « 09:30 » → « 9 h 30 », « 14:00 » → « 14 h ». */
export function formatTime(time: string): string {
  const [hours = '', minutes = ''] = time.split(':')
  const hour = String(Number(hours))
  return minutes === '00' ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${minutes}`
}

/** « 130 € ou 150 € »: an offer's prices as its card shows them, `or` being ui.yaml's word. */
export function formatPrices(prices: readonly Price[], or: string): string {
  return prices.map(formatPrice).join(` ${or} `)
}

/** An offer's prices, with the rule that goes with them: « 60 € (tarif adapté au temps nécessaire) ». */
export function formatOfferPrice(offer: Pick<OfferFacts, 'prices' | 'priceNote'>, or: string): string {
  const prices = formatPrices(offer.prices, or)
  return offer.priceNote ? `${prices} (${offer.priceNote})` : prices
}

/** « … · 1 h à 1 h 30 »: what is said of an offer, then its duration when it has one. */
export const withDuration = (first: string, duration: Duration | undefined) => [first, ...(duration ? [formatDuration(duration)] : [])].join(' · ')

/** « Consultation … · 1 h à 1 h 30 »: the offer with its duration, without its price. */
export const offerLine = (offer: Pick<OfferFacts, 'title' | 'duration'>) => withDuration(offer.title, offer.duration)

/** An offer in one line, as the site shows it: « Consultation prénatale · 1 h à 1 h 30 · 70 € ». */
export function formatOfferLine(offer: OfferFacts, or: string): string {
  return [offerLine(offer), formatOfferPrice(offer, or)].join(' · ')
}

/** Fills « {name} » slots in a UI string. Unknown slots are left visible, so a typo shows. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  )
}

/** A phone number as shown: on one line, since a number cut in two (« 06 00 00 00 / 00 ») is misread. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, NBSP)
}

/** A French phone number in a text: « 06 12 34 56 78 », « 06.12.34.56.78 », « 0612345678 », « +33 6 12 34 56 78 ». */
export const phoneInText = /(?<![\d+])(?:\+33[ .\u00a0]?(?:\(0\)[ .\u00a0]?)?|0)[1-9](?:[ .\u00a0\u202f-]?\d{2}){4}(?!\d)/g

/** « 06 12 34 56 78 », « +33 (0)6 12 34 56 78 » or « 00 33 6… » → « tel:+33612345678 » */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '').replace(/^00/, '+')
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`
}

/** An `sms:` link with a pre-filled message (the `?body=` form that iOS and Android both read). */
export function smsHref(phone: string, body: string): string {
  return `${phoneHref(phone).replace(/^tel:/, 'sms:')}?body=${encodeURIComponent(body)}`
}
