import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css.ts'

const print = 'print'

export const tool = style({ display: 'grid', gap: vars.space.l })

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.l}` })

/** A radio with its words: the whole line is the touch target. */
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.width.touch })
globalStyle(`${choice} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent })

export const send = style({ display: 'grid', gap: vars.space.s })
globalStyle(`${send} > h2, ${send} > p`, { margin: 0 })

export const links = style({ display: 'grid', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' })
export const link = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs })
/** The text the browser would not copy, on a line of its own under its link. */
export const copyByHand = style({ flexBasis: '100%' })

/**
 * The contract: a sheet on screen, the only thing on the paper when printed.
 * Printing keeps it alone: the header, footer and everything of the page
 * around it are hidden (`:has`, so only on a page that holds a contract),
 * and its type gets smaller to hold the whole contract and the form on one A4 sheet.
 */
export const contract = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.small,
  '@media': {
    [print]: { padding: 0, border: 0, borderRadius: 0, lineHeight: vars.lineHeight.heading, gap: vars.space.xxs, color: 'black', background: 'none' },
  },
})
globalStyle(`${contract} p, ${contract} h3`, { margin: 0 })

export const contractTitle = style({ fontSize: vars.fontSize.h3, textAlign: 'center' })

export const small = style({ fontSize: vars.fontSize.small })

/** The express request: a box the parent ticks, the sentence, and the parent's signature. */
export const express = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.text}`,
})
export const box = style({ width: '1rem', height: '1rem', marginTop: '0.15em', border: `2px solid ${vars.color.text}` })

export const signatures = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.l })
/** Room above the line to sign. */
export const signature = style({ paddingTop: vars.space.xl, borderBottom: `1px solid ${vars.color.text}`, fontSize: vars.fontSize.small })

/** The withdrawal form, below a dashed line to cut along. */
export const cut = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `2px dashed ${vars.color.text}` })
export const cutHere = style({ fontWeight: 600 })
export const form = style({ whiteSpace: 'pre-line' })

// Printed: only the contract. Outside <main> (skip link, preview banner, header, footer), and inside
// it every element that neither is the contract, nor holds it, nor sits in it.
globalStyle(`body:has(${contract}) #root > :not(main)`, { '@media': { [print]: { display: 'none' } } })
globalStyle(`body:has(${contract}) main :not(:has(${contract})):not(${contract}):not(${contract} *)`, { '@media': { [print]: { display: 'none' } } })
globalStyle(`body:has(${contract}) main, body:has(${contract}) main :has(${contract})`, {
  '@media': { [print]: { display: 'block', margin: 0, padding: 0, border: 0, boxShadow: 'none', maxWidth: 'none', background: 'none' } },
})
globalStyle(`body:has(${contract})`, { '@media': { [print]: { background: 'none' } } })

/** What came of a send from the site: it names the parent's address, which may be longer than a 320 px line. */
export const sendOutcome = style({ overflowWrap: 'anywhere' })
