import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { NBSP, phoneHref, phoneText } from '../../lib/format.ts'
import { footerRoutes, legalRoutes } from '../../routes.ts'
import { Icon } from '../Icon/Icon.tsx'
import { Link } from '../Link/Link.tsx'
import * as styles from './Footer.css.ts'
import { NoBreakAtHyphens } from '../NoBreakAtHyphens/NoBreakAtHyphens.tsx'

/** Her name and profession, her phone (on a phone, a button to call her) and her e-mail. */
function FooterContact() {
  return (
    <section aria-labelledby="pied-contact">
      <h2 id="pied-contact" className={`${styles.heading} ${styles.phoneHidden}`}>
        <NoBreakAtHyphens>{ui.footer.contactHeading}</NoBreakAtHyphens>
      </h2>
      <p className={styles.text}>
        <strong>
          <NoBreakAtHyphens>{practice.name}</NoBreakAtHyphens>
        </strong>
        <span className={styles.separator}> · </span>
        <span className={styles.profession}>
          <NoBreakAtHyphens>{practice.profession}</NoBreakAtHyphens>
        </span>
      </p>
      <ul className={styles.list}>
        <li>
          <span className={styles.label}><NoBreakAtHyphens>{ui.footer.phoneLabel}</NoBreakAtHyphens>{NBSP}: </span>
          {/* On a phone, a button to call her (outlined: the page's filled one is its own). */}
          <a className={styles.call} href={phoneHref(practice.phone)}>
            <Icon name="phone" />
            {phoneText(practice.phone)}
          </a>
        </li>
        <li>
          <span className={styles.label}><NoBreakAtHyphens>{ui.footer.emailLabel}</NoBreakAtHyphens>{NBSP}: </span>
          <a className={styles.link} href={`mailto:${practice.email}`}>
            {practice.email}
          </a>
        </li>
      </ul>
    </section>
  )
}

/** Where she consults and her promises; on a phone, the header's menu and the pages themselves say where and how fast: the footer stays short. */
function FooterZone() {
  return (
    <section aria-labelledby="pied-zone" className={styles.wideOnly}>
      <h2 id="pied-zone" className={styles.heading}>
        <NoBreakAtHyphens>{ui.footer.zoneHeading}</NoBreakAtHyphens>
      </h2>
      <p className={styles.text}><NoBreakAtHyphens>{ui.footer.zone}</NoBreakAtHyphens></p>
      <ul className={styles.list}>
        {ui.footer.promises.map((promise, place) => (
          <li key={place} className={styles.promise}>
            <NoBreakAtHyphens>{promise}</NoBreakAtHyphens>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Every page; on a phone the header's menu lists them, and without JavaScript, which that menu needs, this list is shown. */
function FooterPages() {
  return (
    <nav aria-labelledby="pied-nav" className={styles.pagesNav}>
      <h2 id="pied-nav" className={styles.heading}>
        <NoBreakAtHyphens>{ui.footer.navHeading}</NoBreakAtHyphens>
      </h2>
      <ul className={`${styles.list} ${styles.pages}`}>
        {footerRoutes.map((route) => (
          <li key={route.path}>
            <Link className={styles.link} to={route.path}>
              <NoBreakAtHyphens>{route.nav ?? route.title}</NoBreakAtHyphens>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Contact details, area served, the practice's promises and every page again;
 * on a phone, her contact, a button to call her and the legal links.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterContact />
        <FooterZone />
        <FooterPages />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {/* Her profession is said once, above, with her contact. */}
          © <NoBreakAtHyphens>{practice.name}</NoBreakAtHyphens>
        </p>
        <ul className={styles.legal}>
          {legalRoutes.map((route) => (
            <li key={route.file}>
              <Link className={styles.legalLink} to={route.path ?? '/'}>
                <NoBreakAtHyphens>{route.title}</NoBreakAtHyphens>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
