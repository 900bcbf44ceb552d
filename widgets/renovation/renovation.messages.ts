/**
 * Every Icelandic string of the renovation-terms (framkvæmdakjör) application (spec §2
 * "Renovation application"). The shared labels (name, kennitala, phone, e-mail, 'Sækja um', the
 * account-status failure) are core's `applicationMessages`.
 */
export const renovationMessages = {
  heading: 'Umsókn um framkvæmdakjör',
  /** The reason of the login shown in the element when it has no `login-path`. */
  loginReason: 'Innskráning fyrir framkvæmdakjör',
  termsBefore: 'Ég samþykki ',
  termsLink: 'viðskiptaskilmála BYKO',
  /** Read after the link's text: the link opens a new tab. */
  opensInNewTab: ' (opnast í nýjum flipa)',
  mailingList: 'Ég vil fá tölvupóst með tilboðum og fréttum frá BYKO',
  /**
   * Why 'Sækja um' does not work yet, by the box still unticked (the button is tied to the line
   * with aria-describedby).
   */
  unticked: {
    both: 'Hakaðu í báða reitina til að geta sótt um.',
    terms: 'Samþykktu viðskiptaskilmála BYKO til að geta sótt um.',
    mailingList: 'Hakaðu líka í reitinn um tölvupóst til að geta sótt um.',
  },
  successHeading: 'Til hamingju!',
  /** Spec §2: renovation terms in every store, online and in the app, on the kennitala alone. */
  successText:
    'Þú getur nú verslað á framkvæmdakjörum í öllum verslunum BYKO, í netversluninni og í appinu. Þú þarft aðeins að gefa upp kennitöluna þína eða auðkenna þig í appinu.',
} as const;
