/**
 * The consultant's content as the site reads it (content/*.yaml, validated
 * and typeset by scripts/build/content/load.ts), for tests that check the real
 * site: they read their expected values here, never retype them, so her
 * edits never turn them red.
 */
import { fileURLToPath } from 'node:url'
import { confirmationSlice } from '../../scripts/build/content/functions-data.ts'
import { siteContent } from '../../scripts/build/content/load.ts'

/** Her content folder, the real one. */
export const contentDir = fileURLToPath(new URL('../../content', import.meta.url))
export const content = siteContent(contentDir)

export const { practice, ui, booking, offers, situations } = content
export const { pages, notFound: notFoundPage } = content.pages
export const { testimonials } = content.testimonials
export const { training } = content.training

/** The model withdrawal form of her conditions page, as the build writes it into the e-mails (scripts/build/content/functions-data.ts). */
export const withdrawalForm = (): string => confirmationSlice(contentDir, content).terms.withdrawalForm
