/** What a LISTEN on a channel tells its user. */
export interface ChangeListenerHandlers {
  message(payload: string): void;
  /** false: the connection is gone and messages may be lost until true comes again. */
  listening(on: boolean, error?: Error): void;
}

export interface ChangeListener {
  close(): Promise<void>;
}
