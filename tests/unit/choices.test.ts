/**
 * The editor's choice lists come from the model's `choicesFrom`: each source's options from its list, and every
 * value a choosing field holds today, a mistyped one included, so the file still opens to be mended.
 */
import { expect, test } from 'vitest'
import { choiceLists } from '../../src/content/choices.ts'

test('options from each source, chosen values from every field that chooses, read leniently', () => {
  const lists = choiceLists({
    'data/booking.yaml': { bookingServices: [{ value: 'prenatale', label: 'Prénatale' }, { label: 'sans valeur' }, 'pas un élément'] },
    'data/offers.yaml': {
      offers: [
        { id: 'seance', title: 'Séance', booking: 'prenatale' },
        { id: 'suivi', title: 'Suivi', booking: 'postnatal-mal-ecrit' },
      ],
      giftCards: [{ offers: ['seance', 'inconnue'] }, { offers: 'pas une liste' }],
    },
  })
  expect(lists.bookingServices).toEqual([{ value: 'prenatale', label: 'Prénatale' }])
  expect(lists.offers).toEqual([{ value: 'seance', label: 'Séance' }, { value: 'suivi', label: 'Suivi' }])
  expect(lists.chosen).toEqual({ bookingServices: ['prenatale', 'postnatal-mal-ecrit'], offers: ['seance', 'inconnue'] })
})

test('files missing or unreadable give empty lists, not an error', () => {
  expect(choiceLists({ 'data/offers.yaml': null })).toEqual({ bookingServices: [], offers: [], chosen: { bookingServices: [], offers: [] } })
})
