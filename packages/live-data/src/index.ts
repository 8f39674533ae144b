export { quietlyPolled, useQuietPoll, type QuietDefinition, type QuietEndpoint } from './quietPoll';
export { quietCountdown, subscribeQuietCountdowns, useQuietCountdown } from './quietCountdown';
export {
  COUNTDOWN_TOLD_EVERY_MS,
  createPollLoops,
  type CountdownForecast,
  type PollCommand,
  type PollNews,
} from './pollLoop';
