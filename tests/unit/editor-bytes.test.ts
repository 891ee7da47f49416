/**
 * `npm run format:content` and the check's « Fichier à remettre en forme »:
 * a data file edited by hand is found, with its first differing line, and
 * rewritten in the editor's bytes without changing what it says; a file the
 * check refuses is left as it is, and the command says so. On the tests' own content.
 */
import { expect, test } from 'vitest'
import { loadContent } from '../../scripts/build/content/load.ts'
import { filesOutOfEditorLayout, formatContent } from '../../scripts/build/content/editor-bytes.ts'
import { join } from 'node:path'
import { copyForTest, repoRoot } from '../helpers/content-copy.ts'
import { maxDescription } from '../../src/content/files/pages.ts'

test('a hand-folded text and a hand comment are found, then rewritten as the editor writes them, saying the same', () => {
  const copy = copyForTest()
  expect(formatContent(copy.dir, copy.assets)).toEqual({ lines: ['Tous vos fichiers de données sont déjà écrits comme l’éditeur du site les écrit\u00a0: rien à changer.'], exitCode: 0 })
  copy.lay('data/situations.yaml', { later: [{ title: 'Jumeaux', description: 'Organiser l’allaitement de deux bébés.' }] })
  copy.replace('data/situations.yaml', 'description: Organiser l’allaitement de deux bébés.', 'description: >-\n      Organiser l’allaitement\n      de deux bébés.')
  copy.replace('data/booking.yaml', /^/, '# mes créneaux\n')
  const before = loadContent(copy.dir).content
  const folded = copy.read('data/situations.yaml').split('\n').indexOf('    description: >-') + 1

  expect(formatContent(copy.dir, copy.assets)).toEqual({
    lines: [
      'content/data/booking.yaml\u00a0: remis en forme comme l’éditeur du site l’écrit (ligne 1), sans rien changer à ce qu’il dit.',
      `content/data/situations.yaml\u00a0: remis en forme comme l’éditeur du site l’écrit (lignes ${folded} à ${folded + 2}), sans rien changer à ce qu’il dit.`,
    ],
    exitCode: 0,
  })
  expect(filesOutOfEditorLayout(copy.dir, copy.assets)).toEqual({ layouts: [], leftAsIs: [] })
  expect(copy.read('data/situations.yaml')).toContain('description: Organiser l’allaitement de deux bébés.\n')
  expect(copy.read('data/booking.yaml')).not.toContain('# mes créneaux')
  expect(loadContent(copy.dir).content).toEqual(before)
})

test('a page description longer than the limit as written, within it once her figures are filled, is rewritten, not called a mistake', () => {
  const copy = copyForTest()
  const description = `Mon parcours : {trainingHours} de formation, {families} familles, ${'des mots en plus '.repeat(5)}et la fin.`
  expect(description.length).toBeGreaterThan(maxDescription)
  copy.replace('pages.yaml', /^ {4}description: Les mots des familles.*$/m, `    description: "${description}"`)
  const before = loadContent(copy.dir)
  expect(before.problems).toEqual([])
  expect(formatContent(copy.dir, copy.assets).lines).toEqual([expect.stringMatching(/^content\/pages\.yaml\u00a0: remis en forme comme l’éditeur du site l’écrit/)])
  expect(filesOutOfEditorLayout(copy.dir, copy.assets)).toEqual({ layouts: [], leftAsIs: [] })
  expect(loadContent(copy.dir).content).toEqual(before.content)
})

test('a file the check refuses is not rewritten, and the command says so, with what to do: its mistake is hers to see', () => {
  const copy = copyForTest()
  copy.replace('data/offers.yaml', /amount: (\d+)/, 'amount: soixante-dix')
  copy.replace('data/offers.yaml', /^/, '# à revoir\n')
  const before = copy.read('data/offers.yaml')
  expect(loadContent(copy.dir).problems.length).toBeGreaterThan(0)
  expect(formatContent(copy.dir, copy.assets)).toEqual({
    lines: ['content/data/offers.yaml\u00a0: laissé tel quel, car il contient une erreur. Lancez «\u00a0npm run check\u00a0», corrigez ce qu’il signale, puis relancez «\u00a0npm run format:content\u00a0».'],
    exitCode: 1,
  })
  expect(copy.read('data/offers.yaml')).toBe(before)
})

test('a photo whose file is missing would vanish from a rewrite: the file is left, and the command sends her to the check', () => {
  const copy = copyForTest()
  const photos = copy.read('data/photos.yaml')
  // No photo files beside this copy: the editor would open photos.yaml without them.
  expect(formatContent(copy.dir)).toEqual({
    lines: ['content/data/photos.yaml\u00a0: laissé tel quel, car le remettre en forme changerait ce qu’il dit. Lancez «\u00a0npm run check\u00a0» et corrigez ce qu’il signale dans ce fichier (une photo manquante, par exemple)\u202f; s’il n’y signale rien, gardez-le tel quel\u00a0: le site l’affiche bien.'],
    exitCode: 1,
  })
  expect(copy.read('data/photos.yaml')).toBe(photos)
})

test('her own data files, as the site ships them, are in the editor’s bytes: her first online change of one value sends one changed line', () => {
  const contentDir = join(repoRoot, 'content')
  const { layouts, leftAsIs } = filesOutOfEditorLayout(contentDir)
  expect(layouts.map(({ file, line, lastLine }) => `content/${file}, lignes ${line} à ${lastLine}: npm run format:content`)).toEqual([])
  expect(leftAsIs).toEqual([])
})
