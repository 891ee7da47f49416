/**
 * Her pages as the tests look them up, read from the same sources as the site
 * itself (content/pages.yaml, her page files), so adding a page adds it to
 * every test: which pages there are and where each role is, which page places
 * what, a page's headings, facts and anchors. No browser here: the unit tests
 * of the rendered pages use these too; tests/helpers/site.ts adds what the
 * browser tests need.
 */
import { factNames } from '../../src/content/facts.ts'
import { pathOfRole } from '../../src/content/roles.ts'
import { titleText } from '../../src/lib/seo.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { quotedIn } from '../../scripts/build/check/role-pages.ts'
import { contentDir, notFoundPage, pages, practice } from './content.ts'
import { mdxIn, pageWithBlocks, pathsMatching } from './page-source.ts'

export { pages }

const titleOf = (title: string) => titleText(title, practice.name)

const pageUnderTest = (page: (typeof pages)[number]) => ({
  path: page.path,
  file: page.file,
  /** Legal pages are linked from the footer's bottom line, not from its menu. */
  legal: 'kind' in page && page.kind === 'legal',
  title: page.title,
  documentTitle: titleOf(page.title),
  description: page.description,
})
const isPrivate = (page: (typeof pages)[number]) => 'kind' in page && page.kind === 'private'

/**
 * Each page of content/pages.yaml a visitor may reach (her own pages aside:
 * `privatePages`): her title, and the exact text of `<title>` as src/routes.ts
 * `documentTitle` writes it.
 */
export const sitePages = pages.filter((page) => !isPrivate(page)).map(pageUnderTest)
export type PageUnderTest = (typeof sitePages)[number]

/** Her own pages (`kind: private`, her off-site booking tool): in no menu (tests/unit/site-render.test.tsx), not in the sitemap and never indexed (tests/integration/launch-build.test.ts, tests/unit/seo.test.ts); the tool itself: tests/e2e/offsite.spec.ts. */
export const privatePages = pages.filter(isPrivate).map(pageUnderTest)

/** The booking page (the role « booking » of pages.yaml), wherever she puts it. */
export const bookingPath = pathOfRole(pages, 'booking')

/** The offers page, the privacy policy and the conditions of sale (their roles, each required by the check), wherever she puts them. */
export const offersPath = pathOfRole(pages, 'offers')
export const privacyPath = pathOfRole(pages, 'privacy')
export const termsPath = pathOfRole(pages, 'terms')

/** A page's file with the blocks it places (`<Urgence />` is content/blocs/urgence.mdx), as the site renders them. */
export const withBlocks = (file: string): string => pageWithBlocks(contentDir, file)

/** Her pages that place that component (« TestimonialList »), in their file or in a block they place, wherever she puts them. */
export const pathsPlacing = (component: string): string[] => pathsMatching(contentDir, sitePages, new RegExp(`<${component}\\b`))

/** The pages of the footer menu « Les pages ». */
export const footerMenuPages = sitePages.filter((page) => !page.legal)

export const notFound = { ...notFoundPage, documentTitle: titleOf(notFoundPage.title) }

/** The header menu: every page of content/pages.yaml with a menu label (`nav`), in the file's order, as [label, path]. */
export const headerMenu: readonly (readonly [label: string, path: string])[] = pages.flatMap((page) =>
  'nav' in page && page.nav ? [[page.nav, page.path] as const] : [],
)

/** The page of content/pages.yaml at that address; fails loudly when she has removed it. */
export function pageAt(path: string): PageUnderTest {
  const found = [...sitePages, ...privatePages].find((candidate) => candidate.path === path)
  if (!found) throw new Error(`content/pages.yaml has no page at ${path}`)
  return found
}

export function menuLabel(path: string): string {
  const found = headerMenu.find(([, candidate]) => candidate === path)
  if (!found) throw new Error(`the page at ${path} has no menu label (nav) in content/pages.yaml`)
  return found[0]
}

/** Her page content/<file>.mdx as she wrote it. */
export const mdxSource = (file: string) => mdxIn(contentDir, file)

/**
 * The targets of the `<ScrollButton target="…">` she placed in content/<file>.mdx:
 * the anchors are the mechanism under test, her button's words are not.
 */
export function scrollTargets(file: string): string[] {
  return [...mdxSource(file).matchAll(/<ScrollButton\b[^>]*\btarget="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []))
}

/**
 * The headings (`#`, `##`…) of content/<file>.mdx, typeset as the site shows
 * them: for a test that must find a block she wrote, never to pin her words.
 */
export function mdxHeadings(file: string): string[] {
  return [...mdxSource(file).matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].flatMap((match) => (match[1] ? [frenchTypography(match[1])] : []))
}

/** The facts (`<Fact of="…" />`) she placed in content/<file>.mdx, each shown from practice.yaml. */
export function factsPlacedIn(file: string): string[] {
  const named = quotedIn(mdxSource(file))
  // The build refuses an unknown name: only known ones reach here.
  return factNames.filter((name) => named.has(name))
}
