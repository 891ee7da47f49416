import { expect, test } from '@playwright/test'
import { pageChunks, sitePages, waitForHydration } from '../helpers/site.ts'

const chunks = pageChunks()

test.describe('code splitting', () => {
  for (const { path, file } of sitePages) {
    test(`${path} loads its own page chunk and no other page's before any interaction`, async ({ page }) => {
      const own = chunks.get(file)
      expect(own, `no chunk for content/${file}.mdx in the build manifest`).toBeDefined()
      const others = [...chunks.entries()]
        .filter(([other]) => other !== file)
        .map(([, chunk]) => chunk.own)
        .filter((chunkFile) => !own?.closure.has(chunkFile))
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)))
      await page.goto(path)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      expect(requested).toContain(own?.own)
      expect(requested.filter((url) => others.includes(url))).toEqual([])
    })
  }

  test('/temoignages requests no chunk of another page (accueil, consultations, rendez-vous…)', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/temoignages')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const pageScripts = requested.filter((url) => /^\/assets\/.+\.js$/.test(url))
    const otherPages = sitePages.filter((p) => p.file !== 'temoignages').map((p) => p.file)
    for (const script of pageScripts) {
      for (const other of otherPages) expect(script, `${script} belongs to ${other}`).not.toMatch(new RegExp(`^/assets/${other}-[\\w-]{8}\\.js$`))
    }
    expect(pageScripts.some((url) => /^\/assets\/temoignages-[\w-]{8}\.js$/.test(url))).toBe(true)
  })
})
