/**
 * The pages the site links to by what they are for (pages.yaml's `role`,
 * `pageRoles`): the booking page, which the header's button and every
 * « Réserver » open; the offers page, which the structured data points to;
 * the conditions of sale, which the booking form and the confirmation link
 * to; the privacy policy, which every form links to. Renaming one in
 * pages.yaml moves every link the site makes to it; the check requires one
 * page per role (`oneRolePerPage`, scripts/build/content/cross-rules.ts), so the build always finds it.
 */
import type { PageEntry, PageRole } from './schema.ts'

/**
 * The section of the conditions of sale (the page with the role « terms »)
 * that holds the withdrawal form, `<Section id="…">`: the confirmation
 * e-mail links to it, and the check requires it.
 */
export const termsWithdrawalAnchor = 'formulaire-de-retractation'

/** The address of the page of `pages` with that role (the home page, should the check have let none through). */
export function pathOfRole(pages: readonly PageEntry[], role: PageRole): string {
  return pages.find((page) => page.role === role)?.path ?? '/'
}

/** The page of `pages` with that role, for code that needs its title or file too. */
export function pageWithRole(pages: readonly PageEntry[], role: PageRole): PageEntry | undefined {
  return pages.find((page) => page.role === role)
}
