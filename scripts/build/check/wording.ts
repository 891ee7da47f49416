/**
 * Wording a lactation consultant must not publish. These are warnings: the
 * check cannot tell every context apart, so it points at the line and lets
 * her decide.
 */
import type { ProblemTitle } from '../../../src/content/problems.ts'
import { sentenceAround } from './sentences.ts'

export interface WordingHit {
  /** Where the word starts in the text given. */
  index: number
  title: Extract<ProblemTitle, 'Titre IBCLC' | 'Titre protégé' | 'Promesse médicale' | 'Nom d’une visite remboursée' | 'Mot de la télémédecine'>
  message: string
  fix: string
}

/** « IBCLC » is a protected title: allowed only next to « en préparation » or « prévue ». */
const IBCLC = /IBCLC/g
const IBCLC_PENDING = /prépar|prévu/i

/** Titles the law reserves to those who hold their diploma, in the singular: her own title, not her colleagues'. */
const PROTECTED_TITLE =
  /(?<!\p{L})(sage[- ]femme|médecin|pédiatre|infirmière|infirmier|puéricultrice|gynécologue|psychologue|diététicienne|ostéopathe|kinésithérapeute)(?![\p{L}-])/giu
/**
 * She gives herself the title: right after « je suis », « en tant que », « j’exerce comme », her name and a comma
 * between them at most (« Je suis Marie, sage-femme »). Not « je suis maman, et mon conjoint est médecin ».
 */
const SELF_TITLE = /(?<!\p{L})(?:je\s+suis|en\s+tant\s+que|j['’]exerce\s+comme)\s+(?:[^,.;:!?\n]{0,40},\s*)?(?:une?\s+)?$/iu

/** guérir, traiter, diagnostic, soigner, and the forms of each (guérison, traitement, diagnostiquer, soignons…). */
const MEDICAL =
  /(?<![\p{L}-])(guéri\p{L}*|soign\p{L}*|diagnosti\p{L}*|trait(?:er|e|es|ons|ez|ent|é|ée|és|ées|ement|ements|ant)(?!\p{L}))/giu

/**
 * « consultation prénatale », « consultations postnatales »: the names of the medical visits of
 * pregnancy and after birth that the Assurance maladie reimburses. Hers are not reimbursed: named
 * so, they would mislead (Code de la consommation, L121-2). « consultation d’allaitement
 * prénatale » says what hers is.
 */
const REIMBURSED_VISIT = /(?<!\p{L})consultations?\s+(?:pré|post)natales?(?!\p{L})/giu

/**
 * « téléconsultation »: a word of télémédecine, an act of doctors and midwives reimbursed as such. Hers by
 * video is « en visio ».
 */
const TELEMEDICINE = /(?<!\p{L})t[ée]l[ée]-?consultations?(?!\p{L})/giu

/**
 * « je ne pose pas de diagnostic », « je ne soigne pas », « pas de traitement », « sans traitement »:
 * saying what she does not do is exactly what the rule wants.
 */
function isNegated(text: string, index: number): boolean {
  const before = text.slice(0, index)
  const clause = before.slice(Math.max(...[...'.;:!?'].map((mark) => before.lastIndexOf(mark))) + 1)
  const has = (pattern: RegExp) => pattern.test(clause)
  const ne = has(/(?<!\p{L})(?:ne(?!\p{L})|n['’])/iu)
  // « ne … pas » around the verb itself: its « pas » follows it.
  const pas = has(/(?<!\p{L})(?:pas|jamais|aucun|aucune|ni|plus)(?!\p{L})/iu) || /^\p{L}+\s+(?:pas|jamais|plus)(?!\p{L})/iu.test(text.slice(index))
  return (ne && pas) || has(/(?<!\p{L})(?:sans|aucun|aucune)(?!\p{L})/iu) || has(/(?<!\p{L})(?:pas|ni)\s+(?:de\s+|d['’]|un\s+|une\s+)?$/iu)
}

/** « traiter vos données », « les informations traitées »: the privacy policy's word, not a medical one. */
function isAboutData(text: string, index: number, word: string): boolean {
  if (!word.toLowerCase().startsWith('trait')) return false
  const around = text.slice(Math.max(0, index - 40), index + word.length + 40)
  return /donnée|information|personnel|responsable d/iu.test(around)
}

/** The wording a text should not publish; `ownTitle` when the text is her profession, written under her name. */
export function wordingHits(text: string, { ownTitle = false } = {}): WordingHit[] {
  const hits: WordingHit[] = []
  for (const match of text.matchAll(IBCLC)) {
    // A claim and its « en préparation » belong to the same sentence.
    if (IBCLC_PENDING.test(sentenceAround(text, match.index).text)) continue
    hits.push({
      index: match.index,
      title: 'Titre IBCLC',
      message:
        '« IBCLC » est présenté comme un titre obtenu. C’est une certification protégée : tant qu’elle n’est pas obtenue, le site ne peut pas l’afficher comme un titre.',
      fix: 'précisez dans la même phrase « en préparation » ou « prévue », avec la session, par exemple « examen IBCLC en préparation, session d’avril 2027 ».',
    })
  }
  // « infirmière puéricultrice »: one title, the first word given.
  for (const match of text.matchAll(PROTECTED_TITLE)) {
    const before = text.slice(sentenceAround(text, match.index).start, match.index)
    // Her profession (`ownTitle`) is a title standing alone: « Sage-femme et consultante en lactation ».
    const claimed = SELF_TITLE.test(before) || (ownTitle && text.slice(0, match.index).trim() === '')
    if (!claimed || isNegated(text, match.index)) continue
    hits.push({
      index: match.index,
      title: 'Titre protégé',
      message: `« ${match[0]} » est présenté comme votre titre. C’est un titre protégé par la loi, réservé aux personnes qui en ont le diplôme : un parent vous confierait son bébé en le croyant.`,
      fix: 'si ce titre n’est pas le vôtre, retirez-le et écrivez ce que vous êtes, par exemple « consultante en lactation » ; s’il l’est, gardez la phrase.',
    })
  }
  for (const match of text.matchAll(MEDICAL)) {
    if (isNegated(text, match.index) || isAboutData(text, match.index, match[0])) continue
    hits.push({
      index: match.index,
      title: 'Promesse médicale',
      message: `« ${match[0]} » est un mot du soin médical : une consultante en lactation accompagne et informe, elle ne soigne pas et ne pose pas de diagnostic.`,
      fix: 'reformulez, par exemple avec « accompagner », « soutenir », « trouver des solutions ensemble » ou « vous orienter vers votre médecin ou votre sage-femme ».',
    })
  }
  for (const match of text.matchAll(REIMBURSED_VISIT)) {
    hits.push({
      index: match.index,
      title: 'Nom d’une visite remboursée',
      message: `« ${match[0]} » est aussi le nom d’une visite médicale remboursée par l’Assurance maladie : un parent pourrait croire que la vôtre l’est.`,
      fix: 'nommez ce que vous proposez, par exemple « consultation d’allaitement prénatale » ou « consultation d’allaitement postnatale ».',
    })
  }
  // An id (« teleconsultation-allaitement »), a file or an address is no word a parent reads.
  for (const match of /^([a-z0-9]+(-[a-z0-9]+)*|\/\S*|https?:\S*)$/.test(text.trim()) ? [] : text.matchAll(TELEMEDICINE)) {
    hits.push({
      index: match.index,
      title: 'Mot de la télémédecine',
      message: `« ${match[0]} » est un mot de la télémédecine, acte réservé aux médecins et aux sages-femmes : un parent pourrait croire que votre consultation en est une.`,
      fix: 'écrivez « consultation en visio » ou « en visio ».',
    })
  }
  return hits.sort((a, b) => a.index - b.index)
}
