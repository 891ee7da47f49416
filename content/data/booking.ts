/**
 * Les choix proposés dans les formulaires, et les jours sans rendez-vous.
 */
import type { ClosedPeriod, ServiceOption } from '../../src/types/content.ts'

/** Les créneaux proposés chaque jour ouvert, au format HH:MM. */
export const timeSlots = [
  '09:00', '09:30', '10:00', '10:30', '11:00', '11:30',
  '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00',
] as const

/** Le choix « Type de consultation » du formulaire de rendez-vous. */
export const bookingServices = [
  { value: 'consultations-prenatales', label: 'Consultation prénatale' },
  { value: 'consultations-postnatales', label: 'Consultation postnatale' },
  { value: 'teleconsultation-allaitement', label: 'Téléconsultation allaitement' },
  { value: 'tire-allaitement', label: 'Tire-allaitement' },
] as const satisfies readonly ServiceOption[]

/** Le choix « Sujet » du formulaire de contact (facultatif). */
export const contactServices = [
  { value: 'allaitement', label: 'Allaitement' },
  { value: 'preparation', label: 'Préparation à l’allaitement' },
  { value: 'postnatal', label: 'Suivi postnatal' },
  { value: 'consultation', label: 'Consultation' },
] as const satisfies readonly ServiceOption[]

/**
 * Jours fermés en plus des dimanches : congés, formations, jours fériés.
 * Une journée : { from: '2026-12-25' } ; une période : { from: '2026-12-24', to: '2027-01-01' }.
 */
export const closedDays = [
  { from: '2026-12-25', reason: 'Noël' },
  { from: '2027-01-01', reason: 'Jour de l’an' },
] as const satisfies readonly ClosedPeriod[]
