/** Texts of the receipt page (spec §2 Receipt page, §8). */
export const receiptMessages = {
  heading: 'Kvittun',
  loading: 'Sæki kvittun…',
  loadFailed: 'Tókst ekki að hlaða kvittun',
  waiting: 'Beðið eftir staðfestingu greiðslu…',
  waitingText:
    'Greiðslan gæti enn verið í vinnslu. Kvittunin birtist hér um leið og greiðslan hefur verið staðfest.',
  failedText: 'Greiðslan hefur ekki verið staðfest. Reyndu aftur eftir smástund eða hafðu samband við BYKO.',
  paymentId: 'Greiðslunúmer',
  date: 'Dagsetning',
  method: 'Greiðsluleið',
  total: 'Samtals',
  items: 'Vörur',
  itemName: 'Vara',
  quantity: 'Magn',
  unitPrice: 'Einingaverð',
  lineTotal: 'Upphæð',
  print: 'Prenta',
} as const;
