/**
 * What the production build reads to refuse a launch, on the tests' own
 * content: every example value with its file and line, testimonials told
 * apart, and the site address wherever it is written.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { readExamples, readSiteUrl } from '../../scripts/launch/sources.ts'
import { copyContent, type ContentCopy } from '../helpers/content-copy.ts'

let copy: ContentCopy | undefined
afterEach(() => {
  copy?.remove()
  copy = undefined
})

const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1

describe('examples in the data files', () => {
  it('lists every example value with its file, line and value, and tells sample testimonials apart', () => {
    copy = copyContent()
    const practice = copy.read('data/practice.yaml')
    const examples = readExamples(copy.dir)
    expect(examples).toContainEqual(expect.objectContaining({ file: 'content/data/practice.yaml', line: lineOf(practice, 'phone: 06 00 00 00 00'), value: '06 00 00 00 00', kind: 'fact' }))
    expect(examples.filter((example) => example.kind === 'testimonial').map((example) => example.file)).toEqual(Array(4).fill('content/data/testimonials.yaml'))
  })

  it('forgets a value once it is replaced, and knows nothing of real ones', () => {
    copy = copyContent()
    copy.replace('data/practice.yaml', 'phone: 06 00 00 00 00', 'phone: 01 23 45 67 89')
    copy.replace('data/testimonials.yaml', /text: Une écoute bienveillante[^\n]*/, 'text: Merci pour tout.')
    const examples = readExamples(copy.dir)
    expect(examples.map((example) => example.value)).not.toContain('06 00 00 00 00')
    expect(examples.filter((example) => example.kind === 'testimonial')).toHaveLength(3)
  })
})

describe('the site address', () => {
  it('is read with its line, example or not', () => {
    copy = copyContent()
    const practice = copy.read('data/practice.yaml')
    expect(readSiteUrl(copy.dir)).toEqual({ file: 'content/data/practice.yaml', line: lineOf(practice, 'siteUrl:'), value: 'https://www.example.com' })
    copy.replace('data/practice.yaml', 'siteUrl: https://www.example.com', 'siteUrl: http://louise.fr')
    expect(readSiteUrl(copy.dir).value).toBe('http://louise.fr')
  })
})
