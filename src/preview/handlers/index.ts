/** Every variable's behaviour, keyed by the name as written or by the variable it belongs to. */
import {controlHandlers} from './control';
import {counterHandlers} from './counters';
import {mathHandlers} from './math';
import {onlineHandlers} from './online';
import {peopleHandlers} from './people';
import {randomHandlers} from './random';
import {streamHandlers} from './stream';
import {textHandlers} from './text';
import {timeHandlers} from './time';
import type {Handler} from './shared';

export type {Call, Handler} from './shared';

export const handlers: Record<string, Handler> = {
  ...peopleHandlers,
  ...streamHandlers,
  ...textHandlers,
  ...counterHandlers,
  ...randomHandlers,
  ...mathHandlers,
  ...timeHandlers,
  ...onlineHandlers,
  ...controlHandlers,
};
