/** Every text of the guarantor's confirmation (spec §2 "Guarantor confirmation", §4, §8). */
export const guarantorMessages = {
  heading: 'Staðfesting ábyrgðaraðila',
  loginReason: 'Innskráning ábyrgðaraðila',
  loading: 'Sæki upplýsingar um ábyrgð…',
  /** Spec §8 "Guarantor load fallback", spelled as the spec spells it. */
  loadFailed: 'Óvent villa kom upp við að sækja upplýsingar um ábyrgð',
  /** Spec §2: logs out and shows the login again. */
  otherUser: 'Innskrá með öðrum notanda',
  intro: 'Þú hefur verið tilgreind(ur) sem ábyrgðaraðili á umsókn um reikningsviðskipti.',
  applicant: 'Umsækjandi',
  ssn: 'Kennitala',
  name: 'Nafn',
  email: 'Netfang',
  consent: 'Með undirritun gengst þú í ábyrgð fyrir reikningsviðskiptum umsækjanda.',
  sign: 'Undirrita',
  signing: 'Undirrita…',
  /** Spec §2: success. */
  signed: 'Undirritun tókst.',
  // A company's name often ends in a full stop ('Byggir ehf.'): the sentence does not add a second.
  addedAsGuarantor: (accountName: string) =>
    `Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn ${accountName}${accountName.endsWith('.') ? '' : '.'}`,
} as const;
