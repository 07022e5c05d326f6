// Appendices: optional parts after the attachment, one flag bit each (appendix-codec.ts has the
// byte forms). This module is their one import point: codec, JSON and rules.
export * from './appendix-codec.js';
export * from './appendix-json.js';
export * from './appendix-rules.js';
