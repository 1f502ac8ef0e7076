import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { accountingTexts } from './accounting-texts.js';

/** The refusals of 'Export für die Buchhaltung'; the composition merges them with every other folder's. */
export const accountingAnswers = {
  accountingPeriodInvalid: {
    code: 'invalid-input',
    message: (details) => (details.problem === 'order' ? accountingTexts.periodOrder : accountingTexts.periodFiscalYear),
    field: 'to',
  },
  datevUnconfigured: { code: 'order-state', message: (details) => accountingTexts.datevUnconfigured(details.missing.join(', ')) },
} satisfies Partial<DomainErrorAnswers>;
