import { ui } from 'virtual:content/ui'
import { privacyPage } from '../../lib/role-paths.ts'
import * as field from '../FormField/FormField.css.ts'
import { Link } from '../Link/Link.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** The line under each form that says what the data is for and links to the privacy policy (RGPD art. 13). */
export function PrivacyNote() {
  return (
    <p className={field.note}>
      <NoBreakAtHyphens>{ui.forms.privacy}</NoBreakAtHyphens>
      {privacyPage ? (
        <>
          {' '}
          <Link to={privacyPage.path}><NoBreakAtHyphens>{privacyPage.title}</NoBreakAtHyphens></Link>
        </>
      ) : null}
    </p>
  )
}
