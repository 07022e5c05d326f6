// getCertificate: one certificate (any type, agent attestations included).
import type { NodeApiContext } from '../../context.js';
import { ApiTag, defineHandler } from '../../types.js';
import { certificateOf } from '../../../capabilities/certificates/queries.js';
import { CERTIFICATE_SCHEMA, renderCertificate, tipTimestamp, unknownCertificate } from './render.js';

export const getCertificate = defineHandler({
  requestType: 'getCertificate',
  tags: [ApiTag.CERTIFICATE],
  description: 'Returns a certificate: its terms, claims, signature, canonicalContent, revoked and active (against the last block\'s timestamp). Unknown: errorCode 7 naming certificate.',
  method: 'GET',
  requirePost: false,
  requirePassword: false,
  requireBlockchain: true,
  response: CERTIFICATE_SCHEMA,
  params: [{ name: 'certificate', type: 'id', required: true, description: 'The certificate (its issuing transaction\'s id).' }],
  async handler({ certificate }, ctx: NodeApiContext) {
    const c = certificateOf(ctx.state, certificate);
    if (c === undefined) throw unknownCertificate();
    return renderCertificate(certificate, c, await tipTimestamp(ctx));
  },
});
