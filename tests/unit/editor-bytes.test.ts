/**
 * `npm run format:content` and the check's « Fichier à remettre en forme »:
 * a data file edited by hand is found, with its first differing line, and
 * rewritten in the editor's bytes without changing what it says; a file the
 * check refuses is left as it is. On the tests' own content.
 */
import { afterEach, expect, test } from 'vitest'
import { loadContent } from '../../scripts/build/content/load.ts'
import { filesOutOfEditorLayout, writeEditorLayouts } from '../../scripts/build/content/editor-bytes.ts'
import { join } from 'node:path'
import { copyContent, type ContentCopy, repoRoot } from '../helpers/content-copy.ts'

let copy: ContentCopy | undefined
afterEach(() => copy?.remove())

test('a hand-folded text and a hand comment are found, then rewritten as the editor writes them, saying the same', () => {
  copy = copyContent()
  expect(filesOutOfEditorLayout(copy.dir)).toEqual([])
  copy.lay('data/situations.yaml', { later: [{ title: 'Jumeaux', description: 'Organiser l’allaitement de deux bébés.' }] })
  copy.replace('data/situations.yaml', 'description: Organiser l’allaitement de deux bébés.', 'description: >-\n      Organiser l’allaitement\n      de deux bébés.')
  copy.replace('data/booking.yaml', /^/, '# mes créneaux\n')
  const before = loadContent(copy.dir).content
  const folded = copy.read('data/situations.yaml').split('\n').indexOf('    description: >-') + 1

  const layouts = filesOutOfEditorLayout(copy.dir)
  expect(layouts.map(({ file, line, lastLine }) => ({ file, line, lastLine }))).toEqual([
    { file: 'data/booking.yaml', line: 1, lastLine: 1 },
    { file: 'data/situations.yaml', line: folded, lastLine: folded + 2 },
  ])

  writeEditorLayouts(copy.dir, layouts)
  expect(filesOutOfEditorLayout(copy.dir)).toEqual([])
  expect(copy.read('data/situations.yaml')).toContain('description: Organiser l’allaitement de deux bébés.\n')
  expect(copy.read('data/booking.yaml')).not.toContain('# mes créneaux')
  expect(loadContent(copy.dir).content).toEqual(before)
})

test('a file the check refuses is not rewritten: its mistake is hers to see', () => {
  copy = copyContent()
  copy.replace('data/offers.yaml', /amount: (\d+)/, 'amount: soixante-dix')
  copy.replace('data/offers.yaml', /^/, '# à revoir\n')
  expect(loadContent(copy.dir).problems.length).toBeGreaterThan(0)
  expect(filesOutOfEditorLayout(copy.dir)).toEqual([])
})

test('her own data files, as the site ships them, are in the editor’s bytes: her first online change of one value sends one changed line', () => {
  const contentDir = join(repoRoot, 'content')
  expect(filesOutOfEditorLayout(contentDir).map(({ file, line, lastLine }) => `content/${file}, lignes ${line} à ${lastLine}: npm run format:content`)).toEqual([])
})
