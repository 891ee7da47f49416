/**
 * Diplômes et formations, du plus récent au plus ancien, affichés sur la page
 * À propos.
 *
 * ⚠ À COMPLÉTER : ajoutez vos diplômes et formations avec leur période.
 * Rappel : « IBCLC » est une marque protégée ; tant que la certification
 * n'est pas obtenue, écrivez-la « en préparation ».
 */
import type { TrainingEntry } from '../../src/types/content.ts'
import { placeholder } from '../../src/lib/placeholder.ts'

export const training = [
  { period: '2026', title: 'Certification IBCLC (en préparation)' },
  {
    period: placeholder('période de la formation en lactation', '2024 – 2025'),
    title: 'Formation de consultante en lactation, 202 heures',
  },
] as const satisfies readonly TrainingEntry[]
