import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { phoneHref, phoneText } from '../../lib/format.ts'

/** Without JavaScript the forms cannot send: say so, with the phone and the e-mail instead. */
export function NoScriptContact() {
  return (
    <noscript>
      <p>
        {ui.forms.noScript} <a href={phoneHref(practice.phone)}>{phoneText(practice.phone)}</a> ·{' '}
        <a href={`mailto:${practice.email}`}>{practice.email}</a>
      </p>
    </noscript>
  )
}
