/**
 * The rules the data files share (a text, a typeset sentence, a day, a time,
 * a key, a list…), each with the French explanation a mistake gets, and the
 * one error map (`explainIssue`) that turns zod's issues into those words for
 * the check (scripts/build/content/load.ts) and the editor (src/admin/fields.tsx).
 */
import { field, namePattern, type FieldMeta } from './model.ts'
import { frenchList, type ProblemTitle } from './problems.ts'
import { isIsoDay } from '../lib/booking-days.ts'
import { frenchTypography } from '../lib/typography.ts'
import { z } from 'zod'

/**
 * What the consultant reads when a value is refused. In `message` and `fix`,
 * « {key} » is the field's name, « {value} » the value she wrote and
 * « {item} » the item it belongs to (« « Sarah » », « l’élément n° 2 »).
 * `editor` is the same rule said under the field in the web editor, where
 * there is no line to fix but a box to fill.
 */
export interface Explanation {
  title: ProblemTitle
  message: string
  fix: string
  editor: string
}

/**
 * Every explanation, by its message: zod carries the message as the issue's. The message is the rule's key:
 * `explain()` returns it to the rule, and a second explanation under the same message throws, so a reworded
 * message moves its key with it.
 */
const explanations = new Map<string, Explanation>()

/**
 * Declares what the consultant reads when a rule refuses a value, and
 * returns the message zod carries for it (the rule's `error`). Two rules
 * may share an explanation, not a message.
 */
export function explain(explanation: Explanation): string {
  const known = explanations.get(explanation.message)
  if (known && JSON.stringify(known) !== JSON.stringify(explanation)) throw new Error(`two explanations say « ${explanation.message} »`)
  explanations.set(explanation.message, explanation)
  return explanation.message
}

/** The withdrawal delay as a text may write it: « 14 jours », « quatorze jours » (the law's model form), « quatorze (14) jours ». */
export const fourteenDays = /\b(?:14|quatorze)(?:\s*\(14\))?\s*jours/i

const refused = 'Cette valeur n’est pas acceptée par le site.'
const missingPart: Explanation = {
  title: 'Partie manquante',
  message: 'la partie « {key}: » de {item} a disparu, avec ses lignes.',
  fix: 'remettez-la depuis la dernière version qui marchait : l’historique du dépôt la garde (sur GitHub, « History » sur la page du fichier).',
  editor: refused,
}
/** A part whose name is left and its lines gone: « {fields} » names them, « {none} » offers « {} » when none is needed. */
const emptiedPart: Explanation = {
  title: 'Partie manquante',
  message: 'la partie « {key}: » de {item} est vide : les lignes décalées qui la suivaient ont disparu.',
  fix: 'remettez sous « {key}: », décalées de deux espaces de plus, ses lignes {fields}{none} ; l’historique du dépôt garde la dernière version qui marchait (sur GitHub, « History » sur la page du fichier).',
  editor: refused,
}
const missingValue: Explanation = {
  title: 'Texte manquant',
  message: 'il manque « {key} » à {item}.',
  fix: 'ajoutez une ligne « {key}: … », alignée sur ses voisines.',
  editor: refused,
}

/** « • Un point » lines pasted from a document: YAML reads them as one text, not a list. */
const bulletedList = (bullet: string): Explanation => ({
  title: 'Tiret manquant',
  message: `ces lignes commencent par « ${bullet} », une puce de traitement de texte : le fichier les lit comme un seul texte, pas comme une liste.`,
  fix: `remplacez chaque « ${bullet} » par un tiret « - » suivi d’une espace, à la même place.`,
  editor: refused,
})

/** « - amount:70 »: without a space after the colon, YAML reads a field and its value as one text. */
export const colonWithoutSpace: Explanation = {
  title: 'Deux-points manquant',
  message: 'le deux-points de cette ligne est collé à ce qui le suit : sans une espace après lui, le fichier ne lit pas de nom de champ, mais un seul mot.',
  fix: 'ajoutez une espace après le deux-points : « amount: 70 », pas « amount:70 ».',
  editor: refused,
}

/** « - Remboursement : les consultations… »: YAML reads a text with « : » in it as a field and its value. */
export const colonInText: Explanation = {
  title: 'Deux-points dans un texte',
  message: 'ce texte contient un deux-points suivi d’une espace (« : »), que le fichier prend pour le début d’un nouveau champ.',
  fix: 'mettez tout le texte entre guillemets droits simples, comme l’éditeur l’écrit : « description: \'Douleurs, doutes : je vous accompagne.\' » ; une apostrophe droite s’y écrit deux fois : \'L\'\'allaitement : vos questions\'.',
  editor: refused,
}

const emptyListItem: Explanation = {
  title: 'Texte manquant',
  message: 'un élément de la liste « {key} » est vide.',
  fix: 'écrivez le texte après le tiret, ou supprimez la ligne.',
  editor: refused,
}

/** What only her file's layout shows about a refused value (the check reads it; the editor, which writes the layout, never meets it). */
export interface YamlShape {
  /** The value is written as a field of its own (a block mapping), not as a text. */
  fieldInText?: boolean
  /** The value is an item of a list, left empty (« - » alone). */
  emptyItem?: boolean
  /** The field's line is gone from its part, which is there: nothing to write « after » it. */
  lineGone?: boolean
}

/**
 * The one error map, for the check and the editor alike: the French
 * explanation of a zod issue on `input`, the value she wrote. What her file's
 * layout shows first (a text YAML read as a field, a dash alone); then a rule's
 * own explanation; else a missing value; else zod's French words. An unknown
 * field is the loader's (« Champ inconnu », with the name she may have meant,
 * scripts/build/content/load.ts): only a file written by hand has one.
 */
export function explainIssue(issue: z.core.$ZodIssue, input: unknown, shape: YamlShape = {}): Explanation {
  const wantedText = issue.code === 'invalid_type' && issue.expected === 'string'
  if (wantedText && shape.fieldInText) return colonInText
  // The fix is on the dash's line, not after the list's name.
  if (wantedText && shape.emptyItem) return emptyListItem
  if (shape.lineGone && issue.message === missingText) return goneLine
  const declared = explanations.get(issue.message)
  // YAML reads « {name}, consultante » as a mapping: where zod wanted a text and found one, the text needs quotes.
  if (declared && issue.code === 'invalid_type' && issue.expected === 'string' && typeof input === 'object' && input !== null) {
    return { ...declared, fix: 'un texte qui commence par une accolade { ou un crochet [ doit être entre guillemets droits : « title: \'{name}, consultante\' ».' }
  }
  if (typeof input === 'string' && /^[\w-]+:[^\s:/]/.test(input) && issue.code === 'invalid_type' && issue.expected === 'object') return colonWithoutSpace
  if (typeof input === 'string' && /^[•·◦▪●‣⁃]/.test(input) && issue.code === 'invalid_type' && issue.expected === 'array') return bulletedList(input.charAt(0))
  // A whole part of the file gone (« urgent: » and its lines), or its lines alone: nothing is malformed, it is missing.
  if (input === null && issue.code === 'invalid_type' && issue.expected === 'object') return emptiedPart
  if (input === undefined && issue.code === 'invalid_type' && issue.expected === 'object') return missingPart
  // A rule that quotes the value it refuses, when there is none: said missing, under the rule's title and fix.
  if (declared && input === undefined && declared.message.includes('{value}')) return { ...declared, message: missingValue.message }
  if (declared) return declared
  if (input === undefined) return missingValue
  return {
    title: 'Valeur non prévue',
    message: `{key} : ${issue.message}.`,
    fix: 'comparez avec un élément voisin qui s’affiche bien, et reprenez sa forme.',
    editor: refused,
  }
}

/* ------------------------------------------------------------------ values */

const missingText = explain({
  title: 'Texte manquant',
  message: '« {key} » de {item} est vide ou manquant.',
  fix: 'écrivez le texte après « {key}: », sur la même ligne.',
  editor: 'Ce texte ne peut pas rester vide.',
})

/** A field's line deleted: « {part} » says where it goes back, under its part's name or at the margin. */
const goneLine: Explanation = {
  title: 'Texte manquant',
  message: 'la ligne « {key}: » de {item} a disparu.',
  fix: 'remettez-la avec son texte, {part} ; l’historique du dépôt garde la dernière version qui marchait (sur GitHub, « History » sur la page du fichier).',
  editor: refused,
}

/** A text shown as it is typed (names, labels, titles). */
export const text = (error = missingText) =>
  // A figure alone (« period: 2026 ») is read by YAML as a number: it is text here.
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error }).trim().min(1, { error }))

/** Prose: French typography (no-break spaces before « ; : ! ? », typographic apostrophes…) applied once, at build. */
export const prose = (error = missingText) => text(error).transform(frenchTypography)

/**
 * Prose that must keep some of its variables (« {date} », « {price} »): without one it would tell the parent nothing
 * of what it is for, or a wrong price (« de {max} à {max} »). Checked on her words, before the variables are filled.
 */
export function keeping(slots: readonly string[], without: string) {
  const listed = slots.map((slot) => `{${slot}}`)
  const written = frenchList(listed, 'et')
  const error = explain({
    title: 'Variable manquante',
    message: `« {key} » doit garder ${written} : sans ${listed.length > 1 ? 'l’une d’elles' : 'elle'}, ${without}.`,
    fix: `remettez ${written} dans ce texte, écrit${listed.length > 1 ? 's' : ''} exactement ainsi, à ${listed.length > 1 ? 'leur' : 'sa'} place : ce sont les mots autour qui sont à vous.`,
    editor: `Gardez ${written} dans ce texte : sans ${listed.length > 1 ? 'l’une d’elles' : 'elle'}, ${without}.`,
  })
  return prose().refine((words) => listed.every((slot) => words.includes(slot)), { error })
}

/** A whole number; written in quotes by hand (« amount: '90' »), still her figure, as the editor opens it. */
export const wholeNumber = (explanation: Explanation) => {
  const error = explain(explanation)
  return z.preprocess((value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value), z.number({ error }).int({ error }).positive({ error }))
}

const inHours = explain({
  title: 'Durée invalide',
  message: 'la durée de {item} ({key}: {value}) se lit en minutes, pas en heures : le site écrirait « min » après ce nombre.',
  fix: 'écrivez la durée en minutes : « 60 » pour 1 h, « 90 » pour 1 h 30, « 120 » pour 2 h.',
  editor: 'En minutes : 60 pour 1 h, 90 pour 1 h 30, 120 pour 2 h.',
})

const tooLong = explain({
  title: 'Durée invalide',
  message: 'la durée de {item} ({key}: {value}) dépasse 8 h : un zéro de trop ?',
  fix: 'écrivez la durée en minutes : « 90 » pour 1 h 30, « 120 » pour 2 h.',
  editor: 'En minutes, 480 au plus : 90 pour 1 h 30, 120 pour 2 h.',
})

/**
 * A consultation's length, in minutes: under 10, hours typed (« from: 1 » for 1 h, which the site would show
 * « 1 min »); over 480 (8 h, a day's workshop), a zero too many (« 1200 » for 120).
 */
export const minutes = wholeNumber({
  title: 'Durée invalide',
  message: 'la durée de {item} ({key}: {value}) doit être un nombre entier de minutes.',
  fix: 'écrivez les minutes en chiffres, sans « min » : « from: 60 » pour 1 h, et « to: 90 » en plus pour « 1 h à 1 h 30 ».',
  editor: 'Un nombre entier de minutes : 60 pour 1 h, 90 pour 1 h 30.',
}).refine((value) => value >= 10, { error: inHours }).refine((value) => value <= 480, { error: tooLong })

export const amount = wholeNumber({
  title: 'Prix invalide',
  message: 'le prix de {item} ({value}) n’est pas un nombre entier positif.',
  fix: 'écrivez le montant en euros, en chiffres, sans le signe € : « amount: 70 ».',
  editor: 'Un montant en euros, entier, sans centimes ni signe € : 70.',
})

const badDay = explain({
  title: 'Date invalide',
  message: 'la date {value} ({key}) n’est pas un jour du calendrier écrit AAAA-MM-JJ.',
  fix: 'écrivez l’année, le mois et le jour avec des tirets : « 2026-12-25 » pour le 25 décembre 2026.',
  editor: 'Choisissez un jour dans le calendrier.',
})
const noSuchDay = explain({
  title: 'Date invalide',
  message: 'la date {value} ({key}) n’existe pas : ce mois n’a pas ce jour-là.',
  fix: 'vérifiez le jour et le mois : février a 28 jours (29 les années bissextiles) ; avril, juin, septembre et novembre en ont 30.',
  editor: 'Choisissez un jour dans le calendrier.',
})
/**
 * A day refused: written right for a day its month lacks (« 2027-02-29 », « 2026-04-31 »), or written otherwise,
 * a day and a month swapped (« 2026-25-12 ») included, whose fix is the form to write.
 */
export const dayError = (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(issue.input) ? noSuchDay : badDay
export const day = z.string({ error: badDay }).refine(isIsoDay, { error: dayError })

const badSlot = explain({
  title: 'Créneau invalide',
  message: 'le créneau {value} n’est pas une heure écrite HH:MM.',
  fix: 'écrivez l’heure sur deux chiffres, deux-points, les minutes sur deux chiffres, entre guillemets droits : « - \'09:00\' » (pas les guillemets courbes ‘ ’ ou “ ” d’un traitement de texte).',
  editor: 'Écrivez l’heure sur deux chiffres, deux-points, puis les minutes : 09:00, 14:30.',
})
const badFlag = explain({
  title: 'Valeur non prévue',
  message: '« {key} » de {item} vaut {value} : ce champ ne prend que true (oui) ou false (non).',
  fix: 'écrivez « {key}: true » pour oui, ou « {key}: false » pour non.',
  editor: 'Cochez la case pour oui, laissez-la vide pour non.',
})

/** Yes or no: a box in the editor, « true » or « false » in the file. */
export const flag = z.boolean({ error: badFlag })

/** « 09:00-12:00 », « 9h à 12h »: a morning written as one slot, where each start time is a button of the form. */
const slotRange = explain({
  title: 'Créneau invalide',
  message: '{value} est une plage horaire : un créneau est l’heure où commence un rendez-vous, et le formulaire en fait un bouton.',
  fix: 'écrivez une ligne par heure de début, entre guillemets droits : « - \'09:00\' », puis « - \'09:30\' »… jusqu’à la dernière heure où un rendez-vous peut commencer.',
  editor: 'Une heure de début par ligne : 09:00, puis 09:30…',
})
const isRange = (input: unknown) => typeof input === 'string' && /^\s*\d{1,2}\s*[:h]\s*\d{0,2}\s*(?:-|–|—|à)\s*\d{1,2}\s*[:h]\s*\d{0,2}\s*$/i.test(input)
export const slot = z.string({ error: badSlot }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: (issue) => (isRange(issue.input) ? slotRange : badSlot) })

const badKey = explain({
  title: 'Identifiant invalide',
  message: 'l’identifiant {value} de {item} n’est pas écrit en minuscules sans accent, chiffres et tirets.',
  fix: 'écrivez par exemple « consultation-prenatale » : pas d’espace, pas d’accent, pas de majuscule.',
  editor: 'Des minuscules sans accent, des chiffres et des tirets, sans espace : consultation-prenatale.',
})
export const key = z.string({ error: badKey }).regex(namePattern, { error: badKey })
/** An optional text emptied by hand (« nav: », « handsAlt: "" »): absent, as the editor writes it when emptied. */
export const emptyAsAbsent = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional())

/** An identifier of another list that must be there: `missing` says which list it comes from when its line is gone. */
export const keyOf = (missing: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : badKey) })
    .regex(namePattern, { error: (issue) => (issue.input === '' ? missing : badKey) })

/** A file that is not a list of « name: value » lines: zod's message, and the YAML reader's. */
export const notAMapping: Explanation = {
  title: 'Fichier illisible',
  message: 'ce fichier doit être une suite de lignes « nom: valeur ».',
  fix: 'reprenez la forme de la dernière version qui marchait : chaque ligne commence par un nom suivi de deux-points.',
  editor: 'Ce fichier n’a pas la forme attendue.',
}
const notAnItem = explain({
  title: 'Valeur non prévue',
  message: '« {key} » de {item} n’a pas la forme attendue : des lignes « nom: valeur » en dessous, décalées.',
  fix: 'recopiez la forme d’un élément voisin (les mêmes noms, chacun sur sa ligne, décalés de deux espaces), puis changez les valeurs.',
  editor: 'Cet élément n’a pas la forme attendue.',
})
export const missingList = explain({
  title: 'Liste manquante',
  message: 'la liste « {key} » est vide ou introuvable.',
  fix: 'gardez la ligne « {key}: » telle quelle, puis un élément par tiret « - » en dessous.',
  editor: 'Cette liste doit garder au moins un élément.',
})

/** Every file is a mapping at the top level, with no key the site does not read. */
export const file = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: explain(notAMapping) })
export const group = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, { error: notAnItem })
const array = <Item extends z.ZodType>(schema: Item) => z.array(schema, { error: missingList })
/** A list she may empty: « closedDays: » with nothing under it, as deleting its last item by hand leaves it, is the empty list. */
export const list = <Item extends z.ZodType>(schema: Item) => z.preprocess((value) => (value === null ? [] : value), array(schema))
export const nonEmptyList = <Item extends z.ZodType>(schema: Item) => array(schema).min(1, { error: missingList })

/** A line of text, declared with its label and help. */
export const line = (label: string, help?: string, error?: string) => field(text(error), { label, help })
/** A sentence or more, typeset at build. */
export const sentence = (label: string, help?: string, meta: Omit<FieldMeta, 'label' | 'help'> = {}) =>
  field(prose(), { label, help, ...meta })
export const paragraph = (label: string, help?: string) => field(prose(), { label, help, multiline: true })

/** A few words of the interface, typeset like every other text (« Date choisie : », « Message envoyé ! »). */
export const words = (label: string, help?: string) => sentence(label, help)
export const section = <Shape extends z.core.$ZodLooseShape>(label: string, shape: Shape, help?: string) => field(group(shape), { label, help })
/** An example fact: her value, which we do not know yet. */
export const example = (value: string, what: string) => ({ example: { values: [value], what } })
