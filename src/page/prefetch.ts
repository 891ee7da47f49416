/**
 * The next page, fetched on intent, where the browser has no Speculation
 * Rules (each page's HTML carries them, scripts/build/prerender.ts): a
 * `<link rel=prefetch>` as soon as a pointer comes over a link of the site, a
 * finger touches it or the keyboard reaches it, once per address.
 */
export function prefetchOnIntent(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return
  const asked = new Set<string>()
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target) return
    const url = link.pathname + link.search
    if (asked.has(url) || url === window.location.pathname + window.location.search) return
    asked.add(url)
    const hint = document.createElement('link')
    hint.rel = 'prefetch'
    hint.href = url
    document.head.append(hint)
  }
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, prefetch, { passive: true })
}
