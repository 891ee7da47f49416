import { chromium } from '@playwright/test'
import { startStaticServer } from './scripts/static-server.ts'
import { launchOptions } from './tests/helpers/chromium.ts'
const out = '/tmp/review-shots'
const { server, url } = await startStaticServer({ root: '/work/main/dist', port: 4377 })
const browser = await chromium.launch(launchOptions)
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const page = await ctx.newPage()
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00+01:00'))
  await page.goto(url + '/', { waitUntil: 'networkidle' })
  await page.mouse.wheel(0, 1500); await page.waitForTimeout(500)
  await page.screenshot({ path: `${out}/extra-home-scrolled-${w}.png` })
  if (w === 390) {
    await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300)
    await page.getByRole('button', { name: /menu/i }).click(); await page.waitForTimeout(400)
    await page.screenshot({ path: `${out}/extra-menu-open-390.png` })
  }
  await page.goto(url + '/rendez-vous', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /vendredi 20 novembre 2026/i }).click(); await page.waitForTimeout(300)
  const slots = page.locator('text=Créneau').first()
  await slots.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${out}/extra-rdv-today-${w}.png` })
  await page.getByRole('button', { name: /lundi 23 novembre 2026/i }).click(); await page.waitForTimeout(300)
  const b = page.getByText('14:00', { exact: true })
  console.log(w, 'slot 14 count', await page.getByRole('radio', { name: '14:00' }).count(), await b.textContent())
  await b.click().catch(e => console.log('click fail', e.message)); await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/extra-rdv-slot-${w}.png` })
  await page.getByRole('button', { name: /mois suivant|suivant/i }).first().click().catch(e => console.log('next fail', e.message)); await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/extra-rdv-nextmonth-${w}.png` })
  console.log(w, JSON.stringify(await page.locator('select').first().evaluate((s: HTMLSelectElement) => [...s.options].map(o => o.text))))
  await ctx.close()
}
await browser.close(); server.close()
