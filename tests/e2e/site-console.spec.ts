import { expect, test } from '@playwright/test'
import { hydrationWarning, sitePages, waitForHydration, watchConsole } from '../helpers/site.ts'

const paths = [...sitePages.map((page) => page.path), '/services']

test.describe('console', () => {
  for (const path of paths) {
    test(`${path} hydrates with no console error, warning or hydration mismatch`, { tag: '@mobile' }, async ({ page }) => {
      const console = watchConsole(page)
      await page.goto(path)
      await waitForHydration(page)
      // The 404 page's own status is logged by Chromium as a failed load: that one is expected.
      const problems = console.problems.filter((problem) => !problem.includes(`404 (Not Found) (${page.url()})`))
      expect(problems.filter((problem) => hydrationWarning.test(problem)), 'hydration').toEqual([])
      expect(problems).toEqual([])
    })
  }

  test('the hydration check sees a mismatch when there is one', async ({ page }) => {
    // Proves the watcher works: alter the server HTML before React hydrates it.
    const console = watchConsole(page)
    await page.route('**/temoignages', async (route) => {
      const response = await route.fetch()
      // Whatever her h1 says, the server HTML now says something else.
      const html = (await response.text()).replace(/<h1\b([^>]*)>[\s\S]*?<\/h1>/, '<h1 data-altered="1" title="x"$1>Autre chose</h1>')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/temoignages')
    await waitForHydration(page)
    await expect.poll(() => console.problems.some((problem) => hydrationWarning.test(problem))).toBe(true)
  })
})
