/**
 * Les situations présentées sur la page « Pourquoi consulter ? ».
 * Un titre court, puis une phrase qui décrit la situation telle que les
 * parents la vivent. Pas de diagnostic : je n'en pose pas.
 */
import type { Situation } from '../../src/types/content.ts'

export const babySituations = [
  {
    title: 'Bébé a du mal à prendre le sein',
    description: 'Il s’énerve, lâche le sein ou n’arrive pas à téter efficacement.',
  },
  {
    title: 'Des tétées très longues ou très rapprochées',
    description: 'Bébé semble toujours au sein et vous vous demandez si c’est normal.',
  },
  {
    title: 'Bébé s’endort au sein',
    description: 'Il s’endort très vite et vous ne savez pas s’il a assez bu.',
  },
  {
    title: 'Une prise de poids qui inquiète',
    description: 'Votre médecin ou votre sage-femme surveille la courbe et vous souhaitez un accompagnement de l’allaitement.',
  },
] as const satisfies readonly Situation[]

export const motherSituations = [
  {
    title: 'Des douleurs pendant les tétées',
    description: 'Les tétées font mal, ou les mamelons sont abîmés.',
  },
  {
    title: 'Des doutes sur votre lait',
    description: 'Vous craignez de ne pas avoir assez de lait, ou d’en avoir trop.',
  },
  {
    title: 'La fatigue et le manque de confiance',
    description: 'Vous avez besoin d’être rassurée et d’avancer à votre rythme.',
  },
  {
    title: 'La reprise du travail',
    description: 'Vous souhaitez continuer à allaiter et organiser le tire-lait.',
  },
] as const satisfies readonly Situation[]

export const specialSituations = [
  {
    title: 'Naissance prématurée',
    description: 'Soutenir l’allaitement d’un bébé né avant terme, en lien avec l’équipe qui vous suit.',
  },
  {
    title: 'Jumeaux',
    description: 'Organiser l’allaitement de deux bébés.',
  },
  {
    title: 'Allaitement au tire-lait',
    description: 'Tirer son lait en exclusivité ou en complément.',
  },
  {
    title: 'Sevrage',
    description: 'Arrêter l’allaitement en douceur, quand vous le décidez.',
  },
] as const satisfies readonly Situation[]

/** « Quand consulter ? » */
export const whenToConsult = [
  { title: 'Avant la naissance', description: 'Pour vous préparer et poser toutes vos questions.' },
  { title: 'Dès la naissance', description: 'Pour bien démarrer, dès les premiers jours à la maison.' },
  { title: 'À tout moment', description: 'Dès qu’une question ou une difficulté se présente, quel que soit l’âge de bébé.' },
] as const satisfies readonly Situation[]

