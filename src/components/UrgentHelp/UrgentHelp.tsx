import type { ReactNode } from 'react'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { phoneHref, smsHref } from '../../lib/format.ts'
import { button } from '../ButtonLink/ButtonLink.css.ts'
import { Icon } from '../Icon/Icon.tsx'
import * as styles from './UrgentHelp.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

export interface UrgentHelpProps {
  /** What to say above the two links, written in MDX (content/blocs/urgence.mdx). */
  children: ReactNode
}

/**
 * The urgent lane, a slim line: one tap to call or to send a pre-filled SMS,
 * for a parent who cannot wait for the form's answer (her calendar has closed
 * days), and the emergency number.
 */
export function UrgentHelp({ children }: UrgentHelpProps) {
  return (
    <aside className={styles.box} aria-label={ui.urgent.label}>
      {children}
      <ul className={styles.links}>
        <li>
          {/* Outlined, both: the page's one filled button is its booking one; both start on the same edge when they wrap. */}
          <a className={button({ variant: 'secondary', size: 'small' })} href={phoneHref(practice.phone)}>
            <Icon name="phone" />
            <NoBreakAtHyphens>{ui.urgent.call}</NoBreakAtHyphens>
          </a>
        </li>
        <li>
          <a className={button({ variant: 'secondary', size: 'small' })} href={smsHref(practice.phone, practice.urgentSms)}>
            <NoBreakAtHyphens>{ui.urgent.sms}</NoBreakAtHyphens>
          </a>
        </li>
      </ul>
      <p className={styles.emergency}><NoBreakAtHyphens>{ui.urgent.emergency}</NoBreakAtHyphens></p>
    </aside>
  )
}
