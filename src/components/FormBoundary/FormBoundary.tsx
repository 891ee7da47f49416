import type { ReactNode } from 'react'
import { ui } from 'virtual:content/ui'
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary.tsx'
import { ContactInstead } from '../NoScriptContact/NoScriptContact.tsx'

/** What stands in a form's place once it has failed: her phone and e-mail, after a sentence that says so. */
export function FormUnavailable() {
  return <ContactInstead lead={ui.forms.unavailable} />
}

export interface FormBoundaryProps {
  /** The form it keeps: shown until it throws, then the notice in its place. */
  children: ReactNode
}

/**
 * Around each form: if the form throws (its calendar's script fails to
 * load, a browser refuses what it asks), the rest of the page stays, and in
 * the form's place the visitor reads her phone and e-mail, so an urgent
 * request never dead-ends.
 */
export function FormBoundary({ children }: FormBoundaryProps) {
  return <ErrorBoundary fallback={<FormUnavailable />}>{children}</ErrorBoundary>
}
