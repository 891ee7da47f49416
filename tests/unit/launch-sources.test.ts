/**
 * The reader of examples in content/data/*.ts, on a small content folder of
 * its own: every `placeholder('label', 'value')` with its file and line,
 * testimonials told apart, and the site address wherever it is written.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readExamples, readSiteUrl } from '../../scripts/launch/sources.ts'

let contentDir = ''

beforeAll(() => {
  contentDir = mkdtempSync(join(tmpdir(), 'launch-sources-'))
  mkdirSync(join(contentDir, 'data'))
  const write = (name: string, text: string) => writeFileSync(join(contentDir, 'data', name), text)
  write(
    'practice.ts',
    [
      "import { placeholder } from '../../src/lib/placeholder.ts'",
      'export const practice = {',
      "  name: 'Louise Bernard',",
      "  phone: placeholder('téléphone', '01 23 45 67 89'),",
      '  host: {',
      "    name: placeholder('nom de l’hébergeur', 'Hébergeur'),",
      '  },',
      "  siteUrl: placeholder('adresse du site', 'https://www.exemple.org'),",
      '}',
      '',
    ].join('\n'),
  )
  write('testimonials.ts', "export const testimonials = [\n  { name: placeholder('avis 1', 'Zoé'), text: 'Merci.' },\n]\n")
  write('offers.ts', "export const offers = [{ title: 'Visite', price: 80 }]\n")
})

afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

describe('examples in the data files', () => {
  it('lists every placeholder call with its file, line, label and value, files in alphabetical order', () => {
    expect(readExamples(contentDir)).toEqual([
      { file: 'content/data/practice.ts', line: 4, label: 'téléphone', value: '01 23 45 67 89', kind: 'fact' },
      { file: 'content/data/practice.ts', line: 6, label: 'nom de l’hébergeur', value: 'Hébergeur', kind: 'fact' },
      { file: 'content/data/practice.ts', line: 8, label: 'adresse du site', value: 'https://www.exemple.org', kind: 'fact' },
      { file: 'content/data/testimonials.ts', line: 2, label: 'avis 1', value: 'Zoé', kind: 'testimonial' },
    ])
  })

  it('reads the site address inside its placeholder, and once filled in', () => {
    expect(readSiteUrl(contentDir)).toEqual({ file: 'content/data/practice.ts', line: 8, value: 'https://www.exemple.org' })
    const filled = mkdtempSync(join(tmpdir(), 'launch-sources-'))
    try {
      mkdirSync(join(filled, 'data'))
      writeFileSync(join(filled, 'data', 'practice.ts'), "export const practice = {\n  siteUrl: 'http://louise.fr',\n}\n")
      expect(readSiteUrl(filled)).toEqual({ file: 'content/data/practice.ts', line: 2, value: 'http://louise.fr' })
    } finally {
      rmSync(filled, { recursive: true, force: true })
    }
  })
})
