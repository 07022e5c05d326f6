// getAccountCertificates: the certificates of every type whose subject is the account (account-list.ts).
import { ApiTag } from '../../types.js';
import { subjectCertificates } from '../../../capabilities/certificates/queries.js';
import { accountCertificateList } from './account-list.js';

export const getAccountCertificates = accountCertificateList({
  requestType: 'getAccountCertificates',
  tag: ApiTag.CERTIFICATE,
  what: 'the certificates of every type whose subject is the account',
  role: 'The subject',
  rows: subjectCertificates,
});
