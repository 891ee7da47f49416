import { islandOf } from '../components/Island/Island.tsx'
import { FoldedContactForm as Component } from '../components/FoldedContactForm/FoldedContactForm.tsx'

/** What the pages' `<FoldedContactForm />` renders: the form, as an island (the page around it stays static HTML). */
export const FoldedContactForm = islandOf('FoldedContactForm', Component)
