/* The other virtual modules: the preview status, the editor's lists, her photo. The data files' modules are
   in content-modules.d.ts, written from the schema. */
declare module 'virtual:content/preview' {
  /** A preview build or the dev server, while content/ still holds examples. */
  export const showPreviewBanner: boolean
}
declare module 'virtual:content/booking-offers' {
  /** What the booking form shows of each offer of offers.yaml: its name, its type of consultation, its duration, its prices and their rule. */
  export const bookingOffers: readonly import('./schema.ts').BookingOffer[]
}
declare module 'virtual:content/offsite' {
  /** Her own page's words (bookings made by phone or at home), apart from the booking page's data. */
  export const homeContractWords: import('./schema.ts').Booking['homeContract']
  export const offsiteMail: import('./schema.ts').Booking['offsiteMail']
}
declare module 'virtual:content/confirmation' {
  /**
   * What the texts around an appointment compose from (src/lib/confirmation.ts), loaded when a request is sent:
   * her words (booking.yaml), the withdrawal form of her conditions page, her reply time in days, her name, the
   * site's address and her conditions' (scripts/build/content/functions-data.ts).
   */
  export const terms: import('../lib/confirmation.ts').ConfirmationTerms
  /** Her offers as the texts name them (src/content/offer-terms.ts). */
  export const offerTerms: readonly (import('../lib/confirmation.ts').OfferTerms & { booking: string })[]
}
declare module 'virtual:content/practice-all' {
  /** The whole of practice.yaml, for the server entry only (the head, the structured data): the pages read `virtual:content/practice`. */
  export const practice: import('./schema.ts').Practice
}
declare module 'virtual:content/editor' {
  /** What the web editor lists, read from the files even when one has a mistake. */
  export const pages: readonly { file: string; label: string }[]
  /** The page shown at unknown addresses (pages.yaml's notFound). */
  export const notFoundFile: string
  /** The facts of practice.yaml as pages show them (empty while the content has a mistake). */
  export const facts: Readonly<Record<string, string>>
  /** The files of content/blocs/, without « .mdx ». */
  export const blockFiles: readonly string[]
  /** Each offer's title and group, for a price table's preview in a page. */
  export const offerTitles: readonly { title: string; group: string }[]
  /** What a field that chooses from another file's list offers, and what the files choose today (src/content/choices.ts). */
  export const choices: import('./choices.ts').ChoiceLists
  /** The names the e-mails' composer fills in each of her booking.yaml texts, by section and key (null while the content has a mistake). */
  export const filled: import('./slots.ts').FilledNames | null
}
declare module 'virtual:portrait/*' {
  /** Her portrait's versions; null only on the dev server while her file has a problem (the build stops instead). */
  export const portrait: import('./photos.ts').PortraitImages | null
}
declare module 'virtual:photos/*' {
  /** Her optional photos' versions and descriptions, each null when content/data/photos.yaml names none. */
  export const photos: Readonly<Record<import('./photos.ts').OptionalPhoto, import('./photos.ts').PhotoImage | null>>
}
