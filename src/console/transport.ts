/** What the console's session needs from a connection, whether simulated or real. */
export interface TransportEvents {
  onOpen(): void;
  onFrame(text: string): void;
  onClose(code: number, reason: string): void;
  /** Heartbeat traffic the console can see: the simulator reports its pings; browsers hide real ones. */
  onHeartbeat?(text: string): void;
}

export interface Transport {
  send(text: string): void;
  close(): void;
}

/** Opens a connection; `reconnectToken` is set when following a `reconnect` message. */
export type OpenTransport = (events: TransportEvents, reconnectToken?: string) => Transport;
