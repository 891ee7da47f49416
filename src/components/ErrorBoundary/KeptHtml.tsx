import { useState } from 'react'
import { withoutScript } from '../../lib/without-script.ts'
import * as styles from './KeptHtml.css.ts'

export interface KeptHtmlProps {
  /** The element React renders into (the app's #root, or an island's own). */
  of: Element
}

/**
 * A fallback that keeps the page as the visitor was reading it: the HTML of
 * `of`, read when the fallback first renders, before React removes the part
 * that failed, and put back as plain HTML. Its text reads, its links work as
 * links (each a full page load); only what needed React stops.
 */
export function KeptHtml({ of }: KeptHtmlProps) {
  const [html] = useState(() => withoutScript(of.innerHTML))
  return <div className={styles.kept} dangerouslySetInnerHTML={{ __html: html }} />
}
