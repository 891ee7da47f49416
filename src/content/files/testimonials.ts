/** content/data/testimonials.yaml: the families' testimonials, and how they are collected and published. */
import { field } from '../model.ts'
import { isIsoDay, parisDay } from '../../lib/booking-days.ts'
import { phoneInText } from '../../lib/format.ts'
import { z } from 'zod'
import { dayError, example, explain, file, group, list, prose, sentence, text } from '../rules.ts'

const missingTestimonialPart = explain({
  title: 'Témoignage incomplet',
  message: '{item} n’a pas de « {key} », ou il est vide.',
  fix: 'chaque témoignage a un prénom (name), une ligne sur la famille (babyLine), un texte (text), la date de la consultation (consultationDate), sa date (date) et une note (rating).',
  editor: 'Chaque témoignage a un prénom, une ligne sur la famille, un texte, la date de la consultation et sa date.',
})

/** A testimonial pasted from an e-mail with its signature: the family's address or phone would be published. */
const contactDetails = explain({
  title: 'Coordonnées dans un témoignage',
  message: 'le témoignage de {item} contient une adresse e-mail ou un numéro de téléphone : ils seraient publiés, sur la page des témoignages et peut-être sur l’accueil.',
  fix: 'retirez-les du texte : le prénom (name) et la ligne sur la famille (babyLine) suffisent.',
  editor: 'Retirez l’adresse e-mail ou le numéro de téléphone : ils seraient publiés.',
})

/** The site sets each testimonial between « and »: her own around it would show twice. */
const quotedTestimonial = explain({
  title: 'Guillemets en double',
  message: 'le témoignage de {item} est entre guillemets : le site les ajoute déjà, et les visiteurs liraient « « … » ».',
  fix: 'retirez les guillemets au début et à la fin du texte ; gardez ceux d’une citation à l’intérieur.',
  editor: 'Retirez les guillemets au début et à la fin : le site les ajoute déjà.',
})

/** The four sample testimonials the site ships with: layout samples, not reviews. */
const sampleTestimonials = [
  'Une écoute bienveillante dès le premier rendez-vous. Je me suis sentie rassurée et soutenue, sans jamais être jugée.',
  'La consultation à la maison a tout changé : des conseils concrets, adaptés à nous, et un compte rendu clair pour la suite.',
  'La préparation pendant la grossesse nous a permis d’aborder les premiers jours avec confiance, tous les deux.',
  'Un accompagnement précieux pour la reprise du travail. Des réponses rapides à chaque question, même par message.',
]
/** Their dates, samples too. */
const sampleTestimonialDates = ['2026-09-14', '2026-08-03', '2026-06-21', '2026-04-08']
/** The days of the consultations they speak of, samples too, each before its testimonial. */
const sampleConsultationDates = ['2026-08-27', '2026-07-16', '2026-05-19', '2026-03-25']

export const testimonialsSchema = file({
  testimonials: field(
    list(
      group({
        name: field(text(missingTestimonialPart), { label: 'Prénom', help: 'Le prénom (ou les prénoms) de qui témoigne.' }),
        babyLine: field(prose(missingTestimonialPart), { label: 'La famille', help: 'Par exemple « maman de Léo, 3 mois ».' }),
        text: field(
          prose(missingTestimonialPart)
            .refine((words) => !/[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(words) && !new RegExp(phoneInText).test(words), { error: contactDetails })
            .refine((words) => !/^(?:«[^«»]*»|"[^"]*"|“[^“”]*”)$/.test(words.trim()), { error: quotedTestimonial }),
          {
            label: 'Témoignage',
            help: 'Ses mots, sans guillemets autour, publiés avec son accord.',
            multiline: true,
            example: {
              sample: true,
              values: sampleTestimonials,
              what: 'ce témoignage',
            },
          },
        ),
        // Reviews say when the experience they speak of took place (Code de la consommation, D111-17).
        consultationDate: field(z.string({ error: missingTestimonialPart }).refine(isIsoDay, { error: dayError }), {
          label: 'Date de la consultation',
          help: 'Le jour de la consultation dont parle la famille (votre agenda le donne) ; le site n’écrit que le mois et l’année : « Consultation en août 2026 ».',
          input: 'date',
          example: {
            values: sampleConsultationDates,
            what: 'la date de la consultation de ce témoignage',
          },
        }),
        // Reviews carry their date (Code de la consommation, D111-17).
        date: field(z.string({ error: missingTestimonialPart }).refine(isIsoDay, { error: dayError }), {
          label: 'Date',
          help: 'Le jour où la famille vous l’a confié ; le site écrit le mois et l’année : « témoignage confié en novembre 2026 ». Les plus récents viennent en premier, partout où ils s’affichent.',
          input: 'date',
          example: {
            values: sampleTestimonialDates,
            what: 'la date de ce témoignage',
          },
        }),
        rating: field(
          z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
            error: explain({
              title: 'Note invalide',
              message: 'la note de {item} ({value}) doit être un nombre entier de 1 à 5.',
              fix: 'écrivez la note que la famille vous a donnée, en chiffre de 1 à 5 : « rating: 4 » pour quatre étoiles.',
              editor: 'Un nombre entier de 1 à 5.',
            }),
          }),
          { label: 'Note (1 à 5)' },
        ),
        // Both dates are published as the law asks: a testimonial given before its consultation, or dated ahead
        // (and so shown first for years), would be false. Checked once each date reads as a day.
        // A consultation ahead is the date to mend, not the testimonial's; otherwise either may be.
      }).refine((testimonial) => testimonial.consultationDate <= parisDay(new Date()), {
        error: explain({
          title: 'Date invalide',
          message: 'la consultation de {item} est datée du {value}, après aujourd’hui : le site publierait une date fausse.',
          fix: 'écrivez dans « consultationDate » le jour de la consultation dont parle la famille, tel que votre agenda le donne.',
          editor: 'Le jour de la consultation dont parle la famille : pas après aujourd’hui.',
        }),
        path: ['consultationDate'],
        when: (payload) => payload.issues.length === 0,
      }).refine((testimonial) => testimonial.date >= testimonial.consultationDate && testimonial.date <= parisDay(new Date()), {
        error: explain({
          title: 'Date invalide',
          message: 'la date de {item} ({value}) est avant sa consultation ou après aujourd’hui : le site publierait une date fausse.',
          fix: 'vérifiez les deux dates dans votre agenda : « date », le jour où la famille vous a confié son témoignage, n’est ni avant « consultationDate », le jour de la consultation, ni après aujourd’hui.',
          editor: 'Le jour où la famille vous l’a confié : pas avant la consultation, ni après aujourd’hui.',
        }),
        path: ['date'],
        when: (payload) => payload.issues.length === 0,
      }),
    ),
    {
      label: 'Témoignages',
      help: 'Les deux plus récents, par leur date, s’affichent aussi là où une page place le bloc « Deux témoignages » (au départ : l’accueil) : l’ordre de la liste ne compte pas. Les quatre livrés avec le site sont des exemples de mise en page, pas de vrais avis : le site ne sera pas mis en ligne tant qu’il en reste un.',
      itemLabel: (testimonial) => String(testimonial.name || 'Nouveau témoignage'),
    },
  ),
  // The law asks whoever shows reviews to say how they are collected and whether they are checked (L111-7-2).
  method: sentence('Comment ils sont recueillis', 'Une phrase, lue sous les témoignages, partout où ils s’affichent : comment vous les recueillez, avec l’accord des familles, et s’ils sont vérifiés ou non. Elle doit rester vraie.'),
  // Whoever shows reviews says whether all are published and whether any was paid for (Code de la consommation, D111-17).
  // And how long after it is received a review is published, and how long it stays online (D111-18).
  policy: sentence('Ce que vous publiez', 'Lue après la phrase précédente : publiez-vous tous les témoignages reçus, ou lesquels ? Dans quel délai après les avoir reçus, et combien de temps restent-ils en ligne ? Une famille a-t-elle reçu quelque chose en échange (une remise, un cadeau) ? Elle doit rester vraie ; tant que c’est l’exemple, le site n’est pas mis en ligne.', {
    ...example('Je publie tous les témoignages que l’on me confie, sans les choisir, dans le mois qui suit, et je les laisse en ligne deux ans ; aucune famille n’a reçu de contrepartie (exemple).', 'ce que vous dites des témoignages publiés'),
  }),
})
