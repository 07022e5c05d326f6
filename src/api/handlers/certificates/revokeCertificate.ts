// revokeCertificate: a CertificateRevocation (9/1). Rules: src/capabilities/certificates/types.ts.
import { certificateRevocation } from '../../../capabilities/certificates/types.js';
import { ApiTag } from '../../types.js';
import { typedWrite } from '../transactions/typed-write.js';
import { ONE_COIN_FEE } from './write-common.js';

export const revokeCertificate = typedWrite({
  requestType: 'revokeCertificate',
  tag: ApiTag.CERTIFICATE,
  type: certificateRevocation,
  description: `Revokes a certificate (or agent attestation) the sender issued; it is revoked once and for good. Unknown, another issuer's or already revoked: errorCode 7 naming certificate. ${ONE_COIN_FEE}`,
  params: [{ name: 'certificate', type: 'id', required: true, description: 'The certificate (its issuing transaction\'s id).' }],
  attachment: (p) => ({ certificate: p.certificate }),
});
