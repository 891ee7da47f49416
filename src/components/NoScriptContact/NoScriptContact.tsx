import { practice } from '../../../content/data/practice.ts'
import { ui } from '../../../content/data/ui.ts'
import { phoneHref } from '../../lib/format.ts'

/** Without JavaScript the forms cannot send: say so, with the phone and the e-mail instead. */
export function NoScriptContact() {
  return (
    <noscript>
      <p>
        {ui.forms.noScript} <a href={phoneHref(practice.phone)}>{practice.phone}</a> ·{' '}
        <a href={`mailto:${practice.email}`}>{practice.email}</a>
      </p>
    </noscript>
  )
}
