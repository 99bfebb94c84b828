/**
 * The 2026 facts about the command rate limit that gateway.ts's `limits` does not carry yet:
 * one request per 100 ms on average, with bursts of up to 100 requests in any 10 s window.
 * Read by the AsyncAPI document and the console's simulator.
 */
import {limits} from './gateway';

export const commandRateLimit = {
  intervalMs: limits.commandIntervalMs,
  burstRequests: 100,
  burstWindowSeconds: limits.burstWindowSeconds,
} as const;
