// Hand-worked for a loan of 500 000 kr. with the payment fee of 495 kr. NoticeAmount answers (the
// spec: a loan fee of 3.5 % plus 24 % VAT, the payment fee from NoticeAmount):
//   fee = 500 000 × 3,5 % = 17 500; VAT = 17 500 × 24 % = 4 200; fee with VAT = 21 700
//   total cost = 21 700 + 495 = 22 195

/** The fee information the loan shows for 500 000 kr. (the pure rule's and the model's alike). */
export const handWorkedLoanFee = {
  kind: 'inside',
  amount: 500_000,
  fee: 17_500,
  vat: 4_200,
  feeWithVat: 21_700,
  paymentFee: 495,
  totalCost: 22_195,
} as const;
