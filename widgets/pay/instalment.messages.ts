/** Texts of the instalment and slip sections (spec §2, §8): loaded with those sections only. */
export const instalmentMessages = {
  // Instalments (spec §2, §8)
  instalmentLoginReason: 'Innskráning fyrir greiðsludreifingu',
  name: 'Nafn',
  ssn: 'Kennitala',
  phone: 'Símanúmer',
  email: 'Netfang',
  months: 'Fjöldi mánaða',
  monthsValue: (months: number) => `${months} mánuðir`,
  tableCaption: 'Greiðsluáætlun',
  columns: {
    dueDate: 'Gjalddagi',
    principal: 'Höfuðstóll',
    payment: 'Greiðsla alls',
    principalPayment: 'Afborgun',
    interest: 'Samningsvextir',
    fee: 'Greiðslugjald',
  },
  apr: (apr: string) => `Árleg hlutfallstala kostnaðar: ${apr}`,
  aprTooHigh: '(Of hátt)',
  interestLine: (rate: string) => `Vextir: ${rate}`,
  terms: 'Ég hef kynnt mér og samþykki skilmála greiðsludreifingar',
  termsLink: 'skilmála greiðsludreifingar',
  apply: 'Sækja um',
  generic: 'Óvænt villa kom upp',
  interestLoadFailed: 'Villa kom upp við að hlaða vöxtum',
  feeLoadFailed: 'Villa kom upp við að hlaða afborgunargjaldi',
  notEnoughCredit: 'Ekki næg heimild',
  creditInfoTitle: 'Leyfi uppflettingu í creditinfo?',
  creditInfoText: 'Til að meta heimild þína þarf að fletta þér upp hjá Creditinfo. Leyfir þú uppflettinguna?',
  creditInfoCancel: 'Hætta við',
  creditInfoAllow: 'Leyfa',
  signingHeading: 'Undirritun',
  signingText:
    'Umsókn þín um greiðsludreifingu hefur verið móttekin. Undirritaðu skjalið rafrænt til að ljúka greiðslu.',
  sign: 'Undirrita',
  signingOpen: 'Undirritunargluggi er opinn…',
  notSigned: 'Skjalið hefur ekki verið undirritað. Reyndu aftur.',
  popupBlocked: 'Vafrinn lokaði á undirritunargluggann. Leyfðu sprettiglugga og reyndu aftur.',
  // Slip (spec §2)
  slipPhone: 'Símanúmer',
  slipPaying: 'Greiðsla í vinnslu…',
  slipFailed: 'Greiðsla tókst ekki',
  slipLoginReason: 'Innskráning fyrir greiðsluseðil',
  tryAgain: 'Reyna aftur',
} as const;

/** Texts of the staff's instalment calculator page (spec §2 Instalment calculator, §8). */
export const calculatorMessages = {
  heading: 'Greiðsludreifing',
  amount: 'Upphæð (kr.)',
  interest: 'Vextir á ári (%)',
  interestInvalid: 'Sláðu inn vexti sem tölu, t.d. 12,5',
  feeLoadFailed: 'Villa kom upp við að hlaða greiðslugjaldi',
} as const;
