// What popOff may pop: the request (numBlocks or height) turned into a target height.
import type { PopOffRequest } from './interface.js';
import { ChainError, ChainErrorReason } from './errors.js';

/** The height to pop to: within the undo window (`maxRollback` blocks), never below the genesis
 * block. Throws ChainError BAD_POP_OFF naming the parameter at fault. */
export function popTarget(request: PopOffRequest, tipHeight: number, maxRollback: number): number {
  let target: number;
  let param: string;
  if (request.height !== undefined) {
    param = 'height';
    if (!Number.isInteger(request.height) || request.height < 0) throw new ChainError(ChainErrorReason.BAD_POP_OFF, 'height must be a non-negative integer', { param });
    if (request.height > tipHeight) throw new ChainError(ChainErrorReason.BAD_POP_OFF, `height ${request.height} is above the tip ${tipHeight}`, { param });
    target = request.height;
  } else if (request.numBlocks !== undefined) {
    param = 'numBlocks';
    if (!Number.isInteger(request.numBlocks) || request.numBlocks < 0) throw new ChainError(ChainErrorReason.BAD_POP_OFF, 'numBlocks must be a non-negative integer', { param });
    // Asking for more blocks than there are pops down to the genesis block, which stays.
    target = Math.max(0, tipHeight - request.numBlocks);
  } else {
    throw new ChainError(ChainErrorReason.BAD_POP_OFF, 'numBlocks or height is required', { param: 'numBlocks' });
  }
  const lowest = Math.max(0, tipHeight - maxRollback);
  if (target < lowest) {
    throw new ChainError(ChainErrorReason.BAD_POP_OFF, `cannot pop below height ${lowest} (maximum rollback ${maxRollback} blocks)`, { param });
  }
  return target;
}
