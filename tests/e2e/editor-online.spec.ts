import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { readRepoFile, repoRoot } from '../helpers/minimal-content.ts'
import { changedLines, closeItem, openItem } from '../helpers/editor.ts'
import { fakeGitHub } from '../helpers/fake-github.ts'
import { editorResave, editorText } from '../../scripts/build/content/keystatic-yaml.ts'
import { fieldsOf, walkSchema } from '../../src/content/model.ts'
import { contentFileNames, contentFiles } from '../../src/content/schema.ts'

/**
 * The web editor as deployed: the built editor (dist/keystatic/, GitHub
 * mode), served with dist/_headers as a static host serves it. There, what
 * the browser sends to GitHub is what lands in her repository.
 */

test('the deployed editor’s sign-in renders under its own Content-Security-Policy, with no violation', async ({ page }) => {
  // Kept in the page, and read there once it has reported them all (below).
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      // Keystatic links Google's « Inter » font: the policy blocks it (no request leaves for Google), the editor keeps the system's.
      if (!event.blockedURI.startsWith('https://fonts.googleapis.com/')) violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort())
  await page.goto('/keystatic')
  await expect(page.getByRole('button', { name: 'Log in with GitHub' })).toBeVisible()
  // The browser reports each violation in a task of its own, queued when it happens: an idle callback runs after them all.
  const violations = await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve((window as unknown as { violations: string[] }).violations))))
  expect(violations).toEqual([])
})

test('a price changed in the deployed editor: the commit it sends to GitHub changes that one line of offers.yaml; a misspelt name in an e-mail\'s text is refused at its field, and nothing sent', async ({ page, baseURL }) => {
  test.setTimeout(60_000)
  // Her own files, which the built editor's lists were made from.
  const commits = await fakeGitHub(page, repoRoot, baseURL!)
  const file = readRepoFile('content/data/offers.yaml')
  const data = parse(file) as { offers: { title: string; prices: { amount: number }[] }[] }
  const [offer] = data.offers
  const oldPrice = offer!.prices[0]!.amount
  // The file as the editor writes it: hers byte for byte, unless she last changed it by hand.
  const before = editorResave('data/offers.yaml', file)

  await page.goto('/keystatic/branch/main/singleton/offers')
  const dialog = await openItem(page, 'Offres', `${offer!.title} · ${oldPrice} €`)
  await dialog.getByRole('grid', { name: 'Prix' }).getByText(`${oldPrice} €`, { exact: true }).click()
  const priceDialog = page.getByRole('dialog').last()
  await priceDialog.getByRole('textbox', { name: 'Montant (€)', exact: true }).fill(String(oldPrice + 5))
  await closeItem(priceDialog)
  await closeItem(dialog)
  await page.getByRole('button', { name: 'Save' }).click()

  await expect.poll(() => commits.length).toBe(1)
  const [commit] = commits
  expect(Object.keys(commit!.files)).toEqual(['content/data/offers.yaml'])
  expect(commit!.deletions).toEqual([])
  expect(changedLines(before, commit!.files['content/data/offers.yaml']!)).toEqual({
    removed: [`      - amount: ${oldPrice}`],
    added: [`      - amount: ${oldPrice + 5}`],
  })
  // What the browser sends is what scripts/build/content/keystatic-yaml.ts computes, that the unit tests rely on.
  offer!.prices[0]!.amount = oldPrice + 5
  expect(commit!.files['content/data/offers.yaml']).toBe(editorText('data/offers.yaml', data))

  // A misspelt name in one of her e-mails' texts, which the e-mails would carry as typed: the check's words at its
  // field, and a save that sends nothing.
  await page.goto('/keystatic/branch/main/singleton/booking')
  const signature = page.getByRole('textbox', { name: 'Signature', exact: true })
  await signature.fill(`${await signature.inputValue()} {sirett}`)
  await expect(page.getByText(/^«\s\{sirett\}\s» n’est remplacé par rien\s: le parent le lirait tel quel\. Vouliez-vous écrire «\s\{siret\}\s»/)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/^Rien n’a été enregistré\s: une valeur est à corriger/)).toBeVisible()
  expect(commits).toHaveLength(1)
})

/** In each of her data files with a text of its own (not in a list item), its first short one with a name of its own: what one change there sends. */
function oneTextPerFile() {
  return contentFileNames.flatMap((file) => {
    const all = fieldsOf(walkSchema(contentFiles[file].schema))
    const data = parse(readRepoFile(`content/${file}`)) as unknown
    const valueAt = (path: readonly string[]) => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)
    const unique = (label: string | undefined) => all.filter((each) => each.node.meta?.label === label).length === 1
    const found = all.find(({ path, node }) => {
      const value = valueAt(path)
      return !path.includes('*') && node.kind === 'text' && unique(node.meta?.label) && typeof value === 'string' && value.length < 50 && node.schema.safeParse(`${value} bis`).success
    })
    return found ? [{ file, label: found.node.meta!.label, value: valueAt(found.path) as string }] : []
  })
}

test('one text changed in each of her data files that has one: the commit changes that one line, in the bytes the unit tests compute', async ({ page, baseURL }) => {
  // Three of her forms opened and saved in one test: 27 s with the CPU slowed 4×.
  test.slow()
  const commits = await fakeGitHub(page, repoRoot, baseURL!)
  const changes = oneTextPerFile()
  // Her practice, booking and interface words at least; the offers are proven above, list items and long texts by the unit tests.
  expect(changes.length).toBeGreaterThanOrEqual(3)
  // The editor loaded once, as she opens it; then from file to file by its menu.
  await page.goto('/keystatic/branch/main')
  for (const [index, { file, label, value }] of changes.entries()) {
    // As the editor last wrote it, unless she last changed it by hand (« Fichier à remettre en forme » is a warning).
    const before = editorResave(file, readRepoFile(`content/${file}`))
    await page.getByRole('navigation').getByRole('link', { name: contentFiles[file].label, exact: true }).click()
    const textbox = page.getByRole('textbox', { name: label, exact: true })
    // Her text read from the repository first: a fill before would be written over. The editor reads the file and
    // renders its whole form: 2 s here, 7 s with the CPU slowed 4× (a CI run once passed the 5 s of a plain check).
    await expect(textbox).toHaveValue(value, { timeout: 20_000 })
    await textbox.fill(`${value} bis`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => commits.length, `${file}: saved`).toBe(index + 1)
    const sent = commits[index]!.files[`content/${file}`]!
    expect(Object.keys(commits[index]!.files), file).toEqual([`content/${file}`])
    const { removed, added } = changedLines(before, sent)
    expect([removed.length, added.length], `${file}: one line`).toEqual([1, 1])
    expect(added[0], file).toContain(`${value} bis`)
    expect(sent, file).toBe(editorResave(file, before.replace(removed[0]!, added[0]!)))
  }
})
