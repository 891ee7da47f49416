import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { loadPage, navRoutes } from '../../routes.ts'
import { ButtonLink } from '../ButtonLink/ButtonLink.tsx'
import { Link } from '../Link/Link.tsx'
import { NavLink } from '../NavLink/NavLink.tsx'
import * as styles from './Header.css.ts'

const bookingPath = '/rendez-vous'

/** The site header: name, main navigation (a toggled menu on phones) and the booking call to action. */
export function Header() {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()

  // Any navigation, by the menu or otherwise, closes the menu.
  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandName}>{practice.name}</span>
          <span className={styles.brandSub}>{practice.profession}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          {/* The name stays « Menu »; aria-expanded tells whether it is open. */}
          {ui.header.menu}
        </button>
        <nav
          id={menuId}
          aria-label={ui.header.navLabel}
          className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.list}>
            {navRoutes.map((route) => (
              <li key={route.path}>
                <NavLink
                  to={route.path}
                  className={styles.link}
                  onClick={() => setOpen(false)}
                  onPointerEnter={() => void loadPage(route)}
                  onFocus={() => void loadPage(route)}
                >
                  {route.nav}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ButtonLink to={bookingPath} size="small">
          {ui.header.cta}
        </ButtonLink>
      </div>
    </header>
  )
}
