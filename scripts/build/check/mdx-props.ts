/**
 * A component as a page writes it, `<PriceTable group="prenatal" />`: the
 * rules its declaration gives (src/content/components.ts), and the check of
 * its props, its content, and the links and ids they hold.
 */
import type { JsxElement } from '../mdx/mdx-jsx.ts'
import { toString } from 'mdast-util-to-string'
import { EXIT, visit } from 'unist-util-visit'
import { z } from 'zod'
import { factNames } from '../../../src/content/facts.ts'
import { isSectionName, pageComponents, propMeta, sectionName, type ComponentDeclaration, type PropKind } from '../../../src/content/components.ts'
import { sectionId } from '../../../src/content/model.ts'
import { frenchList, type Problem, type ProblemText } from '../../../src/content/problems.ts'
import { closest, factMeant } from '../../../src/content/suggest.ts'

/** A prop's rule as the MDX walk reads it, whatever the component. */
type AnyPropRule = { kind: 'oneOf'; values: readonly string[]; required: boolean } | { kind: Exclude<PropKind, 'fact'>; required: boolean }

export interface ComponentRule {
  /** Its name in the editor's menu. */
  label: string
  props: Readonly<Record<string, AnyPropRule>>
  children: boolean
  /** Its words are its name (a button): it has some. */
  words?: boolean
  inline?: boolean
}

/** Whether a tag holds a component (a button's words may be <Fact of="phone" />, which has no text of its own here). */
function holdsTag(node: JsxElement): boolean {
  let found = false
  visit(node, (child) => {
    if (child === node || (child.type !== 'mdxJsxTextElement' && child.type !== 'mdxJsxFlowElement') || !/^[A-Z]/.test(child.name ?? '')) return undefined
    found = true
    return EXIT
  })
  return found
}

/** A prop as the check reads it: its allowed values, or what its text must be. */
function propRule(schema: z.ZodType): AnyPropRule {
  const { options, kind, required } = propMeta(schema)
  if (options) return { kind: 'oneOf', values: Object.keys(options), required }
  // A fact: one of the names practice.yaml's fields declare (src/content/facts.ts).
  if (kind === 'fact') return { kind: 'oneOf', values: factNames, required }
  if (kind === 'path' || kind === 'anchor' || kind === 'id') return { kind, required }
  throw new Error('src/content/components.ts: a component prop is a choice or a text with a « kind » (path, anchor, id, fact).')
}

/** The rules of some declared components (src/content/components.ts), by the name a page writes. */
export function componentRulesOf(declarations: Readonly<Record<string, ComponentDeclaration>>): ReadonlyMap<string, ComponentRule> {
  return new Map(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      {
        label: declaration.label,
        props: Object.fromEntries(Object.entries(declaration.props.shape).map(([prop, schema]) => [prop, propRule(schema as z.ZodType)])),
        children: declaration.children !== false,
        ...(declaration.children === 'words' ? { words: true } : {}),
        ...(declaration.inline ? { inline: true } : {}),
      },
    ]),
  )
}

export const siteComponentRules = componentRulesOf(pageComponents)

function describeRule(rule: AnyPropRule): string {
  switch (rule.kind) {
    case 'oneOf':
      return frenchList(rule.values.map((value) => `"${value}"`))
    case 'path':
      return 'une adresse du site entre guillemets, par exemple "/rendez-vous" ou "/#contact"'
    case 'anchor':
      return 'l’id d’une section de la page entre guillemets, par exemple "contact"'
    case 'id':
      return 'un nom court entre guillemets, sans espace ni accent, par exemple "contact"'
  }
}

/** A link or an anchor target to check once every page is read. */
export interface LinkReference {
  line: number
  /** « /consultations », « /#contact » or « #services ». */
  target: string
  /** How she wrote it, for the message: « [texte](/lien) », « to="/lien" »… */
  written: string
  /** A button's words (`<ButtonLink to="…">Prendre rendez-vous</ButtonLink>`). */
  label?: string
}

/** What the walk of a page keeps: her mistakes, the links to check once every page is read, the ids links may target. */
export interface Findings {
  problem: (line: number | undefined, explanation: ProblemText, severity?: Problem['severity']) => void
  links: LinkReference[]
  ids: Set<string>
}

/** The props of one component: each known, with a value its rule allows; the required ones given; no content where it shows none. */
export function checkProps(node: JsxElement, name: string, rule: ComponentRule, found: Findings): void {
  const line = node.position?.start.line
  const given = new Set<string>()
  /** Each prop as written, with its value: MDX keeps the last of two, the check would read the first. */
  const seen = new Map<string, string>()
  for (const attribute of node.attributes) {
    const attributeLine = attribute.position?.start.line ?? line
    if (attribute.type !== 'mdxJsxAttribute') {
      found.problem(attributeLine, {
        title: 'Valeur mal écrite',
        message: `<${name}> reçoit un passage de code entre accolades au lieu d’une propriété.`,
        fix: `écrivez les propriétés sous la forme nom="valeur". Propriétés possibles : ${frenchList(Object.keys(rule.props)) || 'aucune'}.`,
      })
      continue
    }
    const propName = attribute.name
    const shown = typeof attribute.value === 'string' ? `${propName}="${attribute.value}"` : propName
    const before = seen.get(propName)
    if (before !== undefined) {
      found.problem(attributeLine, {
        title: 'Propriété en double',
        message: `<${name}> reçoit deux fois la propriété « ${propName} » (${before}, puis ${shown}) : le site ne garderait que la seconde.`,
        fix: `gardez une seule fois ${propName}="…", avec la valeur voulue, et retirez l’autre.`,
      })
      continue
    }
    seen.set(propName, shown)
    given.add(propName)
    const propRule = rule.props[propName]
    if (!propRule) {
      const allowed = Object.keys(rule.props)
      const guess = closest(propName, allowed)
      // « off="…" » for « of »: one mistake, told once, not also as « of » missing.
      if (guess) given.add(guess)
      found.problem(attributeLine, {
        title: 'Propriété inconnue',
        message: `<${name}> n’a pas de propriété « ${propName} ».`,
        fix: allowed.length === 0
          ? `écrivez simplement <${name} />, sans propriété.`
          : `${guess ? `vouliez-vous écrire « ${guess} » ? P` : 'p'}ropriétés possibles : ${frenchList(allowed)}.`,
      })
      continue
    }
    const value = attribute.value
    if (typeof value !== 'string') {
      found.problem(attributeLine, {
        title: 'Valeur mal écrite',
        message: `la propriété « ${propName} » de <${name}> est écrite ${value ? `entre accolades, {${value.value}}` : 'sans valeur'} : elle attend un texte entre guillemets.`,
        fix: `écrivez ${propName}="…" avec ${describeRule(propRule)}.`,
      })
      continue
    }
    const written = `${propName}="${value}"`
    switch (propRule.kind) {
      case 'oneOf':
        if (!propRule.values.includes(value)) {
          // <Fact of="responseTime" />: the fact by the name of its line in practice.yaml.
          const guess = closest(value, propRule.values) ?? (name === 'Fact' ? factMeant(value) : undefined)
          found.problem(attributeLine, {
            title: 'Valeur non prévue',
            message: `« ${value} » n’est pas une valeur prévue pour la propriété « ${propName} » de <${name}>.`,
            fix: `${guess ? `vouliez-vous écrire ${propName}="${guess}" ? V` : 'v'}aleurs possibles : ${describeRule(propRule)}.`,
          })
        }
        break
      case 'path':
        found.links.push({ line: attributeLine ?? 1, target: value, written, ...(rule.children ? { label: toString(node).trim() } : {}) })
        break
      case 'anchor':
        // The component writes the « # » itself: « #services » would lead to « ##services », nowhere.
        if (sectionName(value) !== value) {
          found.problem(attributeLine, {
            title: 'Lien mal écrit',
            message: `${written} : le nom de la section s’écrit sans « # », que le bouton ajoute lui-même ; tel quel, il ne mènerait nulle part.`,
            fix: `écrivez ${propName}="${sectionName(value)}".`,
          })
        } else found.links.push({ line: attributeLine ?? 1, target: `#${value}`, written })
        break
      case 'id':
        // Kept as written, so that a link to it is not told too: one message, here.
        found.ids.add(value)
        if (!isSectionName(value)) {
          found.problem(attributeLine, {
            title: 'Identifiant invalide',
            message: `${written} : le nom d’une section s’écrit en minuscules sans accent, chiffres et tirets, sans espace ; tel quel, un lien ne pourrait pas y mener.`,
            fix: `écrivez ${propName}="${sectionId(value)}".`,
          })
        }
        break
    }
  }
  for (const [propName, propRule] of Object.entries(rule.props)) {
    if (propRule.required && !given.has(propName)) {
      found.problem(line, {
        title: 'Propriété manquante',
        message: `<${name}> a besoin de la propriété « ${propName} ».`,
        fix: `ajoutez ${propName}="…" avec ${describeRule(propRule)}.`,
      })
    }
  }
  const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
  if (rule.words && toString(node).trim() === '' && !holdsTag(node)) {
    found.problem(line, {
      title: 'Bouton sans texte',
      message: `<${name}> n’a pas de mots : le bouton serait vide, et les lecteurs d’écran ne sauraient pas le nommer.`,
      fix: `écrivez ses mots entre <${name} …> et </${name}>, par exemple <${name} …>Prendre rendez-vous</${name}>.`,
    })
  }
  if (!rule.children && content.length > 0) {
    found.problem(line, {
      title: 'Contenu ignoré',
      message: `<${name}> n’affiche pas de texte : ce qui est écrit entre <${name}> et </${name}> n’apparaîtra pas sur le site.`,
      fix: `écrivez <${name} … /> seul, et mettez le texte avant ou après.`,
    })
  }
}
