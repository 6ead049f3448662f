import type { Bilingual } from './cms-content.ts';

/**
 * The privacy policy of the privacy route (portal-shell §2.1 `privacy`), as CMS sections
 * (header and text) so content editors keep it current. `legal-terms` is the section the
 * footer's legal terms link points at.
 */
export const PRIVACY_SECTIONS: readonly (readonly [string, Bilingual, Bilingual])[] = [
  [
    'privacy-intro',
    { en: 'Our commitment', fr: 'Notre engagement' },
    {
      en: 'SmartPortal is operated by your program provider on behalf of the manufacturers whose programs it offers. This policy explains what we collect when you use the portal, why, and the choices you have.',
      fr: "SmartPortal est exploité par votre fournisseur de programmes pour le compte des constructeurs dont il propose les programmes. Cette politique explique ce que nous recueillons lorsque vous utilisez le portail, pourquoi, et les choix qui s'offrent à vous.",
    },
  ],
  [
    'privacy-collected',
    { en: 'What we collect', fr: 'Ce que nous recueillons' },
    {
      en: 'Your name, business e-mail address and phone number, your dealership and its enrollments, the leads and payloads exchanged for your dealership, and a log of the changes made in the portal with the account that made them.',
      fr: "Votre nom, votre adresse courriel et votre numéro de téléphone professionnels, votre concession et ses inscriptions, les pistes et les données échangées pour votre concession, ainsi qu'un journal des modifications faites dans le portail avec le compte qui les a faites.",
    },
  ],
  [
    'privacy-use',
    { en: 'How we use it', fr: 'Comment nous les utilisons' },
    {
      en: 'To run the programs you enroll in, deliver your leads, bill your subscriptions, answer your Contact Us messages and send the notifications you subscribed to. Every notification e-mail has a link to unsubscribe from it.',
      fr: "Pour gérer les programmes auxquels vous êtes inscrit, livrer vos pistes, facturer vos abonnements, répondre à vos messages Contactez-nous et vous envoyer les avis auxquels vous êtes abonné. Chaque avis par courriel contient un lien pour vous en désabonner.",
    },
  ],
  [
    'privacy-sharing',
    { en: 'Who we share it with', fr: 'Avec qui nous les partageons' },
    {
      en: 'With your manufacturer and the providers of the programs you enroll in, only as far as the program needs. We do not sell personal information.',
      fr: 'Avec votre constructeur et les fournisseurs des programmes auxquels vous vous inscrivez, uniquement dans la mesure où le programme le requiert. Nous ne vendons pas de renseignements personnels.',
    },
  ],
  [
    'legal-terms',
    { en: 'Legal terms', fr: 'Conditions juridiques' },
    {
      en: 'Use of SmartPortal is subject to the program agreements your dealership accepted. Questions about this policy or a request to access or correct your information can be sent through Contact Us.',
      fr: "L'utilisation de SmartPortal est soumise aux ententes de programme acceptées par votre concession. Vos questions sur cette politique ou une demande d'accès à vos renseignements ou de correction peuvent être envoyées au moyen de Contactez-nous.",
    },
  ],
];
