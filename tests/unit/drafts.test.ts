import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, readDraft, writeDraft } from '../../src/lib/drafts.ts'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe('drafts', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
    vi.stubGlobal('sessionStorage', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives back what was written, field by field', () => {
    writeDraft('contact', { name: 'Léa', message: 'Bonjour 👶' })
    expect(readDraft('contact', ['name', 'message', 'phone'])).toEqual({ name: 'Léa', message: 'Bonjour 👶' })
  })

  it('keeps only the expected fields that hold text', () => {
    storage.setItem('brouillon:contact', JSON.stringify({ name: 'Léa', phone: 6, admin: 'oui' }))
    expect(readDraft('contact', ['name', 'phone'])).toEqual({ name: 'Léa' })
  })

  it('ignores a missing, broken or non-object draft', () => {
    expect(readDraft('contact', ['name'])).toBeNull()
    storage.setItem('brouillon:contact', '{pas du json')
    expect(readDraft('contact', ['name'])).toBeNull()
    storage.setItem('brouillon:contact', '"texte"')
    expect(readDraft('contact', ['name'])).toBeNull()
  })

  it('forgets the draft once cleared', () => {
    writeDraft('rendez-vous', { date: '2026-11-23' })
    clearDraft('rendez-vous')
    expect(readDraft('rendez-vous', ['date'])).toBeNull()
  })

  it('does nothing, without throwing, where storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(() => writeDraft('contact', { name: 'Léa' })).not.toThrow()
    expect(() => clearDraft('contact')).not.toThrow()
    expect(() => readDraft('contact', ['name'])).not.toThrow()
  })
})
