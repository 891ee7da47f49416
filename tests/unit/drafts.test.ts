import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { addressedTo, clearDraft, readDraft, writeDraft } from '../../src/lib/drafts.ts'
import { memoryStorage } from '../helpers/storage.ts'

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('sessionStorage', storage)
})
afterEach(() => vi.unstubAllGlobals())

it('gives back what was written, field by field, until it is cleared', () => {
  writeDraft('contact', { name: 'Léa', message: 'Bonjour 👶' })
  expect(readDraft('contact', ['name', 'message', 'phone'])).toEqual({ name: 'Léa', message: 'Bonjour 👶' })
  clearDraft('contact')
  expect(readDraft('contact', ['name'])).toBeNull()
})

it('keeps only the expected fields that hold text, and ignores a missing, broken or non-object draft', () => {
  storage.setItem('brouillon:contact', JSON.stringify({ name: 'Léa', phone: 6, admin: 'oui' }))
  expect(readDraft('contact', ['name', 'phone'])).toEqual({ name: 'Léa' })
  storage.removeItem('brouillon:contact')
  expect(readDraft('contact', ['name'])).toBeNull()
  storage.setItem('brouillon:contact', '{pas du json')
  expect(readDraft('contact', ['name'])).toBeNull()
  storage.setItem('brouillon:contact', '"texte"')
  expect(readDraft('contact', ['name'])).toBeNull()
})

it('keeps no draft of an empty form: a folded contact form stays folded, an unfolded one waits for a touch', () => {
  writeDraft('contact', { name: 'Léa', message: '' })
  writeDraft('contact', { name: '', message: '' })
  expect(storage.getItem('brouillon:contact')).toBeNull()
  // One saved empty by an older version of the site (in a tab open across the deploy) brings nothing back.
  storage.setItem('brouillon:contact', JSON.stringify({ name: '', message: '' }))
  expect(readDraft('contact', ['name', 'message'])).toBeNull()
})

it('does nothing, without throwing, where storage is refused', () => {
  const refuse = () => {
    throw new Error('SecurityError')
  }
  vi.stubGlobal('sessionStorage', { getItem: refuse, setItem: refuse, removeItem: refuse })
  expect(() => writeDraft('contact', { name: 'Léa' })).not.toThrow()
  expect(() => clearDraft('contact')).not.toThrow()
  expect(() => readDraft('contact', ['name'])).not.toThrow()
})

it('leads a malformed address (« /#%E0 ») to no section, without throwing, and a good one to its section', () => {
  const form = { id: 'formulaire' }
  const section = { contains: (element: unknown) => element === form }
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'écrire' ? section : null) })
  vi.stubGlobal('window', { location: { hash: '#%E0' } })
  expect(addressedTo(form as unknown as Element)).toBe(false)
  vi.stubGlobal('window', { location: { hash: '#%C3%A9crire' } })
  expect(addressedTo(form as unknown as Element)).toBe(true)
})
