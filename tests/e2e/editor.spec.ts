import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import {
  caretAtEnd,
  changedFiles,
  changedLines,
  closeItem,
  openEntry,
  openItem,
  pageText,
  save,
  snapshot,
  startEditor,
  type EditorUnderTest,
} from '../helpers/editor.ts'
import { plainSpaces } from '../helpers/site.ts'

/**
 * The web editor at /keystatic, driven as the consultant drives it, in
 * `npm run dev` on a copy of the project: what she saves is what lands in
 * content/, nothing more, and the site is built from it.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 })

interface Raw {
  offers: { id: string; title: string; prices: { amount: number }[] }[]
  testimonials: { name: string }[]
  bookingServices: { label: string }[]
  training: { period: string; title: string }[]
  baby: { title: string }[]
  pages: { nav?: string; title: string; file: string }[]
  notFound: { file: string }
  name: string
}

test.describe('the web editor', () => {
  let editor: EditorUnderTest
  const read = (file: string) => readFileSync(join(editor.copy.root, 'content', file), 'utf8')
  const data = (file: string) => parse(read(file)) as Raw
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: editor.copy.root, encoding: 'utf8', env: { ...process.env, CI: '1' } })

  test.beforeAll(async () => {
    editor = await startEditor(5191)
  })

  test.afterAll(async () => {
    await editor?.close()
  })

  /** Changes one field of a data file, saves, puts the value back, saves again. */
  async function editAndRevertField(page: Page, key: string, field: string, list?: { name: string; item: string }) {
    const trial = ' (essai)'
    await openEntry(page, editor.url, key)
    for (const step of ['change', 'revert'] as const) {
      const scope = list ? await openItem(page, list.name, step === 'change' ? list.item : list.item + trial) : page.locator('main')
      const box = scope.getByRole('textbox', { name: field, exact: true })
      const value = await box.inputValue()
      await box.fill(step === 'change' ? value + trial : value.slice(0, -trial.length))
      if (list) await closeItem(scope)
      await save(page)
    }
  }

  test('every data file and every page, saved from the editor, keeps its bytes', async ({ page }) => {
    const before = snapshot(editor.copy.root)
    const offers = data('data/offers.yaml')
    const booking = data('data/booking.yaml')
    const training = data('data/training.yaml')
    const pages = data('pages.yaml')

    await editAndRevertField(page, 'practice', 'Prénom et nom')
    await editAndRevertField(page, 'offers', 'Nom', { name: 'Offres', item: offers.offers[0]!.title })
    await editAndRevertField(page, 'testimonials', 'Prénom', { name: 'Témoignages', item: data('data/testimonials.yaml').testimonials[0]!.name })
    await editAndRevertField(page, 'booking', 'Texte affiché', { name: 'Types de consultation (rendez-vous)', item: booking.bookingServices[0]!.label })
    await editAndRevertField(page, 'training', 'Formation', { name: 'Diplômes et formations', item: `${training.training[0]!.period} · ${training.training[0]!.title}` })
    await editAndRevertField(page, 'situations', 'Titre', { name: 'Pour bébé', item: data('data/situations.yaml').baby[0]!.title })
    await editAndRevertField(page, 'pages', 'Nom dans le menu', { name: 'Pages', item: pages.pages.find((entry) => entry.nav)!.nav! })
    expect(changedFiles(before, snapshot(editor.copy.root)), 'a data file changed').toEqual([])

    const pageFiles = [...pages.pages.map((entry) => entry.file), pages.notFound.file]
    const blocs = [...before.keys()].filter((name) => name.startsWith('content/blocs/')).map((name) => name.slice('content/blocs/'.length, -'.mdx'.length))
    const entries = [...pageFiles.map((file) => `page-${file}`), ...blocs.map((file) => `bloc-${file}`)]
    expect(entries.length).toBeGreaterThan(pageFiles.length)
    for (const key of entries) {
      await openEntry(page, editor.url, key)
      const block = pageText(page).locator('h1, h2, p').first()
      await caretAtEnd(block)
      await page.keyboard.type('Z')
      await save(page)
      await caretAtEnd(block)
      await page.keyboard.press('Backspace')
      await save(page)
      expect(changedFiles(before, snapshot(editor.copy.root)), `${key} changed`).toEqual([])
    }
  })

  test('her edits change the files only there, pass the check and the build, and show on the site', async ({ page }) => {
    const before = snapshot(editor.copy.root)
    const [offer] = data('data/offers.yaml').offers
    const oldPrice = offer!.prices[0]!.amount
    const newPrice = oldPrice + 5
    const testimonial = { name: 'Nadia', family: 'maman de Sacha, 4 mois', text: 'Des conseils simples et justes, qui nous ont aidés dès le premier soir.' }
    const sentence = ' Cette phrase vient de l’éditeur du site.'

    // A new price for the first offer.
    await openEntry(page, editor.url, 'offers')
    const offerDialog = await openItem(page, 'Offres', offer!.title)
    await offerDialog.getByRole('grid', { name: 'Prix' }).getByText(`${oldPrice} €`, { exact: true }).click()
    const priceDialog = page.getByRole('dialog').last()
    await priceDialog.getByRole('textbox', { name: 'Prix (€)', exact: true }).fill(String(newPrice))
    await closeItem(priceDialog)
    await closeItem(offerDialog)
    await save(page)

    // Her own testimonial in place of the first one.
    await openEntry(page, editor.url, 'testimonials')
    const testimonialDialog = await openItem(page, 'Témoignages', data('data/testimonials.yaml').testimonials[0]!.name)
    await testimonialDialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill(testimonial.name)
    await testimonialDialog.getByRole('textbox', { name: 'La famille', exact: true }).fill(testimonial.family)
    await testimonialDialog.getByRole('textbox', { name: 'Témoignage', exact: true }).fill(testimonial.text)
    await closeItem(testimonialDialog)
    await save(page)

    // A sentence more in the first paragraph of her story on /a-propos.
    const story = read('a-propos.mdx').split('## Mon histoire')[1]!.trim().split('\n')[0]!
    await openEntry(page, editor.url, 'page-a-propos')
    await caretAtEnd(pageText(page).locator('p', { hasText: story.slice(0, 40) }))
    await page.keyboard.type(sentence)
    await save(page)

    // A price table in the testimonials page, after its first paragraph.
    await openEntry(page, editor.url, 'page-temoignages')
    await caretAtEnd(pageText(page).locator('p').first())
    await page.keyboard.press('Enter')
    // « / » opens the list of what a page can hold; typing filters it.
    await page.keyboard.type('/')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.type('Tableau')
    await page.getByRole('option', { name: /^Tableau des tarifs/ }).click()
    await expect(pageText(page).getByText('Tarifs : Consultations prénatales')).toBeVisible()
    await save(page)

    const after = snapshot(editor.copy.root)
    expect(changedFiles(before, after)).toEqual([
      'content/a-propos.mdx',
      'content/data/offers.yaml',
      'content/data/testimonials.yaml',
      'content/temoignages.mdx',
    ])
    const diff = (file: string) => changedLines(before.get(file)!, after.get(file)!)
    expect(diff('content/data/offers.yaml')).toEqual({ removed: [`      - amount: ${oldPrice}`], added: [`      - amount: ${newPrice}`] })
    expect(diff('content/data/testimonials.yaml').added.join('\n')).toBe(
      [`  - name: ${testimonial.name}`, `    babyLine: ${testimonial.family}`, `    text: ${testimonial.text}`].join('\n'),
    )
    expect(diff('content/a-propos.mdx')).toEqual({ removed: [story], added: [story + sentence] })
    expect(diff('content/temoignages.mdx')).toEqual({ removed: [], added: ['<PriceTable group="prenatal" />', ''] })

    const check = run('npx', ['tsx', 'scripts/check.ts'])
    expect(check.status, check.stdout + check.stderr).toBe(0)
    const build = run('npm', ['run', 'build:preview'])
    expect(build.status, (build.stdout + build.stderr).slice(-3000)).toBe(0)
    const built = (path: string) => plainSpaces(readFileSync(join(editor.copy.root, 'dist', path), 'utf8').replace(/&#x27;|&#39;/g, '’'))
    expect(built('consultations/index.html')).toContain(`${newPrice} €`)
    expect(built('temoignages/index.html')).toContain(testimonial.text)
    expect(built('temoignages/index.html')).toContain(`${newPrice} €`)
    expect(built('a-propos/index.html')).toContain(plainSpaces(sentence))
  })

  test('a mistake the editor lets through is caught by the check, in French, with its line', async ({ page }) => {
    const [offer] = data('data/offers.yaml').offers
    await openEntry(page, editor.url, 'offers')
    const dialog = await openItem(page, 'Offres', offer!.title)
    await dialog.getByRole('textbox', { name: 'Identifiant', exact: true }).fill('Prénatale allaitement')
    await closeItem(dialog)
    await save(page)

    const line = read('data/offers.yaml').split('\n').findIndex((text) => text.includes('Prénatale allaitement')) + 1
    const check = run('npx', ['tsx', 'scripts/check.ts'])
    expect(check.status).toBe(1)
    expect(check.stdout).toContain(`✖ Erreur — content/data/offers.yaml, ligne ${line}`)
    expect(check.stdout).toContain('Identifiant invalide')
    expect(check.stdout + check.stderr).not.toMatch(/\bat .+:\d+:\d+\)?$/m)

    // The editor still opens the file with its mistake (the gift card names the old id,
    // now listed as « introuvable »), and mends it.
    await page.reload()
    await openEntry(page, editor.url, 'offers')
    const again = await openItem(page, 'Offres', offer!.title)
    await again.getByRole('textbox', { name: 'Identifiant', exact: true }).fill(offer!.id)
    await closeItem(again)
    await save(page)
    const mended = run('npx', ['tsx', 'scripts/check.ts'])
    expect(mended.status, mended.stdout).toBe(0)
  })
})
