import { islandOf } from '../components/Island/Island.tsx'
import { ContactForm as Component } from '../components/ContactForm/ContactForm.tsx'

/** What the pages' `<ContactForm />` renders: the form, as an island (the page around it stays static HTML). */
export const ContactForm = islandOf('ContactForm', Component)
