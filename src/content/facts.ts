/**
 * The facts of practice.yaml that pages quote (`<Fact of="radius" />`) and
 * data texts quote (`{radius}`), each written once as the site shows it:
 * « 30 km », « 24 h », « 202 heures ».
 */
import { fill, NBSP, phoneText } from '../lib/format.ts'
import type { FactName, Practice, Ui } from './schema.ts'

/** « https://www.cm2c.net/ » reads « www.cm2c.net ». */
export function shownAddress(url: string): string {
  return url.replace(/^https:\/\//, '').replace(/\/$/, '')
}

export function factTexts(practice: Practice, ui: Pick<Ui, 'trainingHours'>): Record<FactName, string> {
  return {
    name: practice.name,
    city: practice.city,
    radius: `${practice.travelRadiusKm}${NBSP}km`,
    responseDelay: `${practice.responseHours}${NBSP}h`,
    urgentDelay: `${practice.urgentHours}${NBSP}h`,
    families: `${practice.familiesSupported}`,
    trainingHours: fill(ui.trainingHours, { hours: practice.trainingHours }).replace(' ', NBSP),
    ibclcYear: `${practice.ibclcPlannedYear}`,
    phone: phoneText(practice.phone),
    email: practice.email,
    legalStatus: practice.legalStatus,
    address: practice.address,
    siret: practice.siret,
    hostName: practice.host.name,
    hostAddress: practice.host.address,
    hostPhone: practice.host.phone,
    messageRetention: practice.messageRetention,
    siteUrl: practice.siteUrl,
    cancellationNotice: practice.cancellationNotice,
    paymentMethods: practice.paymentMethods,
    vatNote: practice.vatNote,
    giftCardDelivery: practice.giftCard.delivery,
    giftCardValidity: practice.giftCard.validity,
    mediatorName: practice.mediator.name,
    mediatorWebsite: shownAddress(practice.mediator.website),
  }
}
