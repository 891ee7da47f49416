/** Where a consultation takes place, and the names her editor and her off-site page give each place. */
export const bookingPlaces = ['home', 'video', 'phone'] as const
export type BookingPlace = (typeof bookingPlaces)[number]

export const bookingPlaceNames: Readonly<Record<BookingPlace, string>> = { home: 'À domicile', video: 'En visio', phone: 'Par téléphone' }
