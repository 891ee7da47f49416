import { useState } from 'react'
import * as styles from './KeptHtml.css.ts'

export interface KeptHtmlProps {
  /** The element React renders into (the app's #root, or an island's own). */
  of: Element
}

/**
 * The page as a browser without JavaScript shows it, which it now is: what
 * `<noscript>` holds (the forms' phone and e-mail) shown, and no send button
 * left that would post a form to a static page and lose what was typed.
 */
function withoutScript(html: string): string {
  // A parsed document runs no script, so its <noscript> elements hold elements, not text.
  const { body } = new DOMParser().parseFromString(html, 'text/html')
  for (const noscript of body.querySelectorAll('noscript')) noscript.replaceWith(...noscript.childNodes)
  for (const button of body.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')) button.disabled = true
  return body.innerHTML
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
