/**
 * The content model's index: every data file of content/ (YAML), by its path
 * there, with its name in the editor and its `virtual:content/*` module, and
 * the site's types inferred from the rules. Each file's rules live in
 * src/content/files/<file>.ts, beside the French explanations its mistakes
 * get; the rules they share (a text, a day, a list…) in src/content/rules.ts;
 * the components a page may use in src/content/components.ts. Each field is
 * declared once: its type and rules (zod), and its French label, help,
 * example value and quoted fact (`field(…, meta)`, src/content/model.ts).
 * From the model come:
 * - the site's types (`Offer`, `Practice`…, inferred);
 * - the check's and the build's validation, with one French message per
 *   mistake (scripts/build/content/load.ts);
 * - the web editor's fields, which run the same rules before a save
 *   (src/admin/fields.tsx);
 * - the example values a production build refuses;
 * - the facts pages quote (`<Fact of="radius" />`, « {radius} »);
 * - the types of the `virtual:content/*` modules (scripts/build/content/types.ts).
 *
 * Build-time and editor-time only: the site's components import its types
 * (`import type`), so zod never reaches a visitor's browser.
 */
import type { z } from 'zod'
import { bookingSchema } from './files/booking.ts'
import { offersSchema } from './files/offers.ts'
import { pagesSchema } from './files/pages.ts'
import { photosSchema } from './files/photos.ts'
import { practiceSchema } from './files/practice.ts'
import { situationsSchema } from './files/situations.ts'
import { testimonialsSchema } from './files/testimonials.ts'
import { trainingSchema } from './files/training.ts'
import { uiSchema } from './files/ui.ts'

export { explainIssue, type Explanation } from './rules.ts'
export * from './files/booking.ts'
export type { BookingPlace } from './places.ts'
export * from './files/offers.ts'
export * from './files/pages.ts'
export * from './files/photos.ts'
export * from './files/practice.ts'
export * from './files/situations.ts'
export * from './files/testimonials.ts'
export * from './files/training.ts'
export * from './files/ui.ts'

interface DataFileSpec<Schema extends z.ZodType, Module extends string> {
  schema: Schema
  /** Its name in the web editor and in the check's messages. */
  label: string
  /**
   * `virtual:content/<module>`: `keys` exports each top-level field under its
   * name (so a page's chunk carries only the lists it reads), `whole` exports
   * the file as one object named like the module.
   */
  module: Module
  exports: 'keys' | 'whole'
}

const dataFile = <Schema extends z.ZodType, const Module extends string>(spec: DataFileSpec<Schema, Module>) => spec

/** Every data file of content/, by its path there. The order is the editor's. */
export const contentFiles = {
  'data/offers.yaml': dataFile({ schema: offersSchema, label: 'Tarifs et consultations', module: 'offers', exports: 'keys' }),
  'data/testimonials.yaml': dataFile({ schema: testimonialsSchema, label: 'Témoignages', module: 'testimonials', exports: 'keys' }),
  'data/practice.yaml': dataFile({ schema: practiceSchema, label: 'Coordonnées du cabinet', module: 'practice', exports: 'whole' }),
  'data/booking.yaml': dataFile({ schema: bookingSchema, label: 'Jours fermés et créneaux', module: 'booking', exports: 'keys' }),
  'data/training.yaml': dataFile({ schema: trainingSchema, label: 'Parcours et chiffres', module: 'training', exports: 'keys' }),
  'data/situations.yaml': dataFile({ schema: situationsSchema, label: 'Situations (Pourquoi consulter ?)', module: 'situations', exports: 'whole' }),
  'data/ui.yaml': dataFile({ schema: uiSchema, label: 'Textes du site', module: 'ui', exports: 'whole' }),
  'data/photos.yaml': dataFile({ schema: photosSchema, label: 'Vos photos', module: 'photos', exports: 'whole' }),
  'pages.yaml': dataFile({ schema: pagesSchema, label: 'Pages et menu', module: 'pages', exports: 'keys' }),
} as const

export type ContentFile = keyof typeof contentFiles

/** Her data files, as declared above (TypeScript types Object.keys as strings only). */
export const contentFileNames = Object.keys(contentFiles) as ContentFile[]
type ModuleOf<File extends ContentFile> = (typeof contentFiles)[File]['module']

/** Everything the site reads from content/, validated, by module name. */
export type SiteContent = {
  [File in ContentFile as ModuleOf<File>]: z.output<(typeof contentFiles)[File]['schema']>
}

export type Practice = SiteContent['practice']

/**
 * The fields of practice.yaml the pages' code reads (her name, phone, e-mail…):
 * only these reach a visitor's JavaScript, as `virtual:content/practice`; a
 * read of another fails `npm run typecheck`. The others (her town, her legal
 * facts, her conditions of sale) are written into the HTML at build by
 * <Fact />, and only the server entry reads the whole file
 * (`virtual:content/practice-all`, for the head and the structured data).
 */
export const practiceInBrowser = ['name', 'profession', 'phone', 'email', 'urgentSms', 'vatNote'] as const satisfies readonly (keyof Practice)[]
export type BrowserPractice = Pick<Practice, (typeof practiceInBrowser)[number]>
export type Offers = SiteContent['offers']
export type Offer = Offers['offers'][number]
export type Price = Offer['prices'][number]
/** What the booking form knows of an offer (virtual:content/booking-offers). */
export type BookingOffer = Pick<Offer, 'id' | 'title' | 'booking' | 'duration' | 'priceNote'> & {
  /** Each price, with the text of its footnote when it has one: what makes it the one that applies. */
  prices: (Pick<Price, 'amount'> & { note?: string })[]
}
export type Duration = NonNullable<Offer['duration']>
export type GiftCard = Offers['giftCards'][number]
export type Testimonial = SiteContent['testimonials']['testimonials'][number]
export type Booking = SiteContent['booking']
/** A choice of a form's list: its words and the value the e-mail carries. */
export type ServiceOption = Pick<Booking['bookingServices'][number], 'label' | 'value'>
export type Pages = SiteContent['pages']
export type PageEntry = Pages['pages'][number]
