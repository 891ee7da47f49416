import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

/** The card a form sits in. */
export const form = style({
  display: 'grid',
  gap: vars.space.m,
  margin: `${vars.space.m} 0 ${vars.space.l}`,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.card,
  '@media': {
    'screen and (min-width: 40rem)': { padding: vars.space.l },
  },
})

/** Two fields side by side when there is room, one above the other on phones. */
export const row = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
})

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
})

export const label = style({ fontWeight: 600 })

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
})

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const control = style({
  width: '100%',
  minHeight: vars.width.touch,
  padding: `${vars.space.xs} ${vars.space.s}`,
  // Muted text colour, not the light border: a field's edge needs 3:1 contrast (WCAG 1.4.11).
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  ':focus-visible': { borderColor: vars.color.focus },
})

export const textarea = style([control, { minHeight: '7rem', resize: 'vertical' }])

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.m}`,
})

export const note = style([hint, {}])

/** A group of controls (date, slots) with its legend, without the browser's frame. */
export const group = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
})

export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }])

/** A part of a longer form (« Votre consultation », « Vos coordonnées »): its title, above its fields. */
export const sectionLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 600,
  lineHeight: vars.lineHeight.heading,
})

globalStyle(`${form} noscript p`, { margin: 0 })
