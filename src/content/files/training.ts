/** content/data/training.yaml: her key figures and her training, for « À propos ». */
import { field } from '../model.ts'
import { file, group, nonEmptyList, sentence, text } from '../rules.ts'

export const trainingSchema = file({
  /** The key figures of <Highlights>: `figure` shown large, `text` under it. */
  highlights: field(nonEmptyList(group({ figure: sentence('En grand', 'Par exemple « Plus de {families} » ; entre accolades, un chiffre des coordonnées du cabinet.'), text: sentence('En dessous', 'Par exemple « familles accompagnées ».') })), {
    label: 'Chiffres en avant',
    help: 'Sur la page À propos. Rappel : tant que la certification IBCLC n’est pas obtenue, écrivez-la « en préparation ».',
    itemLabel: (highlight) => `${String(highlight.figure ?? '')} ${String(highlight.text ?? '')}`,
  }),
  training: field(
    nonEmptyList(
      group({
        period: field(text(), {
          label: 'Période',
          help: 'L’année ou la période : 2024 – 2025.',
          example: { values: ['2024 – 2025'], what: 'la période de votre formation en lactation' },
        }),
        title: sentence('Intitulé', 'La formation suivie, telle que les parents la liront. Entre accolades, un chiffre des coordonnées du cabinet : {trainingHours} s’écrit « 202 heures ».'),
      }),
    ),
    {
      label: 'Formation',
      help: 'Les formations suivies, de la plus récente à la plus ancienne.',
      itemLabel: (entry) => `${String(entry.period ?? '')} · ${String(entry.title ?? '')}`,
    },
  ),
})
