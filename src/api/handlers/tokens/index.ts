// The TOKENS operations (registered by the tokens capability).
import type { NodeApiContext } from '../../context.js';
import type { HandlerTable } from '../../types.js';
import { decodeToken } from './decodeToken.js';
import { generateToken } from './generateToken.js';

export const TOKEN_HANDLERS: HandlerTable<NodeApiContext> = { generateToken, decodeToken };
