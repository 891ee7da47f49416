/**
 * A throwaway copy of a content folder to break on purpose.
 * By default the tests' own content (tests/helpers/minimal-content.ts: the
 * smallest content the check accepts, with tests/fixtures/content laid over
 * it): tests of the check's mechanisms must not depend on the consultant's
 * texts and prices, which she changes. `from: 'site'` copies the real
 * content/, for tests of her site as it is.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { onTestFinished } from 'vitest'
import { editorText, projectAssets } from '../../scripts/build/content/keystatic-yaml.ts'
import type { ContentFile } from '../../src/content/schema.ts'
import { fixtureAssets, laid, repoRoot } from './minimal-content.ts'

export { copyProjectWithFixtures, fixtureAssets, repoRoot } from './minimal-content.ts'

/**
 * The tests' own content, to read (copy it to change it): written once per
 * run by Vitest's global setup (tests/helpers/fixture-content-setup.ts).
 */
export const fixtureContent = process.env.TESTS_FIXTURE_CONTENT ?? ''
if (!fixtureContent) throw new Error('The tests’ content is written by Vitest’s global setup: run the tests with `npm run test:unit` or `npm run test:integration`.')

export type ContentCopy = ReturnType<typeof copyContent>

export function copyContent({ from = 'fixture' }: { from?: 'fixture' | 'site' } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  const dir = join(root, 'content')
  cpSync(from === 'site' ? join(repoRoot, 'content') : fixtureContent, dir, { recursive: true })
  // Her photos are beside her content; the tests' photo is in tests/fixtures/images.
  const assets = from === 'site' ? projectAssets : fixtureAssets
  const read = (file: string) => readFileSync(join(dir, file), 'utf8')
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text)
  return {
    /** The copied content/ folder. */
    dir,
    /** Its photos' files, as the editor reads them. */
    assets,
    read,
    write,
    /** Lays `data` over a data file's (groups merged key by key, lists replaced), written as the editor writes it. */
    lay: (file: ContentFile, data: Record<string, unknown>) =>
      write(file, editorText(file, laid(load(read(file)), data), assets)),
    /** Replaces text that must be in the file, so a test cannot silently break nothing. */
    replace(file: string, from: string | RegExp, to: string) {
      const text = read(file)
      const changed = text.replace(from, to)
      if (changed === text) throw new Error(`The test expected « ${String(from)} » in content/${file}.`)
      write(file, changed)
    },
    delete: (file: string) => rmSync(join(dir, file)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** A copy made by the test that runs (or its `beforeEach`), removed once that test ends. */
export function copyForTest(options?: Parameters<typeof copyContent>[0]): ContentCopy {
  const copy = copyContent(options)
  onTestFinished(copy.remove)
  return copy
}
