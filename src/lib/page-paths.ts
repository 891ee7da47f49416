/**
 * A link's page, as the site matches it: in the browser (src/routes.ts, the
 * menu's current page) and in the check of her pages' links at build time
 * (scripts/build/check), which cannot import the route manifest's modules.
 */

/** « /a-propos/ » and « /a-propos » are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** The page part of a link's target: « /#contact » and « /?offre=x » lead to « / ». */
export function pagePath(to: string): string {
  return to.split(/[?#]/)[0] || '/'
}
