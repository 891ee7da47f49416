import { style } from '@vanilla-extract/css'

export const word = style({ whiteSpace: 'nowrap' })
