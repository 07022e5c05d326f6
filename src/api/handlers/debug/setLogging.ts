// setLogging: changes the level of the node's whole logger tree at run time.
import { LOG_LEVELS, type LogLevel } from '../../../log/levels.js';
import { ApiTag, defineHandler, type ApiContext } from '../../types.js';
import { BOOLEAN, object, oneOfStrings } from '../../response-schema.js';

export const setLogging = defineHandler({
  requestType: 'setLogging',
  tags: [ApiTag.DEBUG],
  description: 'Sets the least severe log level printed (TRACE, DEBUG, INFO, WARN, ERROR or OFF) for the whole node. Returns loggingUpdated, logging (the new level) and previous.',
  method: 'POST',
  requirePost: true,
  requirePassword: true,
  requireBlockchain: false,
  response: object({ loggingUpdated: BOOLEAN, logging: oneOfStrings(LOG_LEVELS), previous: oneOfStrings(LOG_LEVELS) }),
  params: [
    { name: 'logging', type: 'enum', values: LOG_LEVELS, required: true, description: 'New log level.' },
  ],
  async handler({ logging }, ctx: ApiContext) {
    const previous = ctx.logger.getLevel();
    const level: LogLevel = logging;
    // Logged before the change so that lowering to ERROR/OFF still leaves a trace of who did it.
    ctx.logger.child('api').warn('log level changed by setLogging', { from: previous, to: level });
    ctx.logger.setLevel(level);
    return { loggingUpdated: true, logging: level, previous };
  },
});
