/**
 * A part of the page as a browser without JavaScript shows it, which it now
 * is: what `<noscript>` holds (the forms' phone and e-mail) shown, and no send
 * button left that would post a form to a static page and lose what was
 * typed. Used by KeptHtml (an island that threw) and by the page's script
 * when an island's code cannot arrive (src/page/islands.ts): a plain module,
 * so the page's script loads no React for it.
 */
export function withoutScript(html: string): string {
  // A parsed document runs no script, so its <noscript> elements hold elements, not text.
  const { body } = new DOMParser().parseFromString(html, 'text/html')
  for (const noscript of body.querySelectorAll('noscript')) noscript.replaceWith(...noscript.childNodes)
  for (const button of body.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')) button.disabled = true
  return body.innerHTML
}

/**
 * The same, in place, on a part of the live page: what is typed in its fields
 * stays. In a page that runs scripts a `<noscript>` holds its HTML as text.
 */
export function showWithoutScript(root: Element): void {
  for (const noscript of root.querySelectorAll('noscript')) {
    const { body } = new DOMParser().parseFromString(noscript.textContent ?? '', 'text/html')
    noscript.replaceWith(...body.childNodes)
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')) button.disabled = true
}
