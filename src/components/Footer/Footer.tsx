import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { NBSP, phoneHref, phoneText } from '../../lib/format.ts'
import { legalRoutes, routes } from '../../routes.ts'
import { Link } from '../Link/Link.tsx'
import * as styles from './Footer.css.ts'

/** Contact details, area served, the practice's promises and every page again. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className={styles.heading}>
            {ui.footer.contactHeading}
          </h2>
          <p className={styles.text}>
            <strong>{practice.name}</strong>
            <br />
            {practice.profession}
          </p>
          <ul className={styles.list}>
            <li>
              <span>{ui.footer.phoneLabel}{NBSP}: </span>
              <a className={styles.link} href={phoneHref(practice.phone)}>
                {phoneText(practice.phone)}
              </a>
            </li>
            <li>
              <span>{ui.footer.emailLabel}{NBSP}: </span>
              <a className={styles.link} href={`mailto:${practice.email}`}>
                {practice.email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="pied-zone">
          <h2 id="pied-zone" className={styles.heading}>
            {ui.footer.zoneHeading}
          </h2>
          <p className={styles.text}>{ui.footer.zone}</p>
          <ul className={styles.list}>
            {ui.footer.promises.map((promise) => (
              <li key={promise} className={styles.promise}>
                {promise}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="pied-nav">
          <h2 id="pied-nav" className={styles.heading}>
            {ui.footer.navHeading}
          </h2>
          <ul className={`${styles.list} ${styles.pages}`}>
            {routes.map((route) =>
              route.path && route.kind !== 'legal' ? (
                <li key={route.path}>
                  <Link className={styles.link} to={route.path}>
                    {route.nav ?? route.title}
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {practice.name} · {practice.profession}
        </p>
        <ul className={styles.legal}>
          {legalRoutes.map((route) => (
            <li key={route.file}>
              <Link className={styles.legalLink} to={route.path ?? '/'}>
                {route.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
