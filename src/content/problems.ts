/**
 * What the check reports, and how the consultant reads it: one French
 * message per problem, naming the file, the line, what is wrong and what to do.
 */

export type Severity = 'error' | 'warning'

export interface Problem {
  severity: Severity
  /** The file as the consultant sees it in the repository, « content/accueil.mdx ». */
  file: string
  /** 1-based; absent when the problem is the file as a whole. */
  line?: number
  /** A short title from {@link problemTitles}, which the guide explains one by one. */
  title: ProblemTitle
  /** What is wrong, in one or two sentences. */
  message: string
  /** What to do about it. */
  fix: string
  /** The offending line of the file, shown under the message. */
  excerpt?: string
  /** Where the web editor shows the value: « Tarifs et consultations › Offres › Prix › Montant (€) ». */
  editorField?: string
}

/** What a problem says, wherever it is: its title, its message and what to do. */
export type ProblemText = Pick<Problem, 'title' | 'message' | 'fix'>

/**
 * Every title a message can start with. content/README.md explains each of
 * them (a test holds the guide to this list).
 */
export const problemTitles = [
  // MDX syntax
  'Balise non fermée',
  'Guillemet non fermé',
  'Balise fermante en trop',
  'Commentaire HTML',
  'Signe < dans le texte',
  'Adresse entre chevrons',
  'Accolade dans le texte',
  'Note dans une page',
  'Balise HTML',
  'Valeur sans guillemets',
  'Ligne import',
  'Erreur de syntaxe',
  // Components and links
  'Composant inconnu',
  'Propriété inconnue',
  'Propriété en double',
  'Propriété manquante',
  'Valeur mal écrite',
  'Contenu ignoré',
  'Bouton sans texte',
  'Lien sans texte',
  'Texte hors paragraphe',
  'Bloc dans une phrase',
  'Mise en forme non affichée',
  'Titre involontaire',
  'Sommaire vide',
  'Liste involontaire',
  'Puce collée',
  'Liste coupée',
  'Titre vide',
  'Citation involontaire',
  'Sous-liste mal décalée',
  'Deuxième titre de page',
  'Niveau de titre sauté',
  'Lien vers une page inexistante',
  'Lien vers votre page privée',
  'Adresse changée',
  'Ancre inexistante',
  'Mention obligatoire absente',
  'Délai de rétractation',
  'Prix introuvable',
  'Groupe sans offre',
  'Aucune offre principale',
  'Aucune carte cadeau',
  'Témoignages non affichés',
  'Groupe sur aucune page',
  'Page des tarifs sans prix',
  'Prix différent',
  'Prix inhabituel',
  'Numéro différent',
  'Adresse différente',
  'Adresse e-mail à vérifier',
  'Numéro d’urgence inconnu',
  'Délai de paiement',
  'Rétractation refusée',
  'Lien mal écrit',
  'Lien non sécurisé',
  'Section en double',
  'Bloc en double',
  'Ligne en double',
  'Nom de menu en double',
  // Data files: their form
  'Fichier illisible',
  'Tabulation',
  'Deux-points manquant',
  'Deux-points dans un texte',
  'Texte coupé par un #',
  'Élément collé',
  'Champ en double',
  'Décalage',
  'Tiret manquant',
  'Guillemets en début de texte',
  'Apostrophe entre guillemets',
  'Accolade en début de texte',
  'Forme non prévue',
  'Erreur de syntaxe dans les données',
  // Data files: their values
  'Champ inconnu',
  'Liste manquante',
  'Texte manquant',
  'Partie manquante',
  'Valeur non prévue',
  'Identifiant invalide',
  'Identifiant en double',
  'Nom en double',
  'Lieu à vérifier',
  'Nombre invalide',
  'Numéro invalide',
  'Prix invalide',
  'Durée invalide',
  'Note invalide',
  'Note en double',
  'Témoignage incomplet',
  'Témoignage en double',
  'Famille reconnaissable',
  'Coordonnées dans un témoignage',
  'Guillemets en double',
  'Formulaire manquant',
  'Outil sur une page publique',
  'Date invalide',
  'Période à l’envers',
  'Page privée impossible',
  'Créneau invalide',
  'Créneau en double',
  'Créneau inhabituel',
  'Numéro fixe',
  'Délai écrit à la main',
  'Nom de liste manquant',
  'Adresse du site invalide',
  'Adresse e-mail invalide',
  'Offre inconnue',
  'Type sans offre',
  'Type de consultation manquant',
  'Trop de prix',
  'Variable inconnue',
  'Variable manquante',
  'Mot en double',
  'Point en trop',
  'Ville à la place de la commune',
  'Texte trop long',
  'Bouton court',
  'Promesse sans réserve',
  // Page list
  'Page absente de la liste',
  'Fichier de page manquant',
  'Fichier de page en double',
  'Copie d’un fichier',
  'Nom de bloc invalide',
  'Adresse de page invalide',
  'Titre manquant',
  'Description manquante',
  'Description trop longue',
  'Rôle de page',
  'Page d’accueil manquante',
  // Her photo, public/images/portrait.*
  'Portrait manquant',
  'Portrait en double',
  'Portrait illisible',
  'Portrait trop petit',
  // Her optional photos, named in content/data/photos.yaml
  'Photo manquante',
  'Photo illisible',
  'Photo trop petite',
  // Warnings
  'Titre IBCLC',
  'Titre protégé',
  'Session passée',
  'Promesse médicale',
  'Nom d’une visite remboursée',
  'Mot de la télémédecine',
  'Bloc inutilisé',
  'Bloc placé dans lui-même',
  'Calendrier fermé',
  'Fermeture très longue',
  'Deux noms pour une même action',
  'Fichier à remettre en forme',
  'En-tête ignoré',
] as const

export type ProblemTitle = (typeof problemTitles)[number]

export function formatProblem(problem: Problem): string {
  const kind = problem.severity === 'error' ? '✖ Erreur' : '⚠ Avertissement'
  const where = problem.line === undefined ? problem.file : `${problem.file}, ligne ${problem.line}`
  const lines = [`${kind} — ${where}`, `  ${problem.title} : ${problem.message}`, `  À faire : ${problem.fix}`]
  if (problem.editorField !== undefined) lines.push(`  Dans l’éditeur : ${problem.editorField}`)
  if (problem.excerpt !== undefined && problem.line !== undefined) {
    lines.push(`  ${String(problem.line).padStart(4)} | ${problem.excerpt}`)
  }
  return lines.join('\n')
}

/** « 1 erreur », « 2 erreurs »: the count and its noun, singular up to one, as French counts. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`
}

export function formatSummary(problems: readonly Problem[], filesChecked: number): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  if (errors > 0) {
    const tail = warnings > 0 ? ` et ${plural(warnings, 'avertissement', 'avertissements')}` : ''
    return `${plural(errors, 'erreur', 'erreurs')}${tail}. Corrigez les erreurs ci-dessus avant de publier : le site ne sera pas construit tant qu’il en reste.`
  }
  if (warnings > 0) {
    return `Aucune erreur, ${plural(warnings, 'avertissement', 'avertissements')} : relisez les lignes indiquées avant de publier.`
  }
  return `Tout est en ordre : ${plural(filesChecked, 'fichier vérifié', 'fichiers vérifiés')}.`
}

/** The text of line `line` (1-based) of a file, trimmed on the right. */
export function lineText(source: string, line: number): string | undefined {
  // A check asks for many lines of one file in a row: the last file's lines are kept.
  if (source !== linesOf.source) Object.assign(linesOf, { source, lines: source.split(/\r?\n/) })
  return linesOf.lines[line - 1]?.trimEnd()
}

const linesOf: { source?: string; lines: string[] } = { lines: [] }

/** « a, b ou c », for lists of allowed values; « a, b et c » with `et`. */
export function frenchList(values: readonly string[], conjunction: 'ou' | 'et' = 'ou'): string {
  if (values.length <= 1) return values.join('')
  return `${values.slice(0, -1).join(', ')} ${conjunction} ${values[values.length - 1]}`
}

/** What a screen shows as a space, or not at all: pasted from a document or a message, she cannot see it. */
const hidden: Readonly<Record<string, { name: string; it: 'la' | 'le' }>> = {
  ' ': { name: 'une espace', it: 'la' },
  '\u00a0': { name: 'une espace insécable, invisible à l’écran,', it: 'la' },
  '\u202f': { name: 'une espace fine insécable, invisible à l’écran,', it: 'la' },
  '\t': { name: 'une tabulation', it: 'la' },
  '\u200b': { name: 'un caractère invisible', it: 'le' },
  '\u2060': { name: 'un caractère invisible', it: 'le' },
  '\ufeff': { name: 'un caractère invisible', it: 'le' },
}

const hiddenRun = `[\\s${Object.keys(hidden).join('')}]+`
const edges = new RegExp(`^${hiddenRun}|${hiddenRun}$`, 'gu')
/** A value without what hides at its start or end. */
export const trimHidden = (text: string) => text.replace(edges, '')

/** Hyphens a word processor writes, which look like « - » and are not. */
const lookalikeHyphens: Readonly<Record<string, string>> = {
  '\u2011': 'un trait d’union insécable, copié d’un traitement de texte,',
  '\u2010': 'un trait d’union typographique, copié d’un traitement de texte,',
}

/**
 * « Un caractère invisible s’y trouve : … » for a value that holds one of `hidden`'s invisible characters, or a
 * word processor's hyphen, anywhere: said after a message, the value looking right on her screen; '' otherwise.
 */
export function pastedCharacter(text: string): string {
  for (const char of text) {
    if (char in lookalikeHyphens) return ` ${capitalized(lookalikeHyphens[char]!)} s’y trouve : remplacez-le par un « - » tapé au clavier.`
    if (hidden[char]?.name === 'un caractère invisible') return ` ${capitalized(hidden[char].name)} s’y trouve : effacez la valeur et retapez-la.`
  }
  return ''
}

/** « Un caractère… » for « un caractère… »: a text's first letter in capitals, as a sentence starts. */
export const capitalized = (words: string) => `${words.charAt(0).toLocaleUpperCase('fr')}${words.slice(1)}`

/**
 * « (une espace insécable, invisible à l’écran, s’y trouve à la fin : effacez-la) » for a value that
 * starts or ends with one; '' otherwise. Inside a text, a no-break space is French typography: not told.
 */
export function hiddenAtEdges(text: string): string {
  const chars = [...text]
  const first = chars[0]
  const last = chars.at(-1)
  const at = first !== undefined && first in hidden ? { char: first, where: 'au début' } : last !== undefined && last in hidden ? { char: last, where: 'à la fin' } : undefined
  if (!at) return ''
  const { name, it } = hidden[at.char]!
  return ` (${name} s’y trouve ${at.where} : effacez-${it})`
}
