import { ui } from 'virtual:content/ui'
import { NBSP } from '../../lib/format.ts'
import * as styles from './PreviewBanner.css.ts'

/**
 * Says, on every page of a preview build, that some information is still an
 * example, so a preview is never taken for the real site. Plain text in the
 * pre-rendered HTML: readable without JavaScript, and nothing moves when the
 * page hydrates.
 */
export function PreviewBanner() {
  return (
    <aside aria-label={ui.preview.title} className={styles.banner}>
      <p className={styles.text}>
        <strong>{ui.preview.title}</strong>
        {`${NBSP}: ${ui.preview.text}`}
      </p>
    </aside>
  )
}
