/** The check's sentence readers: a rule reads the whole sentence a word is in, from its first letter. */
import { expect, test } from 'vitest'
import { sentenceAround, sentencesOf } from '../../scripts/build/check/sentences.ts'

test('the sentence around a word, from the text’s first letter when nothing ends one before it', () => {
  const text = 'Mon numéro : 06 12 34 56 78. Écrivez-moi à marie@exemple.fr ; je réponds vite.'
  expect(sentenceAround(text, text.indexOf('06'))).toEqual({ start: 0, text: 'Mon numéro : 06 12 34 56 78' })
  // A dot inside an address does not end the sentence; a semicolon does.
  expect(sentenceAround(text, text.indexOf('marie'))).toEqual({ start: text.indexOf('Écrivez'), text: 'Écrivez-moi à marie@exemple.fr ' })
})

test('a sentence begins after a period at a line’s end', () => {
  const text = 'Examen en préparation.\nJe suis certifiée IBCLC.'
  expect(sentenceAround(text, text.indexOf('IBCLC')).text).toBe('Je suis certifiée IBCLC')
})

test('sentences end at « . ! ? ; », a blank line or a list’s next item', () => {
  expect(sentencesOf('Un. Deux ; trois\n\nQuatre\n- cinq').map((sentence) => sentence[0].trim())).toEqual(['Un', 'Deux', 'trois', 'Quatre', '- cinq'])
})
