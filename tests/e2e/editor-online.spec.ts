import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { repoRoot } from '../helpers/minimal-content.ts'
import { changedLines, closeItem, openItem } from '../helpers/editor.ts'
import { fakeGitHub } from '../helpers/fake-github.ts'
import { editorResave, editorText } from '../../scripts/build/content/keystatic-yaml.ts'

/**
 * The web editor as deployed: the built editor (dist/keystatic/, GitHub
 * mode), served with dist/_headers as a static host serves it. There, what
 * the browser sends to GitHub is what lands in her repository.
 */

test('the deployed editor’s sign-in renders under its own Content-Security-Policy, with no violation', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Keystatic links Google's « Inter » font: the policy blocks it (no request leaves for Google), the editor keeps the system's.
      if (!event.blockedURI.startsWith('https://fonts.googleapis.com/')) {
        void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
      }
    })
  })
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort())
  await page.goto('/keystatic')
  await expect(page.getByRole('button', { name: 'Log in with GitHub' })).toBeVisible()
  await page.waitForTimeout(500)
  expect(violations).toEqual([])
})

test('a price changed in the deployed editor: the commit it sends to GitHub changes that one line of offers.yaml', async ({ page, baseURL }) => {
  // Her own files, which the built editor's lists were made from.
  const commits = await fakeGitHub(page, repoRoot, baseURL!)
  const file = readFileSync(join(repoRoot, 'content/data/offers.yaml'), 'utf8')
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
})
