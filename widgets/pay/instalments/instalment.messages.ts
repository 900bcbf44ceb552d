import { formMessages } from '../../core/form/form.messages.ts';
import { icelandicPlural } from './icelandic-plural.ts';
/** Texts of the instalment section (spec §2, §8): loaded with it only. */
export const instalmentMessages = {
  // Instalments (spec §2, §8)
  instalmentLoginReason: 'Innskráning fyrir greiðsludreifingu',
  name: 'Nafn',
  ssn: 'Kennitala',
  phone: 'Símanúmer',
  email: 'Netfang',
  months: 'Fjöldi mánaða',
  monthsValue: (months: number) => `${months} ${icelandicPlural(months, 'mánuður', 'mánuðir')}`,
  tableCaption: 'Greiðsluáætlun',
  columns: {
    dueDate: 'Gjalddagi',
    principal: 'Höfuðstóll',
    payment: 'Greiðsla alls',
    principalPayment: 'Afborgun',
    interest: 'Samningsvextir',
    fee: 'Greiðslugjald',
  },
  summary: {
    monthly: 'Mánaðarleg greiðsla',
    payments: 'Fjöldi greiðslna',
    totalRepaid: 'Heildarendurgreiðsla',
    totalCost: 'Heildarkostnaður',
    apr: 'Árleg hlutfallstala kostnaðar (ÁHK)',
  },
  aprTooHigh: '(Of hátt)',
  showPlan: 'Sjá greiðsluáætlun',
  interestLine: (rate: string) => `Vextir: ${rate}`,
  terms: 'Ég hef kynnt mér og samþykki skilmála greiðsludreifingar',
  termsLink: 'skilmála greiðsludreifingar',
  /** Beside 'Sækja um' while the terms are not ticked: why it cannot be pressed yet. */
  termsMissing: 'Hakaðu við skilmála greiðsludreifingar til að geta sótt um.',
  apply: 'Sækja um',
  generic: formMessages.unexpected,
  interestLoadFailed: 'Villa kom upp við að hlaða vöxtum',
  feeLoadFailed: 'Villa kom upp við að hlaða afborgunargjaldi',
  creditInfoTitle: 'Leyfi uppflettingu í creditinfo?',
  creditInfoText: 'Til að meta heimild þína þarf að fletta þér upp hjá Creditinfo. Leyfir þú uppflettinguna?',
  creditInfoAllow: 'Leyfa',
  signingHeading: 'Undirritun',
  signingText:
    'Umsókn þín um greiðsludreifingu hefur verið móttekin. Undirritaðu skjalið rafrænt til að ljúka greiðslu.',
  sign: 'Undirrita',
  signingOpen: 'Undirritunargluggi er opinn…',
  notSigned: 'Skjalið hefur ekki verið undirritað. Reyndu aftur.',
  signingRefused: 'Ekki tókst að opna undirritunarsíðu.',
  signingUnset:
    'Rafræn undirritun er ekki í boði á þessari síðu. Farðu til baka og veldu annan greiðslumáta, eða hafðu samband við BYKO.',
  back: 'Til baka',
  popupBlocked: 'Vafrinn lokaði á undirritunargluggann. Leyfðu sprettiglugga og reyndu aftur.',
} as const;
