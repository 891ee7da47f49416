import { islandOf } from '../components/Island/Island.tsx'
import { BookingForm as Component } from '../components/BookingForm/BookingForm.tsx'

/** What the pages' `<BookingForm />` renders: the form, as an island (the page around it stays static HTML). */
export const BookingForm = islandOf('BookingForm', Component)
