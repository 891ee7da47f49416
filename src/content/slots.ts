/**
 * A name in braces in one of her texts (« {city} », « {price} »): which a
 * text may hold, and her words for one that nothing fills, which visitors
 * would read as typed. One rule for the check (scripts/build/content/
 * cross-rules.ts) and the editor's field (src/admin/fields.tsx).
 */
import { factNames } from './facts.ts'
import type { FieldNode } from './model.ts'
import { frenchList, type ProblemText } from './problems.ts'
import type { ContentFile } from './schema.ts'
import { factMeant } from './suggest.ts'

/** The sections of booking.yaml whose texts the e-mails' composer fills (src/lib/confirmation.ts, src/lib/offsite.ts). */
export const composedSections = ['confirmation', 'offsiteMail', 'homeContract'] as const

/**
 * Which names in braces a text may hold besides its help's: her facts, filled wherever her texts are read
 * (`'facts'`), but in practice.yaml, where they are written (`'written'`); in an e-mail text, those its composer
 * fills there, found by composing the e-mails (`'composed'`: scripts/build/content/unfilled-slots.ts).
 */
export type Braces = 'facts' | 'written' | 'composed'

/** The braces of a text of `file`, by the section of the file it is in. */
export function bracesOf(file: ContentFile, section: PropertyKey): Braces {
  if (file === 'data/practice.yaml') return 'written'
  return file === 'data/booking.yaml' && (composedSections as readonly PropertyKey[]).includes(section) ? 'composed' : 'facts'
}

/**
 * The names the e-mails' composer fills in each of her booking.yaml texts, by section and key, found by composing
 * them (scripts/build/content/unfilled-slots.ts).
 */
export type FilledNames = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>

/** A name in single braces, « {date} », its name captured (not « {{date}} »). */
export const singleBraces = /(?<!\{)\{(\w+)\}(?!\})/g

/**
 * The variables a text may hold besides her facts: the « {name} »s its field's help names (an item of a list of
 * texts reads its list's help), which the site fills where it shows the text; not the « {{subject}} » a help may
 * quote from her EmailJS template.
 */
export function textVariables(node: FieldNode | undefined, list?: FieldNode): string[] {
  return [...(node?.meta?.help ?? list?.meta?.help ?? '').matchAll(singleBraces)].map((match) => match[1]!)
}

/**
 * « {{city}} », braces doubled: the site fills « {city} » and the visitor reads the others. Found as written, or, in
 * a text whose facts are filled already (the check's), as the visitor would read it, « {Votre ville} ».
 */
export const doubledBraces = /\{\{\w+\}\}|(?<!\{)\{[^{}\n]*[^\w{}\n][^{}\n]*\}(?!\})/g

/**
 * The names in braces of `text` that nothing fills, each once: neither one of `named`, nor, where they are filled,
 * one of her facts. For most texts, `named` are the variables its help names: the help is what the editor shows her,
 * and the only list of a text's variables, which the components fill where they render. For an e-mail text
 * (`'composed'`), the names its composer fills there, found by composing the e-mails (scripts/build/content/
 * unfilled-slots.ts).
 */
export function unknownSlots(text: string, named: readonly string[], braces: Braces): string[] {
  const known = new Set([...named, ...(braces === 'written' ? [] : factNames)])
  const doubled = [...text.matchAll(doubledBraces)].map((match) => match[0])
  const single = [...text.matchAll(singleBraces)].map((match) => match[1]!).filter((name) => !known.has(name))
  return [...new Set([...doubled, ...single])]
}

/** What she reads of a name in braces nothing fills, with the name she most likely meant; of braces doubled (« {{city}} », or « {Votre ville} » once filled), the pair to remove. */
export function unknownSlotText(name: string, named: readonly string[], braces: Braces): ProblemText {
  if (name.startsWith('{{')) {
    return {
      title: 'Variable inconnue',
      message: `« ${name} » : une paire d’accolades de trop, qui se lirait autour de l’information.`,
      fix: `écrivez « ${name.slice(1, -1)} », avec une seule paire d’accolades.`,
    }
  }
  // Words in braces (« {ville de Lyon} »), or, in the check's texts, a fact filled inside doubled braces (« {Votre ville} »).
  if (name.startsWith('{')) {
    return {
      title: 'Variable inconnue',
      message: `« ${name} » : ces accolades s’afficheraient telles quelles, autour des mots qu’elles entourent.`,
      fix: 'pour une information de vos coordonnées, gardez une seule paire d’accolades autour de son nom : « {city} », pas « {{city}} » ; sinon, retirez les accolades.',
    }
  }
  const listed = frenchList(named.map((each) => `« {${each}} »`), 'ou')
  if (braces === 'written') {
    return {
      title: 'Variable inconnue',
      message: `« {${name}} » n’est remplacé par rien dans vos coordonnées : les visiteurs le liraient tel quel.`,
      fix: `écrivez la valeur elle-même${named.length > 0 ? `, ou une variable de ce texte (${listed})` : ''} : dans ce fichier, les informations entre accolades ne sont pas remplacées.`,
    }
  }
  const guess = factMeant(name, named)
  if (braces === 'composed') {
    return {
      title: 'Variable inconnue',
      message: `« {${name}} » n’est remplacé par rien : le parent le lirait tel quel.`,
      fix: `${guess ? `vouliez-vous écrire « {${guess}} » ? Sinon, é` : 'é'}crivez ${named.length > 0 ? `une des variables de ce texte (${frenchList(named.map((each) => `{${each}}`))}), ` : ''}une information de vos coordonnées sous son nom, ou retirez les accolades.`,
    }
  }
  const variables =
    named.length > 0
      ? `une variable de ce texte (${listed}), une autre information des coordonnées du cabinet sous son nom`
      : 'une information des coordonnées du cabinet sous son nom, comme « {city} » ou « {phone} »'
  return {
    title: 'Variable inconnue',
    message: `« {${name}} » n’est remplacé par rien : les visiteurs le liraient tel quel.`,
    fix: `${guess ? `vouliez-vous écrire « {${guess}} » ? Sinon, é` : 'é'}crivez ${variables}, ou retirez les accolades.`,
  }
}
