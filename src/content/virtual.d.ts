/* The consultant's data files, as the site's components import them (scripts/vite-content.ts). */
declare module 'virtual:content/pages' {
  export const pages: import('./schema.ts').Pages['pages']
  export const notFound: import('./schema.ts').Pages['notFound']
}
declare module 'virtual:content/practice' {
  export const practice: import('./schema.ts').Practice
}
declare module 'virtual:content/offers' {
  type Offers = import('./schema.ts').Offers
  export const offers: Offers['offers']
  export const footnotes: Offers['footnotes']
  export const notes: Offers['notes']
  export const giftCards: Offers['giftCards']
}
declare module 'virtual:content/testimonials' {
  export const testimonials: readonly import('./schema.ts').Testimonial[]
}
declare module 'virtual:content/training' {
  export const highlights: readonly import('./schema.ts').Highlight[]
  export const training: readonly import('./schema.ts').TrainingEntry[]
}
declare module 'virtual:content/situations' {
  export const situations: import('./schema.ts').Situations
}
declare module 'virtual:content/booking' {
  type Booking = import('./schema.ts').Booking
  export const timeSlots: Booking['timeSlots']
  export const closedWeekdays: Booking['closedWeekdays']
  export const closedDays: Booking['closedDays']
  export const bookingServices: Booking['bookingServices']
  export const contactServices: Booking['contactServices']
}
declare module 'virtual:content/status' {
  /** A preview build or the dev server, while content/ still holds examples. */
  export const showPreviewBanner: boolean
}
declare module 'virtual:content/ui' {
  export const ui: import('./schema.ts').Ui
}
declare module 'virtual:content/editor' {
  /** What the web editor lists, read from the files even when one has a mistake. */
  export const pages: readonly { file: string; label: string }[]
  /** The files of content/blocs/, without « .mdx ». */
  export const blocFiles: readonly string[]
  export const offers: readonly { id: string; title: string; group: string }[]
  export const bookingServices: readonly { value: string; label: string }[]
  /** The offers the gift cards name and the booking choices the offers name, as the files write them. */
  export const chosenOffers: readonly string[]
  export const chosenBookings: readonly string[]
}
declare module 'virtual:portrait/*' {
  /** Her portrait's versions; null only on the dev server while her file has a problem (the build stops instead). */
  export const portrait: import('./portrait.ts').PortraitImages | null
}
