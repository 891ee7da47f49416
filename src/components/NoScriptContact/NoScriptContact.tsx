import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { phoneHref, phoneText } from '../../lib/format.ts'

export interface ContactInsteadProps {
  /** The sentence before her phone and e-mail, in her words (ui.yaml). */
  lead: string
}

/** A sentence, then her phone and her e-mail as links: the way to reach her where a form cannot. */
export function ContactInstead({ lead }: ContactInsteadProps) {
  return (
    <p>
      {lead} <a href={phoneHref(practice.phone)}>{phoneText(practice.phone)}</a> ·{' '}
      <a href={`mailto:${practice.email}`}>{practice.email}</a>
    </p>
  )
}

/** Without JavaScript the forms cannot send: say so, with the phone and the e-mail instead. */
export function NoScriptContact() {
  return (
    <noscript>
      <ContactInstead lead={ui.forms.noScript} />
    </noscript>
  )
}
