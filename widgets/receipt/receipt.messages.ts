/** Texts of the receipt page (spec §2 Receipt page, §8). */
export const receiptMessages = {
  heading: 'Kvittun',
  loading: 'Sæki kvittun…',
  loadFailed: 'Tókst ekki að hlaða kvittun',
  waiting: 'Beðið eftir staðfestingu greiðslu…',
  paymentId: 'Greiðslunúmer',
  date: 'Dagsetning',
  method: 'Greiðsluleið',
  total: 'Samtals',
  items: 'Vörur',
  itemName: 'Vara',
  quantity: 'Magn',
  price: 'Verð',
} as const;
