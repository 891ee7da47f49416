import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import {
  caretAtEnd,
  changedLines,
  clickSave,
  closeItem,
  openEntry,
  openItem,
  pageText,
  recordSaves,
  save,
  startEditor,
  type EditorUnderTest,
} from '../helpers/editor.ts'
import { frenchTypography } from '../../src/lib/typography.ts'
import { runCheck } from '../../scripts/build/check/index.ts'
import { formatProblem } from '../../src/content/problems.ts'

/**
 * The web editor at /keystatic, driven as the consultant drives it, in
 * `npm run dev` on a copy of the project. What it proves is read on the bytes
 * the browser sends to /api/keystatic/update: on the live site, the same
 * bytes go to GitHub as a commit, with no server of ours in between. Every
 * data file is checked to be stored in those bytes by a unit test
 * (tests/unit/keystatic-yaml.test.ts); here, the real editor, for two data
 * files (a price, her photo) and one page.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 })

interface Offers {
  offers: { id: string; title: string; prices: { amount: number }[] }[]
}

test.describe('the web editor', () => {
  let editor: EditorUnderTest
  const read = (file: string) => readFileSync(join(editor.copy.root, 'content', file), 'utf8')
  /**
   * What `npm run check` says of the copy, its content and its photos, run here as the command runs it (its
   * command line: tests/integration/check-cli.test.ts): a process of its own took five seconds, four of them starting.
   */
  const checkProblems = async () => {
    const { problems } = await runCheck(join(editor.copy.root, 'content'), { publicDir: join(editor.copy.root, 'public') })
    return problems.filter((problem) => problem.severity === 'error').map(formatProblem)
  }

  test.beforeAll(async () => {
    editor = await startEditor(5191)
  })

  test.afterAll(async () => {
    await editor?.close()
  })

  /**
   * The editor's tab never reloads under her hands (counted from here, at a reload's request), nor says « Restored
   * draft », which would read like an error. A reload would follow the dev server's news of the save, which the site
   * open beside it gets at the same moment: call the returned check once the site shows the save (after a reload, or
   * its page fetched anew), by when the editor's tab would have asked for its page again (Vite reloads 20 ms after).
   */
  const watchReloads = (page: Page) => {
    let reloads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads++
    })
    return async () => {
      expect(reloads, 'the editor reloaded').toBe(0)
      await expect(page.getByText(/Restored draft/)).toHaveCount(0)
    }
  }

  test('one price changed: the browser sends that one line, the file gets those bytes, and the site shows it', async ({ page, context }) => {
    const before = read('data/offers.yaml')
    const [offer] = (parse(before) as Offers).offers
    const oldPrice = offer!.prices[0]!.amount
    const newPrice = oldPrice + 5
    const sent = recordSaves(page)
    // The site open beside the editor, as she would check her change.
    const site = await context.newPage()
    await site.goto(`${editor.url}/consultations`)
    await expect(site.getByRole('main')).toContainText(`${oldPrice}\u00a0€`)

    await openEntry(page, editor.url, 'offers')
    const stayed = watchReloads(page)
    const offerDialog = await openItem(page, 'Offres', `${offer!.title} · ${oldPrice} €`)
    // The cursor lands in the offer's name, never in its technical identifier.
    await expect(offerDialog.getByRole('textbox', { name: 'Nom', exact: true })).toBeFocused()
    await offerDialog.getByRole('grid', { name: 'Prix' }).getByText(`${oldPrice} €`, { exact: true }).click()
    const priceDialog = page.getByRole('dialog').last()
    await priceDialog.getByRole('textbox', { name: 'Montant (€)', exact: true }).fill(String(newPrice))
    await closeItem(priceDialog)
    await closeItem(offerDialog)
    await save(page)

    expect(sent.map((body) => Object.keys(body.files))).toEqual([['content/data/offers.yaml']])
    const bytes = sent[0]!.files['content/data/offers.yaml']!
    expect(changedLines(before, bytes)).toEqual({ removed: [`      - amount: ${oldPrice}`], added: [`      - amount: ${newPrice}`] })
    expect(read('data/offers.yaml'), 'what lands in the file is what the browser sent').toBe(bytes)

    // The site beside it shows the new price.
    await expect(site.getByRole('main')).toContainText(`${newPrice}\u00a0€`)
    await stayed()
    await expect(page.getByText(`${offer!.title} · ${newPrice} €`)).toBeVisible()
    expect(await checkProblems()).toEqual([])
  })

  test('a sentence added in a page with components in it: the browser sends that one line, and the page shows it; so does a fact changed in « Coordonnées du cabinet » that it quotes; the editor stays', async ({ page, context }) => {
    const before = read('a-propos.mdx')
    expect(before, 'the page holds components').toMatch(/^<[A-Z]/m)
    const paragraph = before.split('\n').find((line) => /^[A-ZÀ-Ý][^<]{40,}$/.test(line))!
    const sentence = ' Cette phrase vient de l’éditeur du site.'
    const sent = recordSaves(page)
    const site = await context.newPage()
    await site.goto(`${editor.url}/a-propos`)
    // The site shows her words typeset (’ for ', no-break spaces).
    await expect(site.getByRole('main')).toContainText(frenchTypography(paragraph).slice(0, 40))
    await expect(site.getByRole('main')).toContainText((parse(read('data/practice.yaml')) as { city: string }).city)

    await openEntry(page, editor.url, 'page-a-propos')
    const stayed = watchReloads(page)
    await caretAtEnd(pageText(page).locator('p', { hasText: paragraph.slice(0, 40) }))
    await page.keyboard.type(sentence)
    await save(page)

    expect(sent.map((body) => Object.keys(body.files))).toEqual([['content/a-propos.mdx']])
    expect(changedLines(before, sent[0]!.files['content/a-propos.mdx']!)).toEqual({ removed: [paragraph], added: [paragraph + sentence] })
    expect(read('a-propos.mdx')).toBe(sent[0]!.files['content/a-propos.mdx'])
    await expect(site.getByRole('main')).toContainText('Cette phrase vient de l’éditeur du site.')
    await stayed()

    await openEntry(page, editor.url, 'practice')
    const stayedAgain = watchReloads(page)
    await page.getByRole('textbox', { name: 'Ville', exact: true }).fill('Saint-Nazaire')
    await save(page)
    await expect(site.getByRole('main')).toContainText('Saint-Nazaire')
    await stayedAgain()
  })

  test('an entry opened, changed, changed back and saved sends nothing, a data file and a page; nor does a mistake, stopped at its field, in French', async ({ page }) => {
    const sent = recordSaves(page)
    await openEntry(page, editor.url, 'testimonials')
    const first = (parse(read('data/testimonials.yaml')) as { testimonials: { name: string }[] }).testimonials[0]!.name
    const dialog = await openItem(page, 'Témoignages', first)
    const name = dialog.getByRole('textbox', { name: 'Prénom', exact: true })
    await name.fill(`${first} (essai)`)
    await name.fill(first)
    await closeItem(dialog)
    await clickSave(page)

    await openEntry(page, editor.url, 'page-accueil')
    const block = pageText(page).locator('h1, h2, p').first()
    await caretAtEnd(block)
    await page.keyboard.type('Z')
    await page.keyboard.press('Backspace')
    await clickSave(page)
    // Keystatic compares what it would write with what it read: the same bytes, nothing to send.
    expect(sent).toEqual([])

    await openEntry(page, editor.url, 'pages')
    const [firstPage] = (parse(read('pages.yaml')) as { pages: { nav?: string; title: string }[] }).pages
    const pageDialog = await openItem(page, 'Pages', firstPage!.nav ?? firstPage!.title)
    // The cursor lands in the page's menu name, never in its address.
    await expect(pageDialog.getByRole('textbox', { name: 'Nom dans le menu', exact: true })).toBeFocused()
    await pageDialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Une phrase bien trop longue. '.repeat(10))
    await expect(pageDialog.getByText(/^Raccourcissez-la à 160 caractères/)).toBeVisible()
    await closeItem(pageDialog)
    // The item that holds it says so in the list; a save is refused, and says so.
    await expect(page.getByRole('grid', { name: 'Pages' }).getByText(/⚠ .* à corriger\s: Raccourcissez-la/)).toBeVisible()
    await clickSave(page)
    await expect(page.getByText(/^Rien n’a été enregistré\s: une valeur est à corriger/)).toBeVisible()
    expect(sent).toEqual([])
  })

  test('her photo: one too small is refused at the field; a right one writes her file, its one line, and removes the old file', async ({ page }) => {
    const sent = recordSaves(page)
    const before = read('data/photos.yaml')
    await openEntry(page, editor.url, 'photos')
    const stayed = watchReloads(page)
    // The portrait's field first, then the optional photos' (a home visit, hands and a baby).
    const choose = async (file: string, field = 0) => {
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: 'Choose file' }).nth(field).click()
      await (await chooser).setFiles(file)
    }
    // A photo too small, a right one and a wide one, drawn for the test (never hers).
    const dir = mkdtempSync(join(tmpdir(), 'editor-photos-'))
    const draw = (width: number, height: number, file: string) =>
      sharp({ create: { width, height, channels: 3, background: '#d8c4b6' } }).jpeg().toFile(join(dir, file)).then(() => join(dir, file))
    const [small, right, wide] = await Promise.all([draw(500, 600, 'small.jpg'), draw(900, 1200, 'right.jpg'), draw(1300, 900, 'wide.jpg')])
    await choose(small)
    await expect(page.getByText(/^Votre photo fait 500 × 600 pixels\s; il en faut au moins 640 × 800/)).toBeVisible()
    await clickSave(page)
    await expect(page.getByText(/^Rien n’a été enregistré/)).toBeVisible()
    expect(sent).toEqual([])

    await choose(right)
    // The editor reads the chosen file before it holds it: its problem goes away then.
    await expect(page.getByText(/^Votre photo fait/)).toHaveCount(0)
    // The site open beside it, as she would check her photo: it reloads on the dev server's news of the save.
    const beside = await page.context().newPage()
    await beside.goto(`${editor.url}/`)
    const besideReloaded = beside.waitForEvent('load')
    await save(page)
    expect(sent).toHaveLength(1)
    const [body] = sent
    expect(Object.keys(body!.files).sort()).toEqual(['content/data/photos.yaml', 'public/images/portrait.jpg'])
    expect(changedLines(before, body!.files['content/data/photos.yaml']!)).toEqual({ removed: [before.trim()], added: ['portrait: /images/portrait.jpg'] })
    expect(body!.deletions).toEqual([`public/images/${before.trim().split('/').pop()}`])
    expect(await checkProblems()).toEqual([])
    // The dev server draws the new photo's versions for the site; the editor stays as it is.
    await besideReloaded
    await stayed()
    await beside.close()

    // An optional photo: its file, its line and its description's, nothing else; the check accepts them.
    const withPortrait = read('data/photos.yaml')
    await choose(wide, 1)
    await page.getByRole('textbox', { name: 'Description de cette photo' }).first().fill('Une consultation à domicile, sur le canapé.')
    await save(page)
    expect(sent).toHaveLength(2)
    const second = sent[1]!
    expect(Object.keys(second.files).sort()).toEqual(['content/data/photos.yaml', 'public/images/visit.jpg'])
    expect(changedLines(withPortrait, second.files['content/data/photos.yaml']!)).toEqual({
      removed: [],
      added: ['visit: /images/visit.jpg', 'visitAlt: Une consultation à domicile, sur le canapé.'],
    })
    expect(await checkProblems()).toEqual([])
    // The home page, which places <Photo of="visit" />, shows it with its description, drawn by the dev server.
    const site = await page.context().newPage()
    await site.goto(`${editor.url}/`)
    const shown = site.locator('figure[data-photo] img')
    await expect(shown).toHaveAttribute('alt', 'Une consultation à domicile, sur le canapé.')
    await shown.scrollIntoViewIfNeeded()
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
    await site.close()
  })
})
