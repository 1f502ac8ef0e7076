import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { orderTexts, orderStateNames } from './order-texts.js';

/** The orders' and invoices' refusals. The composition merges every folder's answers into one map that must answer every reason. */
export const orderAnswers = {
  vatIdFormat: { code: 'invalid-input', message: orderTexts.vatIdFormat, field: 'vatId' },
  leitwegIdInvalid: { code: 'invalid-input', message: orderTexts.leitwegIdInvalid, field: 'leitwegId' },
  billingDetailsMissing: { code: 'order-state', message: orderTexts.billingDetailsMissing },
  quoteExpired: { code: 'quote-expired', message: orderTexts.quoteExpired },
  orderAccountUnknown: { code: 'invalid-input', message: orderTexts.accountUnknown, field: 'userId' },
  orderState: {
    code: 'order-state',
    message: (details) => orderTexts.orderState(orderStateNames[details.state as keyof typeof orderStateNames] ?? details.state),
  },
  invoicingUnavailable: { code: 'order-state', message: (details) => orderTexts.invoicingUnavailable(details.missing.join(', ')) },
  priceMissing: { code: 'order-state', message: (details) => orderTexts.priceMissing(details.item) },
  invoiceAlreadyPaid: { code: 'order-state', message: orderTexts.invoiceAlreadyPaid },
  tooManyOpenRequests: { code: 'order-state', message: (details) => orderTexts.tooManyOpenRequests(details.allowed) },
  paidOnInFuture: { code: 'invalid-input', message: orderTexts.paidOnInFuture, field: 'paidOn' },
  invoiceAlreadyCancelled: { code: 'order-state', message: orderTexts.invoiceAlreadyCancelled },
  cancellationNotCancellable: { code: 'order-state', message: orderTexts.cancellationNotCancellable },
  notARenewal: { code: 'order-state', message: orderTexts.notARenewal },
} satisfies Partial<DomainErrorAnswers>;
