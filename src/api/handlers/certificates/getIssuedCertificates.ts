// getIssuedCertificates: the certificates of every type the account issued (account-list.ts).
import { ApiTag } from '../../types.js';
import { issuedCertificates } from '../../../capabilities/certificates/queries.js';
import { accountCertificateList } from './account-list.js';

export const getIssuedCertificates = accountCertificateList({
  requestType: 'getIssuedCertificates',
  tag: ApiTag.CERTIFICATE,
  what: 'the certificates of every type the account issued',
  role: 'The issuer',
  rows: issuedCertificates,
});
