import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { phoneHref, phoneText } from '../../lib/format.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './UrgentLine.css.ts'

/**
 * The urgent lane in one line, for the top of a page whose first screen
 * belongs to something else (the booking form): her phone, one tap away. The
 * full box, with the SMS, stays lower on the page (content/blocs/urgence.mdx).
 */
export function UrgentLine() {
  return (
    <p className={styles.line}>
      <strong>{ui.urgent.label}</strong>
      {' '}
      {/* Her number alone, in an outlined button, to fit one line on a phone; said in full to a screen reader (« Appeler le … »). */}
      <a className={button({ variant: 'secondary', size: 'small' })} href={phoneHref(practice.phone)} aria-label={ui.urgent.call}>
        <Icon name="phone" />
        {phoneText(practice.phone)}
      </a>
    </p>
  )
}
