import { texts } from '@bfsm/api-adapter';
import type { DomainErrorAnswers } from '../errors/domain-error-answer.js';
import { releaseTexts } from './release-texts.js';

/** The releases' refusals. The composition merges every folder's answers into one map that must answer every reason. */
// Annotated rather than inferred: the build's declarations cannot name the installer problem type.
export const releaseAnswers: Pick<
  DomainErrorAnswers,
  'releaseExists' | 'releaseInstallerInvalid' | 'nightlyUnreadable' | 'nightlyVersionInvalid'
> = {
  releaseExists: { code: 'release-exists', message: texts.admin.releaseExists, field: 'version' },
  releaseInstallerInvalid: {
    code: 'invalid-input',
    message: (details) => releaseTexts.installerInvalid[details.problem],
    field: 'installer',
  },
  nightlyUnreadable: { code: 'not-found', message: releaseTexts.nightlyUnreadable },
  nightlyVersionInvalid: { code: 'invalid-input', message: (details) => releaseTexts.nightlyVersionInvalid(details.version) },
};
