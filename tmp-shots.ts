import { chromium } from '@playwright/test'
import { startStaticServer } from './scripts/static-server.ts'
import { launchOptions } from './tests/helpers/chromium.ts'

const pages = ['/', '/consultations', '/conditions', '/mentions-legales', '/politique-de-confidentialite', '/cartes-cadeaux', '/a-propos', '/location-tire-lait', '/temoignages', '/pourquoi-consulter', '/rendez-vous', '/404.html']
const out = '/tmp/review-shots'
const { server, url } = await startStaticServer({ root: '/work/main/dist', port: 4377 })
const browser = await chromium.launch(launchOptions)
const logs: string[] = []
for (const [w, h] of [[390, 844], [1280, 800]]) {
  for (const p of pages) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
    const page = await ctx.newPage()
    page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${w} ${p} console ${m.type()}: ${m.text()}`) })
    page.on('pageerror', e => logs.push(`${w} ${p} pageerror: ${e.message}`))
    await page.clock.setFixedTime(new Date('2026-11-20T10:00:00+01:00'))
    await page.goto(url + p, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    await page.waitForTimeout(300)
    const name = (p === '/' ? 'home' : p.slice(1).replace(/\W+/g, '_')) + '-' + w
    const shoot = async (n: string) => {
      await page.screenshot({ path: `${out}/${n}.png`, fullPage: true })
      const sw = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])
      logs.push(`${n}: scrollWidth=${sw[0]} height=${sw[1]}`)
      if (w === 390) {
        for (let y = 0, i = 0; y < sw[1]; y += h, i++) {
          await page.screenshot({ path: `${out}/${n}-slice${String(i).padStart(2, '0')}.png`, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(h, sw[1] - y) } })
        }
      }
    }
    await shoot(name)
    if (p === '/rendez-vous') {
      const btn = page.getByRole('button', { name: /lundi 23 novembre 2026/i })
      logs.push(`date buttons: ${await btn.count()}`)
      await btn.first().click()
      await page.waitForTimeout(400)
      await shoot(name + '-date')
    }
    await ctx.close()
  }
}
await browser.close()
server.close()
console.log(logs.join('\n'))
