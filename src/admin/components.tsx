/**
 * The web editor's blocks, derived from the one declaration of each page
 * component (src/content/components.ts): a block with nothing between its
 * tags, a wrapper around paragraphs, a mark around a button's words, or an
 * inline element in a sentence; each prop a list to choose from or a text,
 * under its French label. Only the editor's looks are added here: an icon
 * for the toolbar's marks and, for a few blocks, a preview of what they show.
 */
import { fields, type ComponentSchema } from '@keystatic/core'
import { block, inline, mark, wrapper, type ContentComponent } from '@keystatic/core/content-components'
import type { ReactElement, ReactNode } from 'react'
import type { z } from 'zod'
import { isSectionName, propMeta, sectionName, type ComponentDeclaration } from '../content/components.ts'
import { frenchTypography } from '../lib/typography.ts'
import { palette } from '../styles/palette.ts'
import { checkedText } from './fields.tsx'

/** A small square icon for the editor's toolbar, drawn like the site's lines. */
export const icon = (path: string): ReactElement => (
  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d={path} />
  </svg>
)

// The editor is Keystatic's page, not the site's: its previews take the site's colours from the palette,
// inline, as the site's stylesheet is not there.
/** What the editor shows for a block: its name, framed, and what it shows. */
export const preview = (title: string, detail?: string) => (
  <div style={{ border: `1px dashed ${palette.textMuted}`, borderRadius: 8, padding: '12px 16px', background: palette.page, color: palette.text }}>
    <strong>{title}</strong>
    {detail ? <span>{`\u00a0: ${detail}`}</span> : null}
  </div>
)

/** A button in the text: drawn as a small pill, as on the site. */
const buttonLook = { background: palette.surfaceWarm, color: palette.accentStrong, borderRadius: '999px', padding: '0.1em 0.6em' }
const linkIcon = icon('M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1')

/** The editor's looks of some components: a toolbar icon, a preview of a block from its props. */
export interface EditorLook {
  icon?: ReactElement
  preview?: (props: Record<string, string>) => ReactNode
}

export interface EditorChoices {
  /** The facts of practice.yaml a <Fact> may quote, by name, with their French label. */
  facts: readonly { value: string; label: string }[]
}

/** The editor's field for one prop. */
function propField(schema: z.ZodType, choices: EditorChoices): ComponentSchema {
  const meta = propMeta(schema)
  const { options, kind, required } = meta
  const label = frenchTypography(meta.label)
  const help = meta.help && frenchTypography(meta.help)
  const values = kind === 'fact' ? choices.facts : Object.entries(options ?? {}).map(([value, name]) => ({ value, label: name }))
  if (values.length > 0) return fields.select({ label, description: help, options: values, defaultValue: values[0]!.value })
  // A section's name without the « # » its button adds, and one an address can carry: as the check asks on publication.
  const rules: Partial<Record<typeof kind & string, (value: string) => string | undefined>> = {
    anchor: (value) => (sectionName(value) !== value ? `Écrivez-le sans «\u00a0#\u00a0», que le bouton ajoute\u00a0: «\u00a0${sectionName(value)}\u00a0».` : undefined),
    id: (value) => (isSectionName(value) ? undefined : 'Des minuscules sans accent, des chiffres et des tirets, sans espace\u00a0: mes-tarifs.'),
  }
  const rule = kind === undefined ? undefined : rules[kind]
  return required || rule ? checkedText(label, help, { required, rule }) : fields.text({ label, description: help })
}

/** The editor's block for each declared component. */
export function editorComponents(
  declarations: Readonly<Record<string, ComponentDeclaration>>,
  choices: EditorChoices,
  looks: Readonly<Record<string, EditorLook>> = {},
): Record<string, ContentComponent> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => {
      const label = frenchTypography(declaration.label)
      const description = frenchTypography(declaration.description)
      const schema = Object.fromEntries(Object.entries(declaration.props.shape).map(([prop, rule]) => [prop, propField(rule as z.ZodType, choices)]))
      const look = looks[name] ?? {}
      const shown = look.preview ?? (() => preview(label, description))
      const view = ({ value }: { value: Record<string, string> }) => <>{shown(value)}</>
      if (declaration.children === 'blocks') return [name, wrapper({ label, description, schema })]
      if (declaration.children === 'words') return [name, mark({ label, icon: look.icon ?? linkIcon, schema, style: buttonLook })]
      if (declaration.inline) return [name, inline({ label, description, schema, ContentView: view })]
      return [name, block({ label, description, schema, ContentView: view })]
    }),
  )
}
