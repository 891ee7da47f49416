import { useId } from 'react'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { NBSP, phoneHref, phoneText } from '../../lib/format.ts'
import { bookingPath } from '../../lib/role-paths.ts'
import { navRoutes } from '../../routes.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { Link } from '../Link/Link.tsx'
import { Monogram } from '../Monogram/Monogram.tsx'
import { NavLink } from '../NavLink/NavLink.tsx'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'
import * as styles from './Header.css.ts'

/**
 * The site header: her mark and name, the main navigation (a toggled menu, with her phone number, on phones
 * and tablets) and the booking call to action. Static HTML: the page's small script (src/page/menu.ts) opens
 * and closes the phone menu through `aria-expanded` and the panel's `data-open`, the only state it has.
 * Without that script the footer still lists every page.
 */
export function Header() {
  const menuId = useId()

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <Monogram name={practice.name} />
          {/* Her name only: her profession opens the home page, under the header, and ends every page, in the footer. */}
          <span>
            <NoBreakAtHyphens>{practice.name}</NoBreakAtHyphens>
          </span>
        </Link>
        <button type="button" className={styles.toggle} aria-expanded="false" aria-controls={menuId} data-menu-toggle="">
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {/* Both shapes drawn; the styles show the cross while the menu is open (aria-expanded). */}
            <path className={styles.iconClosed} d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <path className={styles.iconOpen} d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {/* The name stays « Menu », hidden or not; aria-expanded tells whether it is open. */}
          <span className={styles.toggleLabel}>{ui.header.menu}</span>
        </button>
        {/* A pointer's target only: the toggle and Escape close the menu for the keyboard. */}
        <div className={styles.backdrop} aria-hidden="true" hidden data-menu-backdrop="" />
        <div id={menuId} className={styles.panel}>
          <nav aria-label={ui.header.navLabel}>
            <ul className={styles.list}>
              {navRoutes.map((route) => (
                <li key={route.path}>
                  <NavLink to={route.path} className={styles.link}>
                    {/* One flex item, wrapping at its spaces only: never « tire- / lait ». */}
                    <span>
                      <NoBreakAtHyphens>{route.nav}</NoBreakAtHyphens>
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className={styles.phone}>
            <a className={styles.phoneLink} href={phoneHref(practice.phone)}>
              <Icon name="phone" />
              <span>
                {ui.header.phoneLabel}
                {NBSP}: {phoneText(practice.phone)}
              </span>
            </a>
          </p>
        </div>
        <div className={styles.cta}>
          <ButtonLink to={bookingPath} size="small">
            {/* On a phone the short label shows, on one line; the full one is what every screen reader says. */}
            <span className={styles.ctaFull}>
              <NoBreakAtHyphens>{ui.header.cta}</NoBreakAtHyphens>
            </span>
            <span className={styles.ctaShort} aria-hidden="true">
              <NoBreakAtHyphens>{ui.header.ctaShort}</NoBreakAtHyphens>
            </span>
          </ButtonLink>
        </div>
      </div>
    </header>
  )
}
