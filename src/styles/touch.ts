/** The least height a thumb can hit, in rem (44 px): the theme's `width.touch`, and the browser tests' bound. */
export const touchTargetRem = 2.75
