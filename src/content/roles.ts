/**
 * The pages the site links to by what they are for (pages.yaml's `role`):
 * the booking page, which the header's button and every « Réserver » open,
 * and the offers page, which the structured data points to. Renaming one in
 * pages.yaml moves every link the site makes to it; the check requires one
 * page per role (scripts/content/load.ts).
 */
import type { PageEntry, PageRole } from './schema.ts'

/** The one page of `pages` with that role; throws when there is none (the check says so first, in French). */
export function pageWithRole(pages: readonly PageEntry[], role: PageRole): PageEntry {
  const page = pages.find((candidate) => candidate.role === role)
  if (!page) throw new Error(`content/pages.yaml has no page with « role: ${role} » (npm run check explains it).`)
  return page
}
