import { chromium } from '@playwright/test'
import { launchOptions } from './tests/helpers/chromium.ts'
import { startStaticServer } from './scripts/static-server.ts'
const root = process.argv[2] ?? 'dist'
const { server, url } = await startStaticServer({ root })
const browser = await chromium.launch(launchOptions)
for (const path of ['/rendez-vous', '/']) {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      ;(window as any).lcps = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) (window as any).lcps.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? `${e.element.tagName} ${e.element.className} « ${(e.element.textContent ?? '').slice(0, 50)} »` : '?' })
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(url + path)
    await page.waitForTimeout(2500)
    const fcp = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0))
    console.log(path, 'FCP', fcp, JSON.stringify(await page.evaluate(() => (window as any).lcps)))
    await context.close()
  }
}
await browser.close(); server.close()
