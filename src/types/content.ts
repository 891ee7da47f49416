/**
 * The shapes of the facts the consultant edits in content/data/.
 * Named after the entities of the specification, section 3.
 */

/** A duration in minutes, or a range such as 60 to 90 minutes. */
export interface Duration {
  /** Shortest length, in minutes. */
  from: number
  /** Longest length, in minutes; omitted when the length is fixed. */
  to?: number
}

/** A price in euros, optionally tied to a footnote of the packages. */
export interface Price {
  /** Amount in whole euros. */
  amount: number
  /** Number of the footnote that explains when this price applies. */
  footnote?: FootnoteId
}

export type FootnoteId = 1 | 2

export interface Consultation {
  id: string
  name: string
  details: string
  features: readonly string[]
  duration: Duration
  price: Price
  /** A short remark printed after the price (« tarif adapté au temps nécessaire »). */
  priceNote?: string
}

export interface Service {
  id: string
  title: string
  description: string
  features: readonly string[]
  duration: Duration
  price: Price
  priceNote?: string
}

export interface SpecificConsultation {
  id: string
  title: string
  description: string
  duration: Duration
  price: Price
}

export interface Package {
  id: string
  title: string
  /** How many appointments the package holds, when it is counted in appointments. */
  appointments?: number
  description: string
  includes: readonly string[]
  /** One price, or one per footnote (« 130 € (1) ou 150 € (2) »). */
  prices: readonly Price[]
}

export interface Testimonial {
  name: string
  text: string
  /** Who the parent is, for example « maman de Léo, 3 mois ». */
  babyLine: string
  /** Out of 5. */
  rating: 1 | 2 | 3 | 4 | 5
}

export interface Situation {
  title: string
  description: string
}

export interface TrainingEntry {
  period: string
  title: string
}

/** A period when the consultant takes no appointment, both days included. */
export interface ClosedPeriod {
  /** First closed day, YYYY-MM-DD. */
  from: string
  /** Last closed day, YYYY-MM-DD; omitted for a single day. */
  to?: string
  /** Why, for the consultant's own memory; not shown to visitors. */
  reason?: string
}

export interface ServiceOption<Value extends string = string> {
  value: Value
  label: string
}
