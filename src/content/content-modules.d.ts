/* The consultant's data files as the site's components import them (scripts/build/vite-content.ts).
   Written by scripts/build/content/types.ts from src/content/schema.ts: do not edit by hand. */
/** content/data/offers.yaml */
declare module 'virtual:content/offers' {
  export const offers: import('./schema.ts').SiteContent['offers']['offers']
  export const footnotes: import('./schema.ts').SiteContent['offers']['footnotes']
  export const notes: import('./schema.ts').SiteContent['offers']['notes']
  export const giftCards: import('./schema.ts').SiteContent['offers']['giftCards']
}
/** content/data/testimonials.yaml */
declare module 'virtual:content/testimonials' {
  export const testimonials: import('./schema.ts').SiteContent['testimonials']['testimonials']
  export const method: import('./schema.ts').SiteContent['testimonials']['method']
  export const policy: import('./schema.ts').SiteContent['testimonials']['policy']
}
/** content/data/practice.yaml */
declare module 'virtual:content/practice' {
  export const practice: import('./schema.ts').BrowserPractice
}
/** content/data/booking.yaml */
declare module 'virtual:content/booking' {
  export const timeSlots: import('./schema.ts').SiteContent['booking']['timeSlots']
  export const closedWeekdays: import('./schema.ts').SiteContent['booking']['closedWeekdays']
  export const closedDays: import('./schema.ts').SiteContent['booking']['closedDays']
  export const bookingServices: import('./schema.ts').SiteContent['booking']['bookingServices']
  export const travelMargin: import('./schema.ts').SiteContent['booking']['travelMargin']
  export const confirmation: import('./schema.ts').SiteContent['booking']['confirmation']
  export const offsiteMail: import('./schema.ts').SiteContent['booking']['offsiteMail']
  export const homeContract: import('./schema.ts').SiteContent['booking']['homeContract']
  export const contactServices: import('./schema.ts').SiteContent['booking']['contactServices']
}
/** content/data/training.yaml */
declare module 'virtual:content/training' {
  export const highlights: import('./schema.ts').SiteContent['training']['highlights']
  export const training: import('./schema.ts').SiteContent['training']['training']
}
/** content/data/situations.yaml */
declare module 'virtual:content/situations' {
  export const situations: import('./schema.ts').SiteContent['situations']
}
/** content/data/ui.yaml */
declare module 'virtual:content/ui' {
  export const ui: import('./schema.ts').SiteContent['ui']
}
/** content/data/photos.yaml */
declare module 'virtual:content/photos' {
  export const photos: import('./schema.ts').SiteContent['photos']
}
/** content/pages.yaml */
declare module 'virtual:content/pages' {
  export const pages: import('./schema.ts').SiteContent['pages']['pages']
  export const notFound: import('./schema.ts').SiteContent['pages']['notFound']
}
