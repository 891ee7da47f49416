/**
 * What the browser tests expect of the built site, read from the same
 * sources as the site itself (content/pages.yaml, content/data/), so adding a
 * page adds it to every test. The unit tests of the rendered pages use its
 * page lookups too (which page places what, a page's facts and anchors).
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'
import type { Manifest } from 'vite'
import { chunkClosure } from '../../scripts/build/chunk-closure.ts'
import { factNames } from '../../src/content/facts.ts'
import { titleText } from '../../src/lib/seo.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { pathOfRole } from '../../src/content/roles.ts'
import { mdxIn, pageWithBlocks, pathsMatching } from './page-source.ts'
import { quotedIn } from '../../scripts/build/check/role-pages.ts'
import { touchTargetRem } from '../../src/styles/touch.ts'
import { palette } from '../../src/styles/palette.ts'
import { computedColour } from './colour.ts'
import { contentDir, notFoundPage, pages, practice, ui } from './content.ts'
import { plainSpaces } from './text.ts'

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

/** Her own pages (`kind: private`, her off-site booking tool): in no menu, not in the sitemap, never indexed (tests/e2e/offsite.spec.ts). */
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

/** The first page of hers that places that component: a test of what it shows fails loudly when no page places it. */
export function pathPlacing(component: string): string {
  const [found] = pathsPlacing(component)
  if (found === undefined) throw new Error(`no page of content/pages.yaml places <${component}>`)
  return found
}

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

/**
 * The page at `path` is the one shown: its address, its exact `<title>` from
 * content/pages.yaml and one visible h1 (whose words are hers, so not read).
 */
export async function expectPageShown(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path)
  await expect(page).toHaveTitle(pageAt(path).documentTitle)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

/** Nothing on the page has shifted so far (CLS without its session windows: any shift counts); else the message says what moved. */
export async function expectNoShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }[]>((resolve) => {
        const found: { value: number; moved: string[] }[] = []
        const where = (node: Node | null) =>
          node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}"> « ${(node.textContent ?? '').trim().slice(0, 40)} »` : String(node?.nodeName)
        const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            found.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => `${where(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`) })
          }
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries arrive with the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)))
      }),
  )
  // What moved, when something did: a shift that comes one run in many is found by its message.
  expect(shifts.reduce((total, shift) => total + shift.value, 0), JSON.stringify(shifts, null, 1)).toBe(0)
}

/** The box of an element that must be laid out. */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} is not laid out`)
  return found
}

/** A regular expression for a visible text where any space may be a no-break or narrow no-break one. */
export function loose(text: string, { exact = true } = {}): RegExp {
  // Her typeset texts hold no-break spaces, which accessible names may report as plain ones: any space matches any.
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ \u00a0\u202f]/g, '[\\s\\u00a0\\u202f]')
  return new RegExp(exact ? `^\\s*${escaped}\\s*$` : escaped)
}

/** The header's menu, its button on a phone, and its call to action (the short label on a phone, the full one read). */
export const headerNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: ui.header.navLabel })
export const menuToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.header.menu })
export const headerCta = (page: Page) => page.getByRole('banner').getByRole('link', { name: loose(ui.header.cta) })

/** The least height a thumb can hit, in CSS pixels: the theme's `width.touch` (src/styles/touch.ts) at 16 px a rem. */
export const touchTarget = touchTargetRem * 16

/** The theme's page colour, as the browser reports it. */
export const pageBackground = computedColour(palette.page)

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

/**
 * The name of one of her main offers, in the <summary> that opens its presentation, matched whole: « Formule »
 * is not found in « Formule+ ». A price card's name is a heading, not a summary.
 */
export const offerSummary = (scope: Page | Locator, title: string): Locator => scope.locator('summary').getByText(plainSpaces(title), { exact: true })

/** The links of `scope` that lead to `href`, whatever words she gave them. */
export const linksTo = (scope: Page | Locator, href: string): Locator =>
  scope.getByRole('link').and(scope.locator(`[href="${href}"]`))

/** The built site, with its trailing slash. */
export const dist = fileURLToPath(new URL('../../dist/', import.meta.url))

/**
 * The JavaScript files each page's own module needs, from the manifest of the
 * whole app's build (`vite build --mode styles`, whose CSS the pages inline):
 * `content/temoignages.mdx` → assets/temoignages-<hash>.js and what it imports.
 */
export function pageChunks(): Map<string, { own: string; closure: Set<string> }> {
  const path = `${dist}.vite/styles-manifest.json`
  if (!existsSync(path)) throw new Error('dist/.vite/styles-manifest.json is missing: run `npm run build` first.')
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest
  const result = new Map<string, { own: string; closure: Set<string> }>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = /content\/([^/]+)\.mdx$/.exec(key)
    if (match?.[1]) result.set(match[1], { own: chunk.file, closure: new Set(chunkClosure(manifest, key).map((each) => each.file)) })
  }
  return result
}

/**
 * Resolves once the page is ready: its script has run (the page has loaded)
 * and every island that hydrates at once (src/page/islands.ts: not the
 * folded contact form, which waits to be opened, nor a contact form not yet
 * touched) has been claimed by React
 * (its first element carries React's fiber key), and one frame has passed so
 * that errors React reports after the commit have been logged. A click made
 * right after `goto` may land before a button has its handler.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false
    const claimed = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
    return [...document.querySelectorAll('[data-island]')].every((island) => {
      const fold = island.querySelector('details')
      if (island.getAttribute('data-island') === 'FoldedContactForm' && fold && !claimed(fold)) return !fold.open
      // A contact form waits for a first touch, focus or keystroke (src/page/islands.ts): untouched, it is as it should be.
      if (island.getAttribute('data-island') === 'ContactForm' && !island.contains(document.activeElement)) return true
      return claimed(island.firstElementChild)
    })
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Opens `path` once the page is ready: loaded, its islands hydrated (waitForHydration). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** Messages React logs when the server HTML and the first client render differ. */
export const hydrationWarning = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i

/**
 * Records, from now on, every console error and warning of a page (a
 * warning as « warning: … ») and every uncaught exception (« uncaught: … »),
 * so a test can assert there was none, or exactly the line the app logs.
 * Call before the first navigation.
 * Left out: Chromium's own « Failed to load resource » for a send the test
 * itself refuses (EmailJS's API, the auto-reply function), whose outcome the
 * test checks on its own (the notice, the app's log line, her e-mail's line).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const url = message.location().url
    if (url.endsWith('/api/v1.0/email/send') || url.endsWith('/api/accuse-reception')) return
    // Chromium's « Failed to load resource » says which only by its location.
    const text = message.text().startsWith('Failed to load resource') ? `${message.text()} (${url})` : message.text()
    problems.push(message.type() === 'error' ? text : `warning: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}
