/**
 * The web editor (Keystatic) as the consultant uses it: `npm run dev` on a
 * throwaway copy of the project, so a test saves real files without ever
 * touching content/, and the clicks she makes in the real admin.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { expect, type Locator, type Page } from '@playwright/test'
import { copyProjectWithFixtures } from './minimal-content.ts'
import { startDevServer } from './local-server.ts'

export type EditorUnderTest = Awaited<ReturnType<typeof startEditor>>

/**
 * `npm run dev` on a copy of the project, on this machine only, with the
 * tests' own content and photo (tests/helpers/minimal-content.ts): a test of the editor's
 * mechanism never depends on how she has written her files.
 */
export async function startEditor(port: number) {
  const copy = copyProjectWithFixtures('editor-e2e-')
  const cache = mkdtempSync(join(tmpdir(), 'editor-e2e-cache-'))
  const { server, url } = await startDevServer(copy.root, port, { cacheDir: cache, envDir: cache, logLevel: 'warn' })
  return {
    copy,
    url,
    close: async () => {
      await server.close()
      copy.remove()
      rmSync(cache, { recursive: true, force: true })
    },
  }
}

/** Lines removed and added in one file, in order, as `git diff` would show them. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end++
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) }
}

/**
 * Opens one of her entries: from another, by the editor's own sidebar, as she goes (no page load: a second or two,
 * where loading the editor again takes five to fifteen); else by its address.
 */
export async function openEntry(page: Page, url: string, key: string): Promise<void> {
  const errors: string[] = []
  const collect = (message: { type: () => string; text: () => string }) => message.type() === 'error' && errors.push(message.text())
  page.on('console', collect)
  const address = `${url}/keystatic/singleton/${key}`
  if (page.url().startsWith(`${url}/keystatic/`)) {
    const link = page.locator(`a[href="/keystatic/singleton/${key}"]`)
    const label = await link.innerText()
    await link.click()
    await expect(page).toHaveURL(address)
    // The entry's own heading: until it shows, the Save button may still be the last entry's.
    await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible()
  } else await page.goto(address)
  try {
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 60_000 })
  } catch (error) {
    const shown = await page.locator('body').innerText().catch(() => '')
    throw new Error(`${key} did not open: ${shown.slice(0, 500)}\n${errors.join('\n')}`, { cause: error })
  } finally {
    page.off('console', collect)
  }
}

/** One save as the browser sends it: each file's bytes, by path, and the files it deletes. */
export interface SentSave {
  files: Record<string, string>
  deletions: string[]
}

/** A save's files, sent in base64 by path, as text, and the paths it deletes: the same in a local save and a GitHub commit. */
export const sentSave = (additions: readonly { path: string; contents: string }[], deletions: readonly { path: string }[]): SentSave => ({
  files: Object.fromEntries(additions.map((addition) => [addition.path, Buffer.from(addition.contents, 'base64').toString('utf8')])),
  deletions: deletions.map((deletion) => deletion.path),
})

/**
 * Records every save the editor's page sends, as the browser sends it (in
 * GitHub mode the same bytes go to GitHub as a commit), before any server code.
 */
export function recordSaves(page: Page): SentSave[] {
  const sent: SentSave[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/keystatic/update')) return
    const body = request.postDataJSON() as { additions: { path: string; contents: string }[]; deletions: { path: string }[] }
    sent.push(sentSave(body.additions, body.deletions))
  })
  return sent
}

/** Clicks Save and waits for the files to be written. */
export async function save(page: Page): Promise<void> {
  const written = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'))
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await written).status()).toBe(200)
  // The editor then reloads the file it wrote.
  await expect(page.getByText('Unsaved')).toHaveCount(0)
}

/**
 * Clicks Save where nothing is to be sent. A save Keystatic starts disables Save in the click's own task, until its
 * send is answered: Save enabled after the click means whatever it would send has been sent (and recorded).
 */
export async function clickSave(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Save' })
  await button.click()
  await expect(button).toBeEnabled()
}

/** Opens an item of a list (« Offres », « Témoignages »…) by the label the list shows. */
export async function openItem(page: Page, list: string, item: string): Promise<Locator> {
  await page.getByRole('grid', { name: list }).getByText(item, { exact: true }).first().click()
  const dialog = page.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  return dialog
}

/** Closes the item's dialog (the innermost one open) with its « Done » button. */
export async function closeItem(dialog: Locator): Promise<void> {
  const dialogs = dialog.page().getByRole('dialog')
  const open = await dialogs.count()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialogs).toHaveCount(open - 1)
}

/** Puts the caret at the end of a block of the page's text, as a click at its end would. */
export async function caretAtEnd(block: Locator): Promise<void> {
  await block.click()
  await block.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    range.collapse(false)
    const selection = getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  })
}

export const pageText = (page: Page): Locator => page.locator('[contenteditable="true"]').first()
