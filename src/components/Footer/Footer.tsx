import { practice } from 'virtual:content/practice'
import { ui } from 'virtual:content/ui'
import { NBSP, phoneHref, phoneText } from '../../lib/format.ts'
import { footerRoutes, legalRoutes } from '../../routes.ts'
import { Icon } from '../Icon/Icon.tsx'
import { Link } from '../Link/Link.tsx'
import * as styles from './Footer.css.ts'
import { Words } from '../Words/Words.tsx'

/**
 * Contact details, area served, the practice's promises and every page again;
 * on a phone, her contact, a button to call her and the legal links.
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="pied-contact">
          <h2 id="pied-contact" className={`${styles.heading} ${styles.phoneHidden}`}>
            <Words>{ui.footer.contactHeading}</Words>
          </h2>
          <p className={styles.text}>
            <strong>
              <Words>{practice.name}</Words>
            </strong>
            <span className={styles.separator}> · </span>
            <span className={styles.profession}>
              <Words>{practice.profession}</Words>
            </span>
          </p>
          <ul className={styles.list}>
            <li>
              <span className={styles.label}><Words>{ui.footer.phoneLabel}</Words>{NBSP}: </span>
              {/* On a phone, a button to call her (outlined: the page's filled one is its own). */}
              <a className={styles.call} href={phoneHref(practice.phone)}>
                <Icon name="phone" />
                {phoneText(practice.phone)}
              </a>
            </li>
            <li>
              <span className={styles.label}><Words>{ui.footer.emailLabel}</Words>{NBSP}: </span>
              <a className={styles.link} href={`mailto:${practice.email}`}>
                {practice.email}
              </a>
            </li>
          </ul>
        </section>
        {/* On a phone, the header's menu and the pages themselves say where and how fast: the footer stays short. */}
        <section aria-labelledby="pied-zone" className={styles.wideOnly}>
          <h2 id="pied-zone" className={styles.heading}>
            <Words>{ui.footer.zoneHeading}</Words>
          </h2>
          <p className={styles.text}><Words>{ui.footer.zone}</Words></p>
          <ul className={styles.list}>
            {ui.footer.promises.map((promise) => (
              <li key={promise} className={styles.promise}>
                <Words>{promise}</Words>
              </li>
            ))}
          </ul>
        </section>
        {/* On a phone, the header's menu lists the pages; without JavaScript, which that menu needs, this list is shown. */}
        <nav aria-labelledby="pied-nav" className={styles.pagesNav}>
          <h2 id="pied-nav" className={styles.heading}>
            <Words>{ui.footer.navHeading}</Words>
          </h2>
          <ul className={`${styles.list} ${styles.pages}`}>
            {footerRoutes.map((route) => (
              <li key={route.path}>
                <Link className={styles.link} to={route.path}>
                  <Words>{route.nav ?? route.title}</Words>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {/* Her profession is said once, above, with her contact. */}
          © <Words>{practice.name}</Words>
        </p>
        <ul className={styles.legal}>
          {legalRoutes.map((route) => (
            <li key={route.file}>
              <Link className={styles.legalLink} to={route.path ?? '/'}>
                <Words>{route.title}</Words>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
