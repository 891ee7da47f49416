/**
 * A part of the page that throws in the browser never blanks the page the
 * visitor is reading: a form that fails gives way to her phone and e-mail,
 * the rest of the page working on; anything else leaves the page as it was,
 * in plain HTML whose links still lead on. Made to fail from outside, as a
 * browser or a network can: no hook in the site. Malformed addresses on
 * every page: site-routes.spec.ts; the boundaries' HTML: tests/unit/error-boundary.test.tsx.
 */
import { expect, test } from '@playwright/test'
import { practice, ui } from '../helpers/content.ts'
import { bookingForm, bookingLabels, contactForm, field } from '../helpers/forms.ts'
import { bookingPath, expectPageShown, headerMenu, headerNav, linksTo, loose, mdxHeadings, menuToggle, pageAt, pathsPlacing, sitePages, gotoHydrated, watchConsole } from '../helpers/site.ts'
import { phoneHref } from '../../src/lib/format.ts'

/** The fixed line the site logs for the developer when a boundary catches an error (src/components/ErrorBoundary). */
const caughtLog = 'A part of the page threw; it shows its fallback instead.'
/** The fixed line the page's script logs when an island's code cannot load (src/page/islands.ts). */
const islandLog = 'An island could not start; its page stays as it was.'

test('the booking calendar’s script lost: her phone and e-mail in the form’s place, the page’s text and its navigation still working, a malformed fragment then changing nothing', async ({ page }) => {
  const problems = watchConsole(page)
  await page.route('**/assets/BookingCalendar-*.js', (route) => route.abort('internetdisconnected'))
  await gotoHydrated(page, bookingPath)
  // The calendar is asked for at the parent's first intent in the form (a pointer over it).
  await field(bookingForm(page), bookingLabels.name).hover()

  const main = page.getByRole('main')
  const instead = main.locator('p').filter({ hasText: loose(ui.forms.unavailable, { exact: false }) })
  await expect(instead).toBeVisible()
  await expect(linksTo(instead, phoneHref(practice.phone))).toBeVisible()
  await expect(linksTo(instead, `mailto:${practice.email}`)).toBeVisible()
  await expect(bookingForm(page)).toHaveCount(0)
  await expectPageShown(page, bookingPath)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(loose(mdxHeadings(pageAt(bookingPath).file)[0]!))
  expect(problems.filter((problem) => problem.includes(caughtLog))).toHaveLength(1)

  // The rest of the page is still the site: a fragment that decodes to nothing, typed or cut short, changes nothing…
  await page.evaluate(() => {
    window.location.hash = '%E0'
  })
  await expect(page).toHaveURL(/#%E0$/)
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  // …and the menu still opens the next page.
  const [label, path] = headerMenu.find(([, candidate]) => candidate !== bookingPath)!
  if (page.viewportSize()!.width < 1024) await menuToggle(page).click()
  await headerNav(page).getByRole('link', { name: loose(label) }).click()
  await expectPageShown(page, path)
  expect(problems.filter((problem) => problem.includes(caughtLog) || problem.startsWith('uncaught'))).toHaveLength(1)
})

test('an island whose hydrating code cannot arrive leaves the page as it was, in plain HTML: every heading still there, the folded form saying to call or write instead of sending, its links leading on', async ({ page }) => {
  const problems = watchConsole(page)
  // The file of the module that hydrates an island (src/page/hydrate.tsx, beside React's own file:
  // scripts/build/island-chunks.ts), lost as on a dropped connection: a folded form cannot hydrate when opened.
  const folded = pathsPlacing('FoldedContactForm')[0]
  test.skip(!folded, 'No page of content/pages.yaml places <FoldedContactForm>.')
  await page.route('**/assets/hydrate-*.js', (route) => route.abort('internetdisconnected'))
  await gotoHydrated(page, folded!)

  const main = page.getByRole('main')
  await expectPageShown(page, folded!)
  for (const heading of mdxHeadings(pageAt(folded!).file)) await expect(main.getByRole('heading', { name: loose(heading) })).toBeVisible()
  // As without JavaScript, the folded form still opens and says to call or write; its button, which would post to a static page, is off.
  await main.getByText(loose(ui.forms.openContact)).click()
  await expect.poll(() => problems.some((problem) => problem.includes(islandLog))).toBe(true)
  const form = contactForm(page)
  expect(await form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false)
  await expect(form.getByRole('button', { name: loose(ui.forms.submitContact) })).toBeDisabled()
  await expect(linksTo(form.locator('p').filter({ hasText: loose(ui.forms.noScript, { exact: false }) }), phoneHref(practice.phone))).toBeVisible()
  const legal = sitePages.find((entry) => entry.legal)!
  await page.getByRole('contentinfo').getByRole('link', { name: loose(legal.title) }).click()
  await expectPageShown(page, legal.path)
  expect(problems.filter((problem) => problem.startsWith('uncaught'))).toEqual([])
})
