/** content/data/situations.yaml: the situations of « Pourquoi consulter ? », by the time of the parents' life. */
import { field } from '../model.ts'
import { file, group, nonEmptyList, paragraph, sentence } from '../rules.ts'

const situationList = (label: string) =>
  field(nonEmptyList(group({ title: sentence('Titre', 'Court, comme les parents le diraient.'), description: paragraph('Description', 'Une phrase qui décrit la situation telle que les parents la vivent, sans diagnostic.') })), {
    label,
    itemLabel: (situation) => String(situation.title || 'Nouvelle situation'),
  })

/** The situations by the time of the parents' life they belong to: before the birth, the first weeks, later. */
export type SituationGroup = 'beforeBirth' | 'firstWeeks' | 'later'

export const situationGroupNames: Readonly<Record<SituationGroup, string>> = {
  beforeBirth: 'Avant la naissance',
  firstWeeks: 'Les premières semaines',
  later: 'Plus tard',
}

export const situationsSchema = file({
  beforeBirth: situationList(situationGroupNames.beforeBirth),
  firstWeeks: situationList(situationGroupNames.firstWeeks),
  later: situationList(situationGroupNames.later),
})
