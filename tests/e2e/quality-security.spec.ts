/**
 * The site as a static host serves it with public/_headers: every page gets
 * the security headers, and nothing on any page — loading, hydrating,
 * navigating — is blocked by the Content-Security-Policy or fails to load.
 */
import { expect, test } from '@playwright/test'
import { builtRoutes, unknownPath } from '../../scripts/tools/bytes.ts'
import { ui } from '../helpers/content.ts'
import { waitForHydration, watchForBlockedContent } from '../helpers/quality.ts'
import { headerMenu } from '../helpers/site.ts'

for (const route of builtRoutes) {
  test(`${route.label} is served with the security headers and nothing on it is blocked`, async ({ page }) => {
    const problems = await watchForBlockedContent(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(route.path === unknownPath ? 404 : 200)
    const headers = (await response?.allHeaders()) ?? {}
    // The site's own files, and the one inline boot script by its hash: nothing else inline.
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['permissions-policy']).toBeTruthy()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(await problems()).toEqual([])
  })
}

test('navigating through every page of the menu raises no CSP violation nor error', async ({ page }) => {
  const problems = await watchForBlockedContent(page)
  await page.goto('/')
  await waitForHydration(page)
  const menu = page.getByRole('navigation', { name: ui.header.navLabel })
  const names = await menu.getByRole('link').allTextContents()
  expect(names).toHaveLength(headerMenu.length)
  for (const name of [...names.slice(1), ...names.slice(0, 1)]) {
    await menu.getByRole('link', { name, exact: true }).click()
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  }
  await page.getByRole('banner').getByRole('link', { name: ui.header.cta }).click()
  await expect(page).toHaveURL(/\/rendez-vous$/)
  await page.waitForLoadState('networkidle')
  expect(await problems()).toEqual([])
})

test('the _headers file itself is not served', async ({ request }) => {
  expect((await request.get('/_headers')).status()).toBe(404)
})
