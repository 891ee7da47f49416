import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

/**
 * The page grid: prose sits in a readable column, wide blocks (price cards,
 * testimonials) use the page width, sections paint edge to edge.
 */
export const contentGrid = style({
  display: 'grid',
  gridTemplateColumns: [
    `[full-start] minmax(${vars.space.m}, 1fr)`,
    `[wide-start] minmax(0, calc((${vars.width.page} - ${vars.width.prose}) / 2))`,
    `[content-start] min(${vars.width.prose}, 100% - 2 * ${vars.space.m}) [content-end]`,
    `minmax(0, calc((${vars.width.page} - ${vars.width.prose}) / 2)) [wide-end]`,
    `minmax(${vars.space.m}, 1fr) [full-end]`,
  ].join(' '),
  alignContent: 'start',
})

globalStyle(`${contentGrid} > *`, { gridColumn: 'content' })

export const wide = style({})
globalStyle(`${contentGrid} > ${wide}`, { gridColumn: 'wide' })

export const full = style({})
globalStyle(`${contentGrid} > ${full}`, { gridColumn: 'full' })
