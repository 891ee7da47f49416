/** What a request form lacks when « Envoyer » is pressed: the e-mail check and the list of errors, in the form's order. */
import { describe, expect, it } from 'vitest'
import { formErrors, isEmailAddress } from '../../src/lib/form-errors.ts'

/** 254 characters, the longest address a mail server carries. */
const longestAddress = `${'a'.repeat(243)}@example.fr`

describe('isEmailAddress', () => {
  it('accepts addresses a reply can reach, spaces around them included', () => {
    for (const address of ['camille.durand@example.fr', 'a+b@mail.example.co.uk', ' ines@exemple.fr ', longestAddress]) expect(isEmailAddress(address), address).toBe(true)
  })

  it('refuses an address with no dot after the @, and other mistakes', () => {
    for (const address of ['prenom.nom@example', 'prenom.nom', '@example.fr', 'a@b@c.fr', 'a b@example.fr', 'a@example.', 'a@.fr', 'a@example..fr', '', 'a<b@example.fr', 'a@example.fr,b.fr', 'a;b@example.fr', 'a\u0000@example.fr', `a${longestAddress}`])
      expect(isEmailAddress(address), address).toBe(false)
  })
})

describe('formErrors', () => {
  type Values = { name: string; email: string }
  const checks = [
    ['name', (values: Values) => values.name.trim() === '' && 'Indiquez votre nom.'],
    ['email', (values: Values) => values.email.trim() === '' && 'Indiquez votre e-mail.'],
    ['email', (values: Values) => !isEmailAddress(values.email) && 'Vérifiez votre e-mail.'],
  ] as const

  it('lists the failed checks in the order given, one message per field, the first that fails', () => {
    expect(formErrors({ name: ' ', email: '' }, checks)).toEqual([
      { name: 'name', message: 'Indiquez votre nom.' },
      { name: 'email', message: 'Indiquez votre e-mail.' },
    ])
    const errors = formErrors({ name: 'Inès', email: 'ines@exemple' }, checks)
    expect(errors).toEqual([{ name: 'email', message: 'Vérifiez votre e-mail.' }])
  })

  it('is empty when every check passes', () => {
    expect(formErrors({ name: 'Inès', email: 'ines@exemple.fr' }, checks)).toEqual([])
  })
})
