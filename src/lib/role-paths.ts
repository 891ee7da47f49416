/**
 * The addresses of the pages the site links to by their role (pages.yaml's
 * `role`), apart from the route manifest (src/routes.ts): the manifest names
 * every page's module, 2 KiB of gzip that an island (the booking form) would
 * otherwise load only to know where the conditions of sale are.
 */
import { pages } from 'virtual:content/pages'
import { pageWithRole, pathOfRole } from '../content/roles.ts'

/** The booking page, which the header's button and every « Réserver » open, wherever pages.yaml puts it. */
export const bookingPath = pathOfRole(pages, 'booking')
/** The conditions of sale, which the booking form cites before its button. */
export const termsPath = pathOfRole(pages, 'terms')
/** The privacy policy, which the line under each form links to by its title. */
export const privacyPage = pageWithRole(pages, 'privacy')
